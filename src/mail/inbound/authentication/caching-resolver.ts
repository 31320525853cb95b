import { Resolver } from 'node:dns/promises';

/**
 * A DNS resolver for mailauth (`(name, rrtype) => records`) over DNS_SERVERS with a per-try
 * timeout and a small answer cache.
 *
 * The cache lives in process memory on purpose: DNS answers are not this service's state (every
 * node asking the same resolvers gets the same answers), so nodes caching independently cannot
 * disagree about anything that matters here; a node merely asks DNS less often. Answers are kept
 * ANSWER_TTL_MS, "no such name / no data" NEGATIVE_TTL_MS; failures (time-out, SERVFAIL) are never
 * cached. Concurrent identical questions share one lookup.
 */
export const ANSWER_TTL_MS = 5 * 60_000;
export const NEGATIVE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
const NEGATIVE = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

type Answer = unknown[];
interface Entry {
  until: number;
  answer?: Answer;
  error?: { code: string; message: string };
}

export type MailauthResolver = (name: string, rrtype: string) => Promise<Answer>;

/** A MailauthResolver that can tell until when it keeps an answer it gave. */
export type CachingResolver = MailauthResolver & {
  /** Until when (ms, the resolver's clock) the answer to this question stays cached; null when it is not cached (a failure). */
  cachedUntil(name: string, rrtype: string): number | null;
};

export interface CachingResolverOptions {
  servers?: string[];
  timeoutMs: number;
  tries: number;
  now?: () => number;
  /** Stand-in for the network resolver (unit tests). */
  lookup?: (name: string, rrtype: string) => Promise<Answer>;
}

export function createCachingResolver(options: CachingResolverOptions): CachingResolver {
  const now = options.now ?? Date.now;
  let lookup = options.lookup;
  if (!lookup) {
    const resolver = new Resolver({ timeout: options.timeoutMs, tries: options.tries });
    if (options.servers?.length) resolver.setServers(options.servers);
    lookup = (name, rrtype) => resolver.resolve(name, rrtype) as Promise<Answer>;
  }
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Answer>>();

  const remember = (key: string, entry: Entry) => {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  };

  const keyOf = (name: string, rrtype: string) => `${rrtype.toUpperCase()} ${name.toLowerCase().replace(/\.$/, '')}`;
  const resolve: MailauthResolver = async (name, rrtype) => {
    const key = keyOf(name, rrtype);
    const hit = cache.get(key);
    if (hit && hit.until > now()) {
      if (hit.error) throw cachedError(hit.error);
      return hit.answer!;
    }
    if (hit) cache.delete(key);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const query = (async () => {
      try {
        const answer = await lookup!(name, rrtype);
        remember(key, { until: now() + ANSWER_TTL_MS, answer });
        return answer;
      } catch (error) {
        const code = String((error as { code?: unknown })?.code ?? '');
        if (NEGATIVE.has(code)) remember(key, { until: now() + NEGATIVE_TTL_MS, error: { code, message: (error as Error).message } });
        throw error;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, query);
    return query;
  };
  return Object.assign(resolve, {
    cachedUntil: (name: string, rrtype: string) => {
      const hit = cache.get(keyOf(name, rrtype));
      return hit && hit.until > now() ? hit.until : null;
    },
  });
}

/**
 * Wraps a CachingResolver for one check and records how long all the answers it was given stay
 * cached: a result computed from them is as fresh as the stalest of them until `until()`.
 * `until()` is Infinity when no DNS was asked, null when some answer was not cached (a failure) or carries the SPF `%{t}` macro
 * (the current time): such a result must not outlive the check.
 */
export function trackAnswers(resolver: CachingResolver): { resolve: MailauthResolver; until(): number | null } {
  let until = Infinity;
  let cacheable = true;
  const resolve: MailauthResolver = async (name, rrtype) => {
    try {
      const answer = await resolver(name, rrtype);
      if (cacheable && rrtype.toUpperCase() === 'TXT' && answer.some((record) => /%\{t/i.test(Array.isArray(record) ? record.join('') : String(record)))) cacheable = false;
      return answer;
    } finally {
      const cached = resolver.cachedUntil(name, rrtype);
      if (cached === null) cacheable = false;
      else until = Math.min(until, cached);
    }
  };
  return { resolve, until: () => (cacheable ? until : null) };
}

/**
 * The error of a cached negative answer. Built without a stack trace: mailauth reads only `code`
 * and `message`, and with every lookup of an unknown domain answered from the cache, capturing
 * stacks was the resolver's main cost.
 */
function cachedError(error: { code: string; message: string }): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return Object.assign(new Error(error.message), { code: error.code });
  } finally {
    Error.stackTraceLimit = limit;
  }
}
