import { Logger } from '@nestjs/common';
import { Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';

/**
 * MikroORM options shared by the app, the CLI (mikro-orm.config.ts) and the test harness. Without
 * the Migrator: the long-running process never loads it, umzug and the migration classes (see
 * migrationOrmOptions in migration-options.ts, used by the migration runner and the CLI).
 */
export function ormOptions(config: AppConfig): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.DATABASE_URL,
    pool: { min: 0, max: config.DATABASE_POOL_SIZE },
    // Entities are registered by each module's MikroOrmModule.forFeature (autoLoadEntities).
    discovery: { warnWhenNoEntities: false },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    allowGlobalContext: false,
    debug: false,
    // Through Nest's logger (pino JSON lines), never MikroORM's coloured console output.
    colors: false,
    logger: (message: string) => new Logger('MikroORM').log(message),
  };
}
