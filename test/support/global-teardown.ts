import Redis from 'ioredis';
import { Client } from 'pg';
import { adminDatabaseUrl, TEST_ENV } from './test-env';

/** Drops every database and Redis key this run created, even those of files that crashed. */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) return;
  const admin = new Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`inbox_test_${runId}_%`]);
  for (const { datname } of rows) {
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
  await admin.end();
  const redis = new Redis(TEST_ENV().REDIS_URL!);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `test:${runId}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  await redis.quit();
}
