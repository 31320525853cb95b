import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildConfig } from '../../src/config/app-config';
import { runMigrations } from '../../src/database/migrate';
import { adminDatabaseUrl, databaseUrlFor, TEST_ENV } from './test-env';

/**
 * Once per `npm test`: the web inbox's build, a run id, and a template database with every
 * migration applied. Each test file then clones the template (fast) into a database of its own.
 */
export default async function globalSetup(): Promise<void> {
  // The web inbox is served from its build output; build it from the current sources.
  execFileSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'build-web.mjs')], { stdio: 'ignore' });
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  process.env.TEST_RUN_ID = runId;
  const template = `inbox_test_${runId}_tpl`;
  const config = buildConfig({ ...TEST_ENV(), DATABASE_URL: databaseUrlFor(template) });
  await runMigrations(config);
  // Nobody may stay connected to a template, or CREATE DATABASE ... TEMPLATE fails.
  const admin = new Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [template]);
  await admin.end();
}
