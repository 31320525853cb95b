import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { HeaderAPIKeyStrategy } from 'passport-headerapikey';
import { ExtractJwt, Strategy as JwtPassportStrategy } from 'passport-jwt';
import { API_KEY_BEARER_STRATEGY, API_KEY_HEADER_STRATEGY, JWT_STRATEGY } from '../common/auth/guards';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { API_KEY_PREFIX } from './secrets';
import { ApiKeysService } from './api-keys.service';
import { JwtSecretService } from './jwt-secret.service';

interface JwtPayload {
  sub: string;
  typ?: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(JwtPassportStrategy, JWT_STRATEGY) {
  constructor(secrets: JwtSecretService) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['HS256'],
      ignoreExpiration: false,
      secretOrKeyProvider: (_request: unknown, _token: unknown, done: (err: unknown, secret?: string) => void) => {
        secrets.get().then((secret) => done(null, secret), done);
      },
    });
  }

  validate(payload: JwtPayload): AuthenticatedUser | false {
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return false;
    return { userId: payload.sub, via: 'jwt' };
  }
}

/** `X-API-Key: ak_…` */
@Injectable()
export class ApiKeyHeaderStrategy extends PassportStrategy(HeaderAPIKeyStrategy, API_KEY_HEADER_STRATEGY) {
  constructor(private readonly apiKeys: ApiKeysService) {
    super({ header: 'X-API-Key', prefix: '' }, false);
  }

  async validate(rawKey: string): Promise<AuthenticatedUser | false> {
    return (await this.apiKeys.authenticate(rawKey.trim())) ?? false;
  }
}

/** `Authorization: Bearer ak_…` (the spec's second form). Other bearer tokens are left to the JWT strategy. */
@Injectable()
export class ApiKeyBearerStrategy extends PassportStrategy(HeaderAPIKeyStrategy, API_KEY_BEARER_STRATEGY) {
  constructor(private readonly apiKeys: ApiKeysService) {
    super({ header: 'Authorization', prefix: 'Bearer ' }, false);
  }

  async validate(rawKey: string): Promise<AuthenticatedUser | false> {
    const key = rawKey.trim();
    if (!key.startsWith(API_KEY_PREFIX)) return false;
    return (await this.apiKeys.authenticate(key)) ?? false;
  }
}
