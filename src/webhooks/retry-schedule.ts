/**
 * Webhook retry delays as multiples of WEBHOOK_RETRY_BASE_MS. At the default base (10 s): 10 s,
 * 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h, so ten attempts span about 23 hours.
 */
export const RETRY_MULTIPLIERS = [1, 3, 12, 60, 180, 360, 1080, 2160, 4320] as const;

/** ±20%: receivers coming back from an outage are not hit by every retry in the same second. */
const JITTER = 0.2;

/** Delay before the attempt after `failedAttempt` (1-based). */
export function retryDelayMs(failedAttempt: number, baseMs: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(failedAttempt, 1), RETRY_MULTIPLIERS.length) - 1;
  const factor = 1 - JITTER + 2 * JITTER * random();
  return Math.max(1, Math.round(baseMs * RETRY_MULTIPLIERS[index]! * factor));
}

/** Total time from the first attempt to the last when every one fails, without jitter. */
export function retrySpanMs(maxAttempts: number, baseMs: number): number {
  let total = 0;
  for (let attempt = 1; attempt < maxAttempts; attempt++) total += retryDelayMs(attempt, baseMs, () => 0.5);
  return total;
}
