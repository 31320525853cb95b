import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import { ApiErrors } from '../http/envelope';
import type { AuthenticatedUser, TokenInbox } from './authenticated-user';
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

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedUser => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);

export const CurrentInbox = createParamDecorator(
  (_: unknown, context: ExecutionContext): TokenInbox => context.switchToHttp().getRequest<{ inbox: TokenInbox }>().inbox,
);
