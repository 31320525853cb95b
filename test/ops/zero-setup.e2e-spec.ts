import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/service-process';
import { SmtpSession, buildMail } from '../support/smtp';

/**
 * The bare-machine start: no DATABASE_URL, no REDIS_URL, nothing answering on the (here: free,
 * random) default ports. The service must start an embedded PostgreSQL and redis-server by itself,
 * a second process must share them, and the README's quick start must work against it.
 */
jest.setTimeout(180_000);

const ROOT = join(__dirname, '..', '..');


interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` with exactly the given environment (plus PATH/HOME), as `npm start` would. */
function startService(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'src', 'main.ts')], {
    cwd: ROOT,
    env: { HOME: process.env.HOME ?? '/tmp', PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number, output: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}. Output so far:\n${output()}`);
}

function logLines(output: string, pattern: RegExp): string[] {
  return output.split('\n').filter((line) => pattern.test(line));
}

describe('zero setup: npm start on a machine without PostgreSQL or any variable', () => {
  let dataDir: string;
  let ports: { postgres: number; redis: number; http: number; smtp: number; http2: number; smtp2: number };
  const started: Started[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'inbox-zero-setup-'));
    // As root the embedded PostgreSQL runs as user postgres, which must reach the data folder.
    chmodSync(dataDir, 0o755);
    ports = { postgres: await freePort(), redis: await freePort(), http: await freePort(), smtp: await freePort(), http2: await freePort(), smtp2: await freePort() };
  });

  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const baseEnv = () => ({
    DATA_DIR: join(dataDir, 'data'),
    EMBEDDED_POSTGRES_PORT: String(ports.postgres),
    EMBEDDED_REDIS_PORT: String(ports.redis),
    HOST: '127.0.0.1',
    SMTP_BIND_HOST: '127.0.0.1',
    MAIL_DOMAIN: 'zero.test',
  });

  it('starts embedded servers, shares them with a second process, serves the quick start, and stops them on SIGTERM', async () => {
    const first = startService({ ...baseEnv(), PORT: String(ports.http), SMTP_PORT: String(ports.smtp) });
    started.push(first);
    const base = `http://127.0.0.1:${ports.http}`;
    await waitFor('the first process to become ready', async () => ((await fetch(`${base}/health/ready`)).ok ? true : undefined), 120_000, first.output);

    // Which database and why, said once.
    expect(logLines(first.output(), /DATABASE_URL is not set and nothing answers on 127\.0\.0\.1:\d+; starting an embedded PostgreSQL/)).toHaveLength(1);
    expect(logLines(first.output(), /REDIS_URL is not set and nothing answers on 127\.0\.0\.1:\d+; starting redis-server/)).toHaveLength(1);

    // A second process in embedded mode uses the same servers instead of starting its own.
    const second = startService({ ...baseEnv(), PORT: String(ports.http2), SMTP_PORT: String(ports.smtp2), SERVICE_ROLES: 'api,smtp' });
    started.push(second);
    const base2 = `http://127.0.0.1:${ports.http2}`;
    await waitFor('the second process to become ready', async () => ((await fetch(`${base2}/health/ready`)).ok ? true : undefined), 60_000, second.output);
    expect(logLines(second.output(), /using the embedded PostgreSQL that another local process runs/)).toHaveLength(1);
    expect(logLines(second.output(), /using the Redis that another local process runs/)).toHaveLength(1);
    expect(second.output()).not.toMatch(/starting an embedded PostgreSQL|starting redis-server/);

    // README quick start: a temporary inbox, a mail over SMTP (to the second node), the code (from the first).
    const created = (await (await fetch(`${base}/api/v1/public/inbox`, { method: 'POST' })).json()) as { data: { address: string; token: string } };
    expect(created.data.address).toMatch(/@zero\.test$/);
    const session = await SmtpSession.open(ports.smtp2);
    const raw = await buildMail({ from: 'noreply@service.example', to: created.data.address, subject: 'Your code', text: 'Your verification code is 482913.' });
    const result = await session.send('noreply@service.example', [created.data.address], raw);
    await session.quit();
    expect(result.data?.code).toBe(250);
    const code = (await (await fetch(`${base}/api/v1/public/inbox/${created.data.token}/code`)).json()) as { success: boolean; code: string };
    expect(code).toMatchObject({ success: true, code: '482913' });

    // SIGTERM: the second process leaves the shared servers running; the first stops them and exits 0.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopping the embedded PostgreSQL/);
    const stillAnswering = await new Promise<boolean>((resolve) => {
      const probe = connect(ports.postgres, '127.0.0.1');
      probe.once('connect', () => (probe.destroy(), resolve(true)));
      probe.once('error', () => resolve(false));
    });
    expect(stillAnswering).toBe(false);
  });

  it('stops with one message naming the fix when redis-server is not on PATH', async () => {
    // A PATH that holds node and nothing else.
    const bin = join(dataDir, 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const noRedis = startService({ ...baseEnv(), EMBEDDED_REDIS_PORT: String(await freePort()), PATH: bin, PORT: String(await freePort()), SMTP_PORT: String(await freePort()) });
    started.push(noRedis);
    expect(await noRedis.exited).toBe(1);
    const errors = logLines(noRedis.output(), /redis-server/);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/no redis-server on PATH.*apt-get install redis-server.*REDIS_URL/);
  });
});
