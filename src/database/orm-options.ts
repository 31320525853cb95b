import { Logger } from '@nestjs/common';
import { Migrator } from '@mikro-orm/migrations';
import { Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { migrationsList } from './migrations';

/** MikroORM options shared by the app, the CLI (mikro-orm.config.ts) and the test harness. */
export function ormOptions(config: AppConfig): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.DATABASE_URL,
    pool: { min: 0, max: config.DATABASE_POOL_SIZE },
    extensions: [Migrator],
    // Entities are registered by each module's MikroOrmModule.forFeature (autoLoadEntities).
    discovery: { warnWhenNoEntities: false },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    allowGlobalContext: false,
    debug: false,
    // Through Nest's logger (pino JSON lines), never MikroORM's coloured console output.
    colors: false,
    logger: (message: string) => new Logger('MikroORM').log(message),
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'dist/src/database/migrations',
      pathTs: 'src/database/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
      emit: 'ts',
      migrationsList,
    },
  };
}
