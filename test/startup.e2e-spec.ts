import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { buildConfig } from '../src/config/app-config';
import { runMigrations } from '../src/database/migrate';
import { dropTestDatabase, waitFor } from './support/harness';
import { databaseUrlFor, TEST_ENV } from './support/test-env';

const root = join(__dirname, '..');

/** Runs src/main.ts as a real process (what `npm start` runs, compiled on the fly). */
function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Every line the process wrote, parsed: each must be one pino JSON object (numeric level, time, msg or err). */
function logLines(output: string): Array<{ level: number; time: number; msg?: string; context?: string; err?: { message: string; stack?: string } }> {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      let entry: { level?: unknown; time?: unknown };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
      if (typeof entry.level !== 'number' || typeof entry.time !== 'number') throw new Error(`not a pino line: ${line}`);
      return entry as ReturnType<typeof logLines>[number];
    });
}

describe('start-up and shutdown of the real process', () => {
  const runId = process.env.TEST_RUN_ID!;

  it('refuses to start on bad configuration, naming each wrong variable', async () => {
    const main = startMain({ PORT: 'abc', NODE_ENV: 'production', REDIS_URL: 'nope' });
    expect(await main.exited).toBe(1);
    const message = logLines(main.output()).map((line) => line.msg).join('\n');
    expect(message).toContain('PORT="abc"');
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('JWT_SECRET: required when NODE_ENV=production');
  });

  it('creates a missing database, migrates it, serves /health, and exits cleanly on SIGTERM', async () => {
    const name = `inbox_test_${runId}_main`;
    const main = startMain({
      ...(TEST_ENV() as Record<string, string>),
      DATABASE_URL: databaseUrlFor(name),
      REDIS_PREFIX: `test:${runId}:main`,
      PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'info',
    });
    try {
      const url = await waitFor(() => /HTTP API on (http:\/\/[^\s"]+)/.exec(main.output())?.[1], { timeoutMs: 30000, what: 'the HTTP listener' });
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      expect(main.output()).toContain('Applied migrations');
      // Logs are JSON lines with request ids and no credentials.
      await fetch(`${url}/api/v1/auth/api-keys`, { headers: { 'x-api-key': 'ak_secretvalue123', 'x-request-id': 'probe-1' } });
      await waitFor(() => main.output().includes('probe-1'), { what: 'the request log line' });
      const line = main.output().split('\n').find((l) => l.includes('probe-1'))!;
      expect(() => JSON.parse(line)).not.toThrow();
      expect(main.output()).not.toContain('ak_secretvalue123');

      main.child.kill('SIGTERM');
      expect(await main.exited).toBe(0);
      // One format for every line, migrations included.
      const lines = logLines(main.output());
      expect(lines.find((line) => line.msg?.startsWith('Applied migrations'))).toMatchObject({ level: 30, context: 'Migrations' });
    } finally {
      main.child.kill('SIGKILL');
      await dropTestDatabase(name);
    }
  });

  it('logs Redis errors as pino JSON lines too, with stack traces only inside `err`', async () => {
    const name = `inbox_test_${runId}_noredis`;
    const main = startMain({
      ...(TEST_ENV() as Record<string, string>),
      DATABASE_URL: databaseUrlFor(name),
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_PREFIX: `test:${runId}:noredis`,
      PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '2',
    });
    try {
      await waitFor(() => /HTTP API on/.test(main.output()), { timeoutMs: 30000, what: 'the HTTP listener' });
      await waitFor(() => (main.output().match(/ECONNREFUSED/g) ?? []).length >= 3, { timeoutMs: 15000, what: 'Redis connection errors' });
      main.child.kill('SIGTERM');
      await main.exited;
      const lines = logLines(main.output());
      const redisErrors = lines.filter((line) => JSON.stringify(line).includes('ECONNREFUSED'));
      expect(redisErrors.length).toBeGreaterThanOrEqual(3);
      expect(redisErrors.every((line) => line.level >= 40)).toBe(true);
    } finally {
      main.child.kill('SIGKILL');
      await dropTestDatabase(name);
    }
  });

  it('lets several nodes migrate one empty database at once (advisory lock)', async () => {
    const name = `inbox_test_${runId}_race`;
    const config = buildConfig({ ...TEST_ENV(), DATABASE_URL: databaseUrlFor(name) });
    try {
      const results = await Promise.all([runMigrations(config), runMigrations(config), runMigrations(config)]);
      const applied = results.flat();
      expect(applied.length).toBeGreaterThan(0);
      expect(new Set(applied).size).toBe(applied.length); // each migration applied exactly once
      const db = new Client({ connectionString: config.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query('select count(*)::int as n from mikro_orm_migrations');
      await db.end();
      expect(rows[0].n).toBe(applied.length);
    } finally {
      await dropTestDatabase(name);
    }
  });
});

