import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

export type ServiceRole = 'api' | 'smtp' | 'worker';
const ROLES: readonly ServiceRole[] = ['api', 'smtp', 'worker'];

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  const v = String(value).toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return value;
};
const toList = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : String(value)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/**
 * The one configuration class. Every variable is documented in .env.example and README.md;
 * nothing else in src/ reads process.env. Built once at start-up by `loadConfig()`, which fails
 * fast naming every wrong variable.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /**
   * Where people reach this service, e.g. https://inbox.example.com: the base of the `view_url`
   * links to the web inbox. Unset: the scheme and host each request came in on.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i, { message: 'PUBLIC_URL must be an http(s):// URL without query or fragment, such as https://inbox.example.com' })
  PUBLIC_URL?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  SMTP_PORT = 2525;

  @IsString()
  SMTP_BIND_HOST = '0.0.0.0';

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/inbox';

  @Transform(toInt) @IsInt() @Min(1) @Max(200)
  DATABASE_POOL_SIZE = 20;

  /**
   * Which proxies may set X-Forwarded-For (the client IP used by rate limits and logs): `false`
   * (none: the socket address counts), `true` (any: only behind a proxy that overwrites the
   * header), a hop count, or comma-separated proxy IPs/CIDRs.
   */
  @Matches(/^(true|false|\d{1,2}|[0-9a-f:.\/]+(\s*,\s*[0-9a-f:.\/]+)*)$/i, { message: 'TRUST_PROXY must be true, false, a hop count or comma-separated proxy IPs/CIDRs' })
  TRUST_PROXY = 'false';

  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix for every Redis key and BullMQ queue, so several installs (or test runs) share one Redis. */
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'REDIS_PREFIX must be 1-64 characters of A-Z a-z 0-9 _ . : -' })
  REDIS_PREFIX = 'inbox';

  /** The service's own mail domain (the spec's {default_domain}). */
  @Matches(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, {
    message: 'MAIL_DOMAIN must be a domain name such as mail.example.com',
  })
  MAIL_DOMAIN = 'inbox.localhost';

  /** The service's mail server host name (the spec's {mail_host}); defaults to mx.<MAIL_DOMAIN>. */
  @IsOptional()
  @Matches(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, {
    message: 'MAIL_HOST must be a host name such as mx.example.com',
  })
  MAIL_HOST?: string;

  /** HS256 secret for JWTs. Required in production; elsewhere a random per-install secret is kept in the database. */
  @IsOptional() @IsString() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  /** Comma-separated IP[:port] DNS resolvers for domain checks and MX lookups; system resolvers when unset. */
  @Transform(toList) @IsOptional() @IsString({ each: true })
  // IP addresses only: Node's resolver cannot take host names for its servers.
  @Matches(/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[0-9a-f:]*:[0-9a-f:.]+)(:\d{1,5})?$/i, { each: true, message: 'DNS_SERVERS must be a comma-separated list of IP[:port] (IPv6 with a port as [addr]:port)' })
  DNS_SERVERS?: string[];

  /** smtp://[user:pass@]host:port (or smtps://) relay for outbound mail; unset = deliver direct to MX. */
  @IsOptional() @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_RELAY_URL must be an smtp:// or smtps:// URL' })
  SMTP_RELAY_URL?: string;

  /** TCP port of receiving mail servers when delivering direct to MX (no SMTP_RELAY_URL); 25 except in tests. */
  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  SMTP_DIRECT_PORT = 25;

  /** Delay before the first retry of a deferred outbound delivery, in ms; doubles on each further attempt. */
  @Transform(toInt) @IsInt() @Min(10) @Max(24 * 3600 * 1000)
  OUTBOUND_RETRY_BASE_MS = 60000;

  /** Delivery attempts per outbound message (first try included) before it is marked failed. */
  @Transform(toInt) @IsInt() @Min(1) @Max(30)
  OUTBOUND_MAX_ATTEMPTS = 8;

  /** true lets webhooks target http:// and private/loopback addresses (local use and tests). */
  @Transform(toBool) @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE_URLS = false;

  /** A webhook POST must answer 2xx within this many milliseconds, or the attempt fails and is retried. */
  @Transform(toInt) @IsInt() @Min(100) @Max(60000)
  WEBHOOK_TIMEOUT_MS = 10000;

  /** First webhook retry delay; later ones are 3x, 12x, 60x, 180x, 360x, 1080x, 2160x, 4320x it (with ±20% jitter; about 23 hours in all at the default). */
  @Transform(toInt) @IsInt() @Min(1) @Max(3600000)
  WEBHOOK_RETRY_BASE_MS = 10000;

  /** Attempts per webhook delivery (first try included) before it is marked failed. */
  @Transform(toInt) @IsInt() @Min(1) @Max(10)
  WEBHOOK_MAX_ATTEMPTS = 10;

  /** Webhook deliveries one worker process sends in parallel. */
  @Transform(toInt) @IsInt() @Min(1) @Max(200)
  WEBHOOK_CONCURRENCY = 20;

  /** How long a crashed worker's in-flight webhook deliveries stay locked before another worker takes them over. */
  @Transform(toInt) @IsInt() @Min(1000) @Max(600000)
  WEBHOOK_JOB_LOCK_MS = 30000;

  @Transform(toInt) @IsInt() @Min(1) @Max(3600)
  EXPIRY_SWEEP_INTERVAL_SECONDS = 30;

  /** Largest inbound message accepted over SMTP, in bytes (announced in EHLO SIZE). */
  @Transform(toInt) @IsInt() @Min(1024) @Max(200 * 1024 * 1024)
  MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

  /** Attachments stored per received message; further MIME parts are counted in the message's `skipped_parts` (and logged). */
  @Transform(toInt) @IsInt() @Min(0) @Max(20000)
  MAX_ATTACHMENTS_PER_MESSAGE = 100;

  /** Largest HTTP request body, in bytes (413 above). */
  @Transform(toInt) @IsInt() @Min(1024) @Max(100 * 1024 * 1024)
  HTTP_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

  /** Login and register attempts allowed per client IP and e-mail within LOGIN_RATE_WINDOW_SECONDS. */
  @Transform(toInt) @IsInt() @Min(1) @Max(100000)
  LOGIN_RATE_LIMIT = 10;

  @Transform(toInt) @IsInt() @Min(1) @Max(86400)
  LOGIN_RATE_WINDOW_SECONDS = 60;

  /** Public temporary inboxes (POST /public/inbox) one client IP may create per minute; 0 = unlimited. */
  @Transform(toInt) @IsInt() @Min(0) @Max(100000)
  PUBLIC_INBOX_RATE_LIMIT = 60;

  /** Messages (send and reply) one user may submit per minute, across all inboxes and nodes; 0 = unlimited. */
  @Transform(toInt) @IsInt() @Min(0) @Max(1000000)
  SEND_RATE_LIMIT = 60;

  /** Requests one API key (or, with a JWT, one account) may make per API_RATE_WINDOW_SECONDS, across all nodes; 0 = unlimited. 429 beyond. */
  @Transform(toInt) @IsInt() @Min(0) @Max(100000000)
  API_RATE_LIMIT = 600;

  /** Requests to public endpoints (no account) one client IP, or one temporary-inbox token, may make per API_RATE_WINDOW_SECONDS; 0 = unlimited. */
  @Transform(toInt) @IsInt() @Min(0) @Max(100000000)
  PUBLIC_RATE_LIMIT = 300;

  @Transform(toInt) @IsInt() @Min(1) @Max(86400)
  API_RATE_WINDOW_SECONDS = 60;

  /** SMTP sessions one client IP may hold open at once on one SMTP node; 0 = unlimited. 421 beyond. */
  @Transform(toInt) @IsInt() @Min(0) @Max(100000)
  SMTP_MAX_CONNECTIONS_PER_IP = 20;

  /** Bytes of messages one inbox may hold; 0 = unlimited. Full: SMTP 452 at RCPT (552 for a single-recipient message that would overflow it), API 409. */
  @Transform(toInt) @IsInt() @Min(0) @Max(Number.MAX_SAFE_INTEGER)
  MAX_INBOX_BYTES = 0;

  /** Messages of persistent inboxes older than this many days are deleted by a worker sweep; unset = kept for ever. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(36500)
  MESSAGE_RETENTION_DAYS?: number;

  /** Live inboxes (persistent and temporary) one account may hold; 0 = unlimited. 409 beyond. */
  @Transform(toInt) @IsInt() @Min(0) @Max(100000000)
  MAX_INBOXES_PER_USER = 1000;

  /** Custom domains one account may add; 0 = unlimited. 409 beyond. */
  @Transform(toInt) @IsInt() @Min(0) @Max(1000000)
  MAX_DOMAINS_PER_USER = 50;

  /** Which parts this process runs: any of api, smtp, worker (comma-separated). */
  @Transform(toList) @IsIn(ROLES as ServiceRole[], { each: true, message: 'SERVICE_ROLES may only contain api, smtp, worker' })
  SERVICE_ROLES: ServiceRole[] = ['api', 'smtp', 'worker'];

  /** Apply pending migrations at start-up (under an advisory lock). */
  @Transform(toBool) @IsBoolean()
  MIGRATE_ON_START = true;

  /** PEM files for optional STARTTLS on the inbound SMTP server. */
  @IsOptional() @IsString()
  SMTP_TLS_CERT_FILE?: string;

  @IsOptional() @IsString()
  SMTP_TLS_KEY_FILE?: string;

  /** DKIM key (PEM file) and selector used to sign mail sent from MAIL_DOMAIN; unsigned when unset. */
  @IsOptional() @IsString()
  DKIM_PRIVATE_KEY_FILE?: string;

  @Matches(/^[a-z0-9][a-z0-9-]{0,62}$/i, { message: 'DKIM_SELECTOR must be a DNS label' })
  DKIM_SELECTOR = 'agentmail';

  /**
   * 32-byte key (64 hex characters or base64) sealing custom domains' DKIM private keys at rest
   * with AES-256-GCM; keys are stored unencrypted (with a start-up warning) when unset.
   */
  @IsOptional()
  @Matches(/^([0-9a-f]{64}|[A-Za-z0-9+/]{43}=?)$/i, { message: 'DKIM_ENCRYPTION_KEY must be 32 bytes as 64 hex characters or base64' })
  DKIM_ENCRYPTION_KEY?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Folder for the embedded PostgreSQL and Redis started when DATABASE_URL / REDIS_URL are unset and
   * nothing answers on the local default address (`<DATA_DIR>/postgres`, `<DATA_DIR>/redis`).
   */
  @IsString() @MinLength(1)
  DATA_DIR = './data';

  /**
   * With DATABASE_URL unset: the local port probed for a running PostgreSQL, and where the embedded
   * one listens when nothing answers there.
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  EMBEDDED_POSTGRES_PORT = 5432;

  /** With REDIS_URL unset: the local port probed for a running Redis, and where `redis-server` is started when nothing answers. */
  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  EMBEDDED_REDIS_PORT = 6379;

  /** Bearer token that opens GET /metrics on the API port; unset = /metrics is not served there. */
  @IsOptional() @IsString() @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** A separate port serving GET /metrics without a token (bind it to a private interface); unset = none. Worker-only processes need it to be scraped. */
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  METRICS_PORT?: number;

  @IsString()
  METRICS_HOST = '127.0.0.1';

  /** Password of the `admin` user (HTTP basic auth) for the queue dashboard at /admin/queues; unset = dashboard off. */
  @IsOptional() @IsString() @MinLength(12, { message: 'ADMIN_PASSWORD must be at least 12 characters' })
  ADMIN_PASSWORD?: string;

  /**
   * MiB the V8 old generation may grow past what its last mark-compact left before the process
   * starts an incremental one (src/common/memory/old-generation-watermark.ts); 0 = V8's own
   * schedule only, which under load lets it grow 2-4x.
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(4096)
  GC_WATERMARK_MB = 24;

  /** Seconds given to in-flight HTTP requests, SMTP sessions and jobs on SIGTERM before exit. */
  @Transform(toInt) @IsInt() @Min(0) @Max(600)
  SHUTDOWN_GRACE_SECONDS = 15;

  /** PUBLIC_URL without a trailing slash, or null when unset. */
  get publicUrl(): string | null {
    return this.PUBLIC_URL ? this.PUBLIC_URL.replace(/\/+$/, '') : null;
  }

  get mailHost(): string {
    return (this.MAIL_HOST ?? `mx.${this.MAIL_DOMAIN}`).toLowerCase();
  }

  get mailDomain(): string {
    return this.MAIL_DOMAIN.toLowerCase();
  }

  /** DKIM_ENCRYPTION_KEY as 32 raw bytes, or null when unset. */
  get dkimEncryptionKey(): Buffer | null {
    const value = this.DKIM_ENCRYPTION_KEY;
    if (!value) return null;
    return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** TRUST_PROXY in the form Fastify's `trustProxy` option takes. */
  get trustProxy(): boolean | number | string {
    const value = this.TRUST_PROXY.trim().toLowerCase();
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim()).join(',');
  }

  /** Names of the variables the environment set (not defaults): embedded servers start only for what was left unset. */
  explicitlySet: ReadonlySet<string> = new Set();

  hasRole(role: ServiceRole): boolean {
    return this.SERVICE_ROLES.includes(role);
  }
}

