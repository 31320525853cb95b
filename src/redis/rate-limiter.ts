import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, rateLimited } from '../common/errors/domain-error';
import { RedisService } from './redis.service';

/**
 * Counting rate limits shared by every node (Redis). A window opens with the first hit of a key
 * and lasts `windowSeconds`; hits beyond `limit` inside it are refused with 429 and a Retry-After
 * of the window's remaining time. Redis being unreachable is a 503, never a silent pass.
 */
/** Where a key stands after a hit: for the RateLimit-* response headers. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts over. */
  resetSeconds: number;
}

@Injectable()
export class RateLimiter {
  constructor(private readonly redis: RedisService) {}

  /** Counts one hit on `key`; throws RATE_LIMITED (with `retryAfterSeconds`) when over `limit`. 0 = unlimited. */
  async consume(key: string, limit: number, windowSeconds: number, refusal: (retryAfterSeconds: number) => string, onState?: (state: RateLimitState) => void): Promise<void> {
    if (limit <= 0) return;
    let count: number;
    let ttlMs: number;
    try {
      const replies = (await this.redis.client.multi().incr(`rl:${key}`).expire(`rl:${key}`, windowSeconds, 'NX').pttl(`rl:${key}`).exec()) ?? [];
      const failed = replies.find(([error]) => error);
      if (failed) throw failed[0];
      count = Number(replies[0]?.[1]);
      ttlMs = Number(replies[2]?.[1]);
    } catch {
      throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'rate limiting is unavailable right now; try again shortly');
    }
    const resetSeconds = Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : windowSeconds * 1000) / 1000));
    onState?.({ limit, remaining: Math.max(0, limit - count), resetSeconds });
    if (count > limit) throw rateLimited(refusal(resetSeconds), resetSeconds);
  }
}
