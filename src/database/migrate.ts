import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';
import { migrationOrmOptions } from './migration-options';

/** Arbitrary constant that names "schema migration" among this database's advisory locks. */
const MIGRATION_LOCK_KEY = 0x1b0c_a11;

/** Creates the configured database when it does not exist yet (first start on a fresh server). */
export async function ensureDatabaseExists(databaseUrl: string, logger = new Logger('Database')): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) return;
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      logger.log(`Created database ${name}`);
    }
  } catch (error) {
    // 42P04: created concurrently by another node. Anything else: let the real connection report it.
    if ((error as { code?: string }).code !== '42P04') {
      logger.warn(`Could not check or create database ${name}: ${(error as Error).message}`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so any number of nodes may
 * start together: the first migrates, the others wait and then find nothing pending.
 */
export async function runMigrations(config: AppConfig, logger = new Logger('Migrations')): Promise<string[]> {
  await ensureDatabaseExists(config.DATABASE_URL, logger);
  const lock = new Client({ connectionString: config.DATABASE_URL });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const orm = await MikroORM.init({ ...migrationOrmOptions(config), entities: [], pool: { min: 0, max: 2 } });
    try {
      const applied = await orm.getMigrator().up();
      if (applied.length) logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
      return applied.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
