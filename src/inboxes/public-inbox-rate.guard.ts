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
    await this.consume(context.switchToHttp().getRequest<FastifyRequest>().ip);
    return true;
  }

  /** Counts one public inbox for this client IP (also used by the MCP create_inbox tool). */
  async consume(clientIp: string): Promise<void> {
    const limit = this.config.PUBLIC_INBOX_RATE_LIMIT;
    await this.limiter.consume(`public-inbox:${clientIp}`, limit, 60, (retry) => `at most ${limit} public inboxes per minute from one address; retry in ${retry} s`);
  }
}
