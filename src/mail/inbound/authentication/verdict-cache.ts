import type { MessageAuthentication } from '../../../messages/message-authentication';

/**
 * Verdicts of unsigned mail, keyed by everything they depend on besides DNS (see
 * `unsignedResultKey`): a sender mailing many messages from one client gets SPF, DMARC and ARC
 * evaluated once, not per message. An entry lives no longer than the DNS answers it was computed
 * from stay in the resolver's cache (and at most MAX_TTL_MS), so it is never staler than a fresh
 * check on this node would be. Like the DNS cache, it holds no state of this service: nodes
 * caching independently cannot disagree about anything but DNS timing.
 *
 * Not cached: verdicts with a temperror anywhere (a DNS failure must be retried by the next
 * message, as it is without this cache) and checks whose answers were not all cached.
 */
export const MAX_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  until: number;
  verdict: MessageAuthentication;
  /** The verdict's JSON around its `checked_at` value, or null when it cannot be cut there. */
  json: [string, string] | null;
}

/** JSON texts of verdicts handed out by a cache, built from the entry's (see verdictJson). */
const jsonOf = new WeakMap<MessageAuthentication, string>();
const STAMP = '\u0000checked_at\u0000';

/** `JSON.stringify(verdict)`, without serialising again a verdict that came from a VerdictCache. */
export function verdictJson(verdict: MessageAuthentication): string {
  return jsonOf.get(verdict) ?? JSON.stringify(verdict);
}

export class VerdictCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The cached verdict for `key`, stamped `checked_at` = `at`, or null. */
  get(key: string, at: Date): MessageAuthentication | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    const checkedAt = at.toISOString();
    const verdict = { ...entry.verdict, checked_at: checkedAt };
    if (entry.json) jsonOf.set(verdict, entry.json[0] + JSON.stringify(checkedAt) + entry.json[1]);
    return verdict;
  }

  /** Keeps `verdict` until `until` (capped), when it is worth keeping; `until` null: not at all. */
  set(key: string, verdict: MessageAuthentication, until: number | null): void {
    if (until === null || !cacheable(verdict)) return;
    const at = this.now();
    const capped = Math.min(until, at + MAX_TTL_MS);
    if (capped <= at) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const parts = JSON.stringify({ ...verdict, checked_at: STAMP }).split(JSON.stringify(STAMP));
    this.entries.set(key, { until: capped, verdict: deepFreeze(structuredClone(verdict)), json: parts.length === 2 ? [parts[0]!, parts[1]!] : null });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A verdict worth reusing: it does not depend on a DNS failure or on a check that did not finish. */
export function cacheable(verdict: MessageAuthentication): boolean {
  if (verdict.error !== null || verdict.summary === 'temperror' || verdict.summary === 'pending') return false;
  const results = [verdict.spf?.result, verdict.dmarc?.result, verdict.arc?.result, ...verdict.dkim.map((d) => d.result)];
  return !results.includes('temperror');
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
