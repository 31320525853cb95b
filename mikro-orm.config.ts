import { defineConfig } from '@mikro-orm/postgresql';
import { loadConfig } from './src/config/load-config';
import { migrationOrmOptions } from './src/database/migration-options';

/** For the MikroORM CLI (`npm run migration:create`, `migration:up`); the app builds the same options itself. */
export default defineConfig({
  ...migrationOrmOptions(loadConfig()),
  entities: ['./dist/src/**/*.entity.js'],
  entitiesTs: ['./src/**/*.entity.ts'],
  preferTs: true,
});
