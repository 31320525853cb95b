import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { RateLimiter } from '../redis/rate-limiter';

/**
 * Brake on anonymous inbox creation: PUBLIC_INBOX_RATE_LIMIT per client IP per minute, counted
 * in Redis so every node shares the count. 429 with Retry-After.
 */
@Injectable()
export class PublicInboxRateGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.config.PUBLIC_INBOX_RATE_LIMIT;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.consume(`public-inbox:${request.ip}`, limit, 60, (retry) => `at most ${limit} public inboxes per minute from one address; retry in ${retry} s`);
    return true;
  }
}
