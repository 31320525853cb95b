/**
 * Writes openapi.json from the decorators (the committed document; a test fails when it is stale).
 * Boots the app against a throw-away database so every module's routes are present.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/load-config';
import { runMigrations } from '../src/database/migrate';
import { buildOpenApiDocument } from '../src/openapi';

async function main(): Promise<void> {
  const base = loadConfig();
  const name = `inbox_openapi_${process.pid}`;
  const url = new URL(base.DATABASE_URL);
  url.pathname = `/${name}`;
  const config = loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', SERVICE_ROLES: 'api', REDIS_PREFIX: `openapi-${process.pid}` });
  await runMigrations(config);
  const app = await createApp(config);
  await app.init();
  const document = buildOpenApiDocument(app, config);
  await app.close();
  const admin = new Client({ connectionString: Object.assign(new URL(base.DATABASE_URL), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  writeFileSync(join(__dirname, '..', 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`openapi.json written (${Object.keys(document.paths).length} paths)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
