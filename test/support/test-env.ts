/** Base environment of the test harness. TEST_DATABASE_URL / TEST_REDIS_URL point tests elsewhere. */
export function TEST_ENV(): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    MAIL_DOMAIN: 'agents.test',
    MAIL_HOST: 'mx.agents.test',
    PORT: '0',
    SMTP_PORT: '0',
    HOST: '127.0.0.1',
    SMTP_BIND_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_POOL_SIZE: '5',
    SHUTDOWN_GRACE_SECONDS: '2',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    // Tests make many requests and SMTP sessions from one address; the limits have their own test.
    API_RATE_LIMIT: '0',
    PUBLIC_RATE_LIMIT: '0',
    SMTP_MAX_CONNECTIONS_PER_IP: '0',
  };
}

export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_ENV().DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export function adminDatabaseUrl(): string {
  return databaseUrlFor('postgres');
}
