/**
 * Entry of the migration child process (see migrate-process.ts): applies pending migrations with
 * the configuration of the environment it is given, logs like the service (pino JSON lines) and
 * exits 0, or 1 when they failed.
 */
import { Logger } from '@nestjs/common';
import { createProcessLogger, PinoLoggerService, routeConsoleToLogger } from '../common/logging/process-logger';
import { loadConfig } from '../config/load-config';
import { runMigrations } from './migrate';

const config = loadConfig();
const logger = createProcessLogger(config.LOG_LEVEL);
routeConsoleToLogger(logger);
Logger.overrideLogger(new PinoLoggerService(logger));
runMigrations(config).then(
  () => process.exit(0),
  (error: unknown) => {
    logger.fatal({ context: 'Migrations', err: error }, 'Migrations failed');
    process.exit(1);
  },
);
