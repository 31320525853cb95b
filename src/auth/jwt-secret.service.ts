import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { randomToken } from './secrets';

const SETTING_KEY = 'jwt_secret';

/**
 * The HS256 secret: JWT_SECRET when set (required in production). Otherwise one random secret per
 * install, created once in the database so every node and every restart agree on it.
 */
@Injectable()
export class JwtSecretService {
  private readonly logger = new Logger(JwtSecretService.name);
  private secret?: Promise<string>;

  constructor(
    private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

  get(): Promise<string> {
    this.secret ??= this.resolve().catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async resolve(): Promise<string> {
    if (this.config.JWT_SECRET) return this.config.JWT_SECRET;
    const connection = this.em.getConnection();
    await connection.execute(`insert into system_settings (key, value) values (?, ?) on conflict (key) do nothing`, [SETTING_KEY, randomToken(48)]);
    const rows = await connection.execute<{ value: string }[]>(`select value from system_settings where key = ?`, [SETTING_KEY]);
    this.logger.warn('JWT_SECRET is not set: using the random per-install secret kept in the database (set JWT_SECRET in production)');
    return rows[0]!.value;
  }
}
