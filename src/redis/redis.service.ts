import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config';

/** ioredis options from REDIS_URL (ioredis takes a URL only as a separate constructor argument). */
export function redisConnectionOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * Shared Redis access. `client` prefixes every key with `<REDIS_PREFIX>:`; use `createSubscriber()`
 * for pub/sub (a subscribed connection can do nothing else). Channel names are prefixed by hand
 * with `channel()` since ioredis' keyPrefix does not apply to channels.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  private readonly extra = new Set<Redis>();

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    this.client = new Redis({ ...redisConnectionOptions(config.REDIS_URL), keyPrefix: `${config.REDIS_PREFIX}:`, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.client.on('error', () => undefined); // reconnects by itself; health reports the outage
  }

  get prefix(): string {
    return `${this.config.REDIS_PREFIX}:`;
  }

  channel(name: string): string {
    return `${this.prefix}${name}`;
  }

  createSubscriber(): Redis {
    const connection = new Redis({ ...redisConnectionOptions(this.config.REDIS_URL), maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    this.extra.add(connection);
    return connection;
  }

  async onApplicationShutdown(): Promise<void> {
    // quit() would wait in the offline queue forever while Redis is unreachable: only a ready
    // connection gets a graceful QUIT, the others are dropped.
    const all = [this.client, ...this.extra];
    await Promise.all(all.map((c) => (c.status === 'ready' ? c.quit().then(() => undefined, () => c.disconnect()) : c.disconnect())));
  }
}
