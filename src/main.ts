import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError } from './config/app-config';
import { loadConfig } from './config/load-config';
import { runMigrations } from './database/migrate';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Until the app's pino logger exists, log start-up (migrations) as JSON lines too.
  Logger.overrideLogger(new ConsoleLogger({ json: true, logLevels: config.LOG_LEVEL === 'silent' ? [] : ['log', 'warn', 'error', 'fatal'] }));
  const logger = new Logger('Bootstrap');
  if (config.MIGRATE_ON_START) await runMigrations(config);
  const app = await createApp(config);

  // SIGTERM/SIGINT: stop accepting HTTP and SMTP, drain in-flight requests, sessions and jobs
  // (app.close runs every module's shutdown hooks), then exit 0. Past the grace period, exit anyway.
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal} received: draining`);
      setTimeout(() => {
        logger.warn(`Shutdown took longer than ${config.SHUTDOWN_GRACE_SECONDS}s; exiting`);
        process.exit(1);
      }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`Shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }

  if (config.hasRole('api')) {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.log(`HTTP API on ${await app.getUrl()} (docs at /docs), roles: ${config.SERVICE_ROLES.join(', ')}`);
  } else {
    await app.init();
    logger.log(`Started without HTTP, roles: ${config.SERVICE_ROLES.join(', ')}`);
  }
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