export class ConfigError extends Error {}

/** Builds and validates the configuration from an environment-like object. Throws ConfigError naming each bad variable. */
export function buildConfig(env: Record<string, string | undefined>): AppConfig {
  const known = new Set(
    Object.keys(new AppConfig())
      .filter((key) => key !== 'explicitlySet')
      .concat(['PUBLIC_URL', 'MAIL_HOST', 'JWT_SECRET', 'DNS_SERVERS', 'SMTP_RELAY_URL', 'SMTP_TLS_CERT_FILE', 'SMTP_TLS_KEY_FILE', 'DKIM_PRIVATE_KEY_FILE', 'DKIM_ENCRYPTION_KEY', 'METRICS_TOKEN', 'METRICS_PORT', 'ADMIN_PASSWORD']),
  );
  const picked: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const config = plainToInstance(AppConfig, picked, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: false });
  const problems = errors.map((e) => `  ${e.property}=${JSON.stringify(env[e.property] ?? '')}: ${Object.values(e.constraints ?? {}).join('; ')}`);
  if (config.isProduction && !config.JWT_SECRET) {
    problems.push('  JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (Boolean(config.SMTP_TLS_CERT_FILE) !== Boolean(config.SMTP_TLS_KEY_FILE)) {
    problems.push('  SMTP_TLS_CERT_FILE / SMTP_TLS_KEY_FILE: set both or neither');
  }
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  config.explicitlySet = new Set(Object.keys(picked));
  return config;
}
