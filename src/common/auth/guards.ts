import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { DomainError, unauthorized } from '../errors/domain-error';
import type { AuthenticatedUser } from './authenticated-user';

export const JWT_STRATEGY = 'jwt';
export const API_KEY_HEADER_STRATEGY = 'api-key';
export const API_KEY_BEARER_STRATEGY = 'api-key-bearer';

function describeFailure(request: FastifyRequest, jwtOnly: boolean): DomainError {
  const authorization = request.headers.authorization;
  const apiKey = request.headers['x-api-key'];
  if (jwtOnly) {
    if (apiKey || authorization?.startsWith('Bearer ak_')) return unauthorized('This endpoint requires a JWT from register or login; API keys cannot manage API keys');
    if (!authorization) return unauthorized('Missing credentials: send Authorization: Bearer <JWT>');
    return unauthorized('Invalid or expired JWT');
  }
  if (!authorization && !apiKey) return unauthorized('Missing credentials: send X-API-Key: ak_... or Authorization: Bearer <JWT or API key>');
  if (apiKey || authorization?.startsWith('Bearer ak_')) return unauthorized('Invalid or revoked API key');
  if (authorization && !/^Bearer\s+\S+$/i.test(authorization)) return unauthorized('Authorization header must be "Bearer <token>"');
  return unauthorized('Invalid or expired JWT');
}

/** `Authorization: Bearer <JWT>` only (API-key management). */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  override handleRequest<TUser = AuthenticatedUser>(err: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (err instanceof DomainError) throw err;
    if (err || !user) throw describeFailure(context.switchToHttp().getRequest<FastifyRequest>(), true);
    return user;
  }
}

/** A JWT, or an API key in `X-API-Key` or `Authorization: Bearer ak_…` (every resource endpoint). */
@Injectable()
export class JwtOrApiKeyGuard extends AuthGuard([API_KEY_HEADER_STRATEGY, API_KEY_BEARER_STRATEGY, JWT_STRATEGY]) {
  override handleRequest<TUser = AuthenticatedUser>(err: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (err instanceof DomainError) throw err;
    if (err || !user) throw describeFailure(context.switchToHttp().getRequest<FastifyRequest>(), false);
    return user;
  }
}
