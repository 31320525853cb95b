import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser, TokenInbox } from '../common/auth/authenticated-user';
import { JwtOrApiKeyGuard } from '../common/auth/guards';
import { INBOX_TOKEN_HEADER, InboxTokenGuard } from '../common/auth/inbox-token.guard';
import { DomainError, ErrorCode, unauthorized } from '../common/errors/domain-error';
import type { McpCaller } from './service-mail-operations';

type McpRequest = FastifyRequest & { user?: AuthenticatedUser; inbox?: TokenInbox };

/**
 * Authenticates `/mcp` with the REST API's own guards, before any tool runs: an API key
 * (`X-API-Key` or `Authorization: Bearer ak_…`) or a JWT opens the account; `X-Inbox-Token` opens
 * that one temporary inbox; no credential at all is anonymous (public tools only). Credentials that
 * are present but wrong, expired or revoked are a 401, never a fall-back to anonymous.
 */
@Injectable()
export class McpCallerGuard implements CanActivate {
  constructor(
    private readonly accountGuard: JwtOrApiKeyGuard,
    private readonly inboxTokenGuard: InboxTokenGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<McpRequest>();
    if (request.headers.authorization !== undefined || request.headers['x-api-key'] !== undefined) {
      return (await this.accountGuard.canActivate(context)) as boolean;
    }
    if (request.headers[INBOX_TOKEN_HEADER] !== undefined) {
      try {
        return await this.inboxTokenGuard.canActivate(context);
      } catch (error) {
        // The public paths answer an unknown token with 404 (the path names the inbox); here the
        // token is the credential, so it is a 401 like any other wrong credential.
        if (error instanceof DomainError && error.code === ErrorCode.NOT_FOUND) throw unauthorized('Invalid or expired inbox token');
        throw error;
      }
    }
    return true;
  }
}

/** The caller the guard established. */
export function mcpCallerOf(request: McpRequest): McpCaller {
  if (request.user) return { kind: 'account', user: request.user };
  if (request.inbox) return { kind: 'token', inbox: request.inbox };
  return { kind: 'anonymous' };
}
