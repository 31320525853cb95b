import { Migrator } from '@mikro-orm/migrations';
import type { Options } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { migrationsList } from './migrations';
import { ormOptions } from './orm-options';

/** ormOptions with the Migrator and this build's migrations: for the migration runner and the CLI. */
export function migrationOrmOptions(config: AppConfig): Options {
  return {
    ...ormOptions(config),
    extensions: [Migrator],
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
