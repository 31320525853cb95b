import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, Observable, of, switchMap } from 'rxjs';
import { AppConfig } from '../config/app-config';
import { RateLimiter } from './rate-limiter';
import type { AuthenticatedUser, TokenInbox } from '../common/auth/authenticated-user';
import { DomainError, ErrorCode } from '../common/errors/domain-error';

/**
 * The request budget of every API call, counted in Redis so all nodes share it. Runs after the
 * authentication guards: calls with credentials count against their API key (or, for a JWT, the
 * user), calls to public endpoints against the client IP (or the temporary inbox of a token).
 * Every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; over the
 * limit it is 429 with `Retry-After`. `/health` is not counted. While Redis is unreachable the
 * budget is not enforced (a warning is logged): a general request budget must not turn a Redis
 * outage into an outage of every endpoint. The login, public-inbox and send limits still answer 503.
 */
@Injectable()
export class RequestRateLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger(RequestRateLimitInterceptor.name);

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser; inbox?: TokenInbox }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const budget = this.budgetFor(request);
    if (!budget) return next.handle();
    return from(
      this.limiter.consume(budget.key, budget.limit, this.config.API_RATE_WINDOW_SECONDS, (retry) => `${budget.what}: at most ${budget.limit} requests per ${this.config.API_RATE_WINDOW_SECONDS} s; retry in ${retry} s`, (state) => {
        void reply.header('RateLimit-Limit', String(state.limit));
        void reply.header('RateLimit-Remaining', String(state.remaining));
        void reply.header('RateLimit-Reset', String(state.resetSeconds));
      }),
    ).pipe(
      catchError((error: unknown) => {
        if (error instanceof DomainError && error.code === ErrorCode.SERVICE_UNAVAILABLE) {
          this.logger.warn('Request budget not enforced: Redis is unreachable');
          return of(undefined);
        }
        throw error;
      }),
      switchMap(() => next.handle()),
    );
  }

  private budgetFor(request: FastifyRequest & { user?: AuthenticatedUser; inbox?: TokenInbox }): { key: string; limit: number; what: string } | null {
    if (request.url === '/health' || request.url.startsWith('/health?')) return null;
    const user = request.user;
    if (user) {
      const limit = this.config.API_RATE_LIMIT;
      return user.apiKeyId ? { key: `req:key:${user.apiKeyId}`, limit, what: 'API key rate limit' } : { key: `req:user:${user.userId}`, limit, what: 'account rate limit' };
    }
    const limit = this.config.PUBLIC_RATE_LIMIT;
    if (request.inbox) return { key: `req:inbox:${request.inbox.id}`, limit, what: 'inbox token rate limit' };
    return { key: `req:ip:${request.ip}`, limit, what: 'rate limit for your address' };
  }
}
