import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { InboxAccess, ownerAccess, tokenAccess } from '../access/inbox-access';
import { notFound } from '../errors/domain-error';
import { ApiErrors } from '../http/envelope';
import type { AuthenticatedUser, TokenInbox } from './authenticated-user';
import { AccountOrInboxTokenGuard } from './account-or-inbox-token.guard';
import { JwtAuthGuard, JwtOrApiKeyGuard } from './guards';
import { InboxTokenGuard } from './inbox-token.guard';

export const SECURITY_JWT = 'jwt';
export const SECURITY_API_KEY = 'api-key';
export const SECURITY_INBOX_TOKEN = 'inbox-token';

/** JWT only (the API-key management endpoints): guard and OpenAPI security together. */
export const JwtAuth = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth(SECURITY_JWT), ApiErrors(401));

/** An API key (X-API-Key or Bearer ak_…) or a JWT: every other authenticated endpoint. */
export const Authenticated = () =>
  applyDecorators(UseGuards(JwtOrApiKeyGuard), ApiSecurity(SECURITY_API_KEY), ApiBearerAuth(SECURITY_JWT), ApiErrors(401));

/** A temporary inbox's token in `X-Inbox-Token` (or the `{token}` path segment). */
export const InboxTokenAuth = () => applyDecorators(UseGuards(InboxTokenGuard), ApiSecurity(SECURITY_INBOX_TOKEN), ApiErrors(401, 404));

/**
 * The owner's API key or JWT, or the inbox's own token in `X-Inbox-Token` (a token for another
 * inbox is 404): every inbox-scoped read and delete. Read the caller with `@CurrentInboxAccess()`.
 */
export const AccountOrInboxToken = () =>
  applyDecorators(
    UseGuards(AccountOrInboxTokenGuard),
    ApiSecurity(SECURITY_API_KEY),
    ApiBearerAuth(SECURITY_JWT),
    ApiSecurity(SECURITY_INBOX_TOKEN),
    ApiErrors(401),
  );

/**
 * Who opens the inbox named by the `id` path parameter, as the services take it: its token
 * (already matched to that inbox by the guard) or an account whose ownership the service checks.
 * A path id that is not a UUID names nothing: 404.
 */
export const CurrentInboxAccess = createParamDecorator((_: unknown, context: ExecutionContext): InboxAccess => {
  const request = context.switchToHttp().getRequest<{ inbox?: TokenInbox; user?: AuthenticatedUser; params?: Record<string, string | undefined> }>();
  if (request.inbox) return tokenAccess(request.inbox);
  const id = request.params?.id;
  if (!id || !isUUID(id) || !request.user) throw notFound('inbox');
  return ownerAccess(request.user.userId, id);
});

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);

export const CurrentInbox = createParamDecorator(
  (_: unknown, context: ExecutionContext): TokenInbox => context.switchToHttp().getRequest<{ inbox: TokenInbox }>().inbox,
);
