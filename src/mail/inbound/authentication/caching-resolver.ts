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

export interface CachingResolverOptions {
  servers?: string[];
  timeoutMs: number;
  tries: number;
  now?: () => number;
  /** Stand-in for the network resolver (unit tests). */
  lookup?: (name: string, rrtype: string) => Promise<Answer>;
}

export function createCachingResolver(options: CachingResolverOptions): MailauthResolver {
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

  return async (name, rrtype) => {
    const key = `${rrtype.toUpperCase()} ${name.toLowerCase().replace(/\.$/, '')}`;
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
