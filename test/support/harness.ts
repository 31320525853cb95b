import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createApp } from '../../src/app.factory';
import { AppConfig, buildConfig } from '../../src/config/app-config';
import { ApiClient } from './api-client';
import { adminDatabaseUrl, databaseUrlFor, TEST_ENV } from './test-env';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  api: ApiClient;
  databaseName: string;
  /** Runs SQL against this test's database (for assertions the API cannot make). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  redis: Redis;
  close(): Promise<void>;
}

function runId(): string {
  const id = process.env.TEST_RUN_ID;
  if (!id) throw new Error('TEST_RUN_ID missing: run e2e tests through jest (globalSetup)');
  return id;
}

/** A fresh database cloned from the run's migrated template. */
export async function createTestDatabase(): Promise<string> {
  const name = `inbox_test_${runId()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "inbox_test_${runId()}_tpl"`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Configuration for one test app: its own database and Redis prefix, random ports, quiet logs. */
export function testConfig(databaseName: string, overrides: Record<string, string | undefined> = {}): AppConfig {
  return buildConfig({
    ...TEST_ENV(),
    DATABASE_URL: databaseUrlFor(databaseName),
    REDIS_PREFIX: `test:${runId()}:${databaseName.slice(-8)}`,
    MIGRATE_ON_START: 'false',
    ...overrides,
  });
}

/**
 * Boots the real application (HTTP on a random loopback port, SMTP and workers as configured)
 * against a database of its own. Call `close()` in afterAll: it stops the app and drops the database.
 */
export async function startTestApp(overrides: Record<string, string | undefined> = {}, options: { databaseName?: string } = {}): Promise<TestApp> {
  const databaseName = options.databaseName ?? (await createTestDatabase());
  const config = testConfig(databaseName, overrides);
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = new Client({ connectionString: config.DATABASE_URL });
  await db.connect();
  const redis = new Redis(config.REDIS_URL, { keyPrefix: `${config.REDIS_PREFIX}:` });
  let closed = false;
  return {
    app,
    config,
    baseUrl,
    api: new ApiClient(baseUrl),
    databaseName,
    redis,
    sql: async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[],
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await db.end();
      await redis.quit();
      if (!options.databaseName) await dropTestDatabase(databaseName);
    },
  };
}

/** Polls `check` until it returns a truthy value (no fixed sleeps); fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, { timeoutMs = 10000, intervalMs = 25, what = 'condition' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}
