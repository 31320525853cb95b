import { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.module';
import type { HealthDto } from './dto/health.dto';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);
}

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private shuttingDown = false;

  constructor(
    private readonly em: EntityManager,
    private readonly redis: RedisService,
  ) {}

  /** Load balancers stop routing here as soon as SIGTERM arrives, while in-flight work drains. */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      withTimeout(this.em.getConnection().execute('select 1')).then(() => 'up' as const, () => 'down' as const),
      withTimeout(this.redis.client.ping()).then(() => 'up' as const, () => 'down' as const),
    ]);
    const status = this.shuttingDown ? 'shutting_down' : database === 'up' && redis === 'up' ? 'ok' : 'degraded';
    return { status, checks: { database, redis } };
  }
}
