import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimited } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.module';

const WINDOW_SECONDS = 60;

/**
 * Brake on anonymous inbox creation: PUBLIC_INBOX_RATE_LIMIT per client IP per minute, counted
 * in Redis so every node shares the count (fixed one-minute windows). 429 with Retry-After.
 */
@Injectable()
export class PublicInboxRateGuard implements CanActivate {
  constructor(
    private readonly redis: RedisService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.config.PUBLIC_INBOX_RATE_LIMIT;
    if (limit === 0) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const window = Math.floor(nowSeconds / WINDOW_SECONDS);
    const key = `rl:public-inbox:${request.ip}:${window}`;
    const [[, count]] = (await this.redis.client.multi().incr(key).expire(key, WINDOW_SECONDS + 1).exec()) as [[Error | null, number]];
    if (count > limit) {
      const retryAfter = (window + 1) * WINDOW_SECONDS - nowSeconds;
      void http.getResponse<FastifyReply>().header('Retry-After', String(Math.max(1, retryAfter)));
      throw rateLimited(`at most ${limit} public inboxes per minute from one address; retry in ${Math.max(1, retryAfter)} s`);
    }
    return true;
  }
}
