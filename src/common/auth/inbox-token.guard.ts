import { EntityManager } from '@mikro-orm/postgresql';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { notFound, unauthorized } from '../errors/domain-error';
import type { TokenInbox } from './authenticated-user';

export const INBOX_TOKEN_HEADER = 'x-inbox-token';

type RequestWithInbox = FastifyRequest & { inbox?: TokenInbox };

/**
 * Opens exactly one temporary inbox by its token, sent as `X-Inbox-Token` (or, on the public
 * `/public/inbox/{token}` paths, as the `token` path segment). Tokens are stored as SHA-256 hashes;
 * an expired inbox is gone at once, whatever the sweeper has done. When the path also names an
 * inbox `id`, it must be the token's inbox (404 otherwise, so ids cannot be probed).
 */
@Injectable()
export class InboxTokenGuard implements CanActivate {
  constructor(private readonly em: EntityManager) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithInbox>();
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const header = request.headers[INBOX_TOKEN_HEADER];
    // The path names the inbox on /public/inbox/{token} routes; the header only where the path has none.
    const token = params.token ?? (Array.isArray(header) ? header[0] : header);
    if (!token) throw unauthorized('Missing inbox token: send X-Inbox-Token: temp_...');
    if (token.length > 200) throw notFound('inbox');
    const hash = createHash('sha256').update(token, 'utf8').digest('hex');
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; address: string; expires_at: Date }[]>(
        `select id, address, expires_at from inboxes where token_hash = ? and expires_at > now()`,
        [hash],
      );
    const row = rows[0];
    if (!row || (params.id !== undefined && params.id !== row.id)) throw notFound('inbox');
    request.inbox = { id: row.id, address: row.address, expiresAt: new Date(row.expires_at) };
    return true;
  }
}
