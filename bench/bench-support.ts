import Redis from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Redis the benchmarked service uses (each run under its own key prefix). */
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DOMAIN = 'bench.test';
/** The built service the benchmarks start (`npm run build` first). */
export const SERVICE_MAIN = join(__dirname, '..', 'dist', 'src', 'main.js');
/** How it is started in production (`npm run start:prod`, the docker image): scripts/start-service.sh. */
export const SERVICE_START = join(__dirname, '..', 'scripts', 'start-service.sh');

/** Command and arguments that start the built service as in production, with extra Node options. */
export function serviceCommand(nodeArgs: string[] = []): [string, string[]] {
  return ['/bin/sh', [SERVICE_START, ...nodeArgs]];
}

/** PostgreSQL server the benchmarks create their throw-away databases on. */
export const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A free TCP port on loopback (the OS picks it; released before the service binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** PG_BASE with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The Redis key prefix of a benchmarked service (see serviceEnv). */
export const redisPrefix = (dbName: string) => `bench:${dbName}`;

/** Removes every Redis key a benchmarked service left under its prefix (queues, jobs, notices). */
export async function dropRedisKeys(dbName: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix(dbName)}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** `--cpu-prof` into BENCH_CPU_PROF when set (a V8 profile of the service). */
export function cpuProfArgs(): string[] {
  return process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
}

/**
 * Environment of a benchmarked service process: production mode on its own database and Redis
 * prefix, loopback ports, and no per-IP or per-key limits (one load generator on one IP stands
 * for the many senders of a real MX). `extra` adds or overrides variables.
 */
export function serviceEnv(dbName: string, ports: { http: number; smtp: number }, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl(dbName),
    REDIS_URL,
    REDIS_PREFIX: redisPrefix(dbName),
    MAIL_DOMAIN: DOMAIN,
    PORT: String(ports.http),
    HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SMTP_BIND_HOST: '127.0.0.1',
    SERVICE_ROLES: process.env.BENCH_ROLES ?? 'api,smtp',
    MIGRATE_ON_START: 'true',
    LOG_LEVEL: 'warn',
    SMTP_MAX_CONNECTIONS_PER_IP: '0',
    API_RATE_LIMIT: '0',
    PUBLIC_RATE_LIMIT: '0',
    ...extra,
  };
}

/** Milliseconds on a monotonic clock. */
export const now = () => Number(process.hrtime.bigint()) / 1e6;

/** The p-th percentile of values sorted ascending (NaN when there are none). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One latency line of a benchmark's report: count, p50, p99 and max in ms. */
export function summary(name: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${name.padEnd(44)} n=${String(sorted.length).padStart(6)}  p50=${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99=${percentile(sorted, 99).toFixed(1).padStart(7)} ms  max=${percentile(sorted, 100).toFixed(1).padStart(7)} ms`;
}

/** Resident set size of a process in MiB, from /proc (0 once it has exited). */
export function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resolves once the service answers /health; fails when it exits or after 60 s. */
export async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('service did not become healthy in 60 s');
}

/** A message of about `bytes` bytes: a plain ASCII body, or a short text part and a base64 PDF-like attachment. */
export function bigMessage(kind: 'plain' | 'attachment', to: string, tag: string, bytes: number): Buffer {
  const head = `From: <big@sender.example>\r\nTo: <${to}>\r\nSubject: big ${kind}\r\nMessage-ID: <big-${kind}-${tag}@sender.example>\r\nMIME-Version: 1.0\r\n`;
  if (kind === 'plain') {
    const header = `${head}Content-Type: text/plain; charset=us-ascii\r\n\r\n`;
    const line = `${'x'.repeat(76)}\r\n`;
    return Buffer.from(header + line.repeat(Math.floor((bytes - header.length) / line.length)), 'latin1');
  }
  const boundary = `b-${tag}`;
  const header = `${head}Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThe report is attached.\r\n--${boundary}\r\nContent-Type: application/pdf; name="report.pdf"\r\nContent-Disposition: attachment; filename="report.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n`;
  const trailer = `\r\n--${boundary}--\r\n`;
  // base64 of pseudo-random bytes, 76 characters a line, filling the rest of the size.
  const payload = randomBytes(Math.floor(((bytes - header.length - trailer.length) * 3) / 4 / 78 * 76)).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < payload.length; i += 76) lines.push(payload.slice(i, i + 76));
  return Buffer.from(header + lines.join('\r\n') + trailer, 'latin1');
}
