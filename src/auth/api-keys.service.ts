import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { notFound } from '../common/errors/domain-error';
import { ApiKey } from './api-key.entity';
import { ApiKeyCreatedDto, ApiKeyDto } from './dto/api-key.dto';
import { API_KEY_PREFIX, generateApiKey, sha256Hex } from './secrets';

/** `last_used` is written at most this often per key, so hot keys do not write on every request. */
const LAST_USED_RESOLUTION_SECONDS = 60;
const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export function mapApiKey(key: ApiKey): ApiKeyDto {
  return { id: key.id, name: key.name, key_prefix: key.keyPrefix, last_used: key.lastUsed?.toISOString() ?? null, created_at: key.createdAt.toISOString() };
}

@Injectable()
export class ApiKeysService {
  constructor(private readonly em: EntityManager) {}

  async create(userId: string, name: string): Promise<ApiKeyCreatedDto> {
    const raw = generateApiKey();
    const key = this.em.create(ApiKey, { userId, name: name.trim(), keyPrefix: raw.slice(0, VISIBLE_PREFIX_LENGTH), keyHash: sha256Hex(raw), lastUsed: null, createdAt: new Date() });
    await this.em.persistAndFlush(key);
    const { id, name: keyName, key_prefix, created_at } = mapApiKey(key);
    return { api_key: { id, name: keyName, key_prefix, created_at }, key: raw };
  }

  async list(userId: string): Promise<ApiKeyDto[]> {
    const keys = await this.em.find(ApiKey, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return keys.map(mapApiKey);
  }

  /** Deleting is revoking: the very next request with the key fails (nothing caches keys). */
  async revoke(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(ApiKey, { id, userId });
    if (deleted === 0) throw notFound('API key');
  }

  /** Resolves a raw key to its owner, or null. One indexed read; `last_used` written at most once a minute. */
  async authenticate(rawKey: string): Promise<AuthenticatedUser | null> {
    if (!rawKey.startsWith(API_KEY_PREFIX) || rawKey.length > 200) return null;
    const connection = this.em.getConnection();
    const rows = await connection.execute<{ id: string; user_id: string; stale: boolean }[]>(
      `select id, user_id, (last_used is null or last_used < now() - make_interval(secs => ?)) as stale from api_keys where key_hash = ?`,
      [LAST_USED_RESOLUTION_SECONDS, sha256Hex(rawKey)],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale) await connection.execute(`update api_keys set last_used = now() where id = ?`, [row.id]);
    return { userId: row.user_id, via: 'api_key', apiKeyId: row.id };
  }
}
