import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ApiClient } from './api-client';
import { databaseUrlFor, TEST_ENV } from './test-env';

const MAIN = join(__dirname, '..', '..', 'dist', 'src', 'main.js');
/** How production starts it (npm run start:prod, the docker image). */
const START = join(__dirname, '..', '..', 'scripts', 'start-service.sh');
const SRC = join(__dirname, '..', '..', 'src');

/** Newest modification time of any file below `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** These tests run the built service: a build older than the sources would test old code and pass. */
function assertBuildIsCurrent(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` before the tests`);
  if (newestMtime(SRC) > statSync(MAIN).mtimeMs) throw new Error(`dist/ is older than src/: run \`npm run build\` before the tests (they start dist/src/main.js)`);
}

export interface ServiceProcess {
  child: ChildProcess;
  httpPort: number;
  smtpPort: number;
  baseUrl: string;
  api: ApiClient;
  /** Everything the process wrote (JSON log lines), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running (afterAll clean-up). */
  kill(): void;
}

/** A free TCP port on loopback (the OS picks it; released before the service binds it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Starts the built service (scripts/start-service.sh, as in production) as a child process on a
 * test database and Redis prefix, with the given roles and settings, and waits until it serves.
 */
export async function spawnService(options: { databaseName: string; redisPrefix: string; env?: Record<string, string> }): Promise<ServiceProcess> {
  assertBuildIsCurrent();
  const httpPort = await freePort();
  const smtpPort = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    ...(TEST_ENV() as Record<string, string>),
    DATABASE_URL: databaseUrlFor(options.databaseName),
    REDIS_PREFIX: options.redisPrefix,
    PORT: String(httpPort),
    SMTP_PORT: String(smtpPort),
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const child = spawn('/bin/sh', [START], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let ready: (() => void) | null = null;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    if (/HTTP API on|Started without HTTP/.test(output)) ready?.();
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`service did not start within 30 s:\n${output.slice(-3000)}`)), 30_000).unref());
  const early = exited.then(({ code }) => {
    throw new Error(`service exited with ${code} while starting:\n${output.slice(-3000)}`);
  });
  await Promise.race([started, timeout, early]);
  early.catch(() => undefined);
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  return {
    child,
    httpPort,
    smtpPort,
    baseUrl,
    api: new ApiClient(baseUrl),
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
