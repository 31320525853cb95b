import { EntityManager } from '@mikro-orm/postgresql';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { JwtOrApiKeyGuard } from './guards';
import { INBOX_TOKEN_HEADER, InboxTokenGuard } from './inbox-token.guard';

/**
 * The inbox-scoped read and delete endpoints (`/inboxes/{id}`, its messages, attachments, raw
 * sources and threads) open for the account that owns the inbox (API key or JWT) and for the
 * inbox's own temporary token. A request that sends `X-Inbox-Token` is judged by the token alone:
 * it must belong to the inbox named in the path (404 otherwise, so ids cannot be probed).
 * Without it the account credentials decide, and the service checks ownership.
 */
@Injectable()
export class AccountOrInboxTokenGuard implements CanActivate {
  private readonly account = new JwtOrApiKeyGuard();
  private readonly inboxToken: InboxTokenGuard;

  constructor(em: EntityManager) {
    this.inboxToken = new InboxTokenGuard(em);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.headers[INBOX_TOKEN_HEADER] !== undefined) return this.inboxToken.canActivate(context);
    return (await this.account.canActivate(context)) as boolean;
  }
}
