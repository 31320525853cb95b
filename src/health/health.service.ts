import { EntityManager } from '@mikro-orm/postgresql';
import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { migrationNames } from '../database/migration-names';
import { RedisService } from '../redis/redis.module';
import type { HealthDto } from './dto/health.dto';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);
}

type State = 'up' | 'down';

/** The migrations this build ships (names only: the classes are never loaded here). */
const MIGRATIONS = migrationNames();

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private shuttingDown = false;
  /** Once every migration this build ships is applied it stays applied: no need to ask again. */
  private migrationsApplied = false;

  constructor(
    private readonly em: EntityManager,
    private readonly redis: RedisService,
  ) {}

  /** Load balancers stop routing here as soon as SIGTERM arrives, while in-flight work drains. */
  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  /** Liveness: the process runs and its event loop turns. Nothing external is asked, so an outage never restarts it. */
  live(): HealthDto {
    return { status: this.shuttingDown ? 'shutting_down' : 'ok', checks: { process: 'up' } };
  }

  /** Readiness: PostgreSQL and Redis answer and every migration of this build is applied. */
  async ready(): Promise<HealthDto> {
    const [database, redis, migrations] = await Promise.all([
      withTimeout(this.em.getConnection().execute('select 1')).then(() => 'up' as State, () => 'down' as State),
      withTimeout(this.redis.client.ping()).then(() => 'up' as State, () => 'down' as State),
      this.migrationsState(),
    ]);
    const checks = { database, redis, migrations };
    const status = this.shuttingDown ? 'shutting_down' : Object.values(checks).every((state) => state === 'up') ? 'ok' : 'degraded';
    return { status, checks };
  }

  private async migrationsState(): Promise<State> {
    if (this.migrationsApplied) return 'up';
    try {
      const rows = await withTimeout(this.em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations'));
      const applied = new Set(rows.map((row) => row.name.replace(/\.(ts|js)$/, '')));
      this.migrationsApplied = MIGRATIONS.every((name) => applied.has(name));
    } catch {
      return 'down';
    }
    return this.migrationsApplied ? 'up' : 'down';
  }
}
