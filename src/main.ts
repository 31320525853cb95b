import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError } from './config/app-config';
import { loadConfig } from './config/load-config';
import { runMigrations } from './database/migrate';
import { LocalServicesError, prepareLocalServices } from './embedded/local-services';

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
  let local;
  try {
    local = await prepareLocalServices(config);
  } catch (error) {
    if (error instanceof LocalServicesError) {
      logger.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const localServices = local;
  let app;
  try {
    if (config.MIGRATE_ON_START) await runMigrations(config);
    app = await createApp(config);
  } catch (error) {
    await localServices.stop();
    throw error;
  }

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
      // The embedded database and Redis (if this process started them) stop after the app has drained.
      app
        .close()
        .then(() => localServices.stop())
        .then(
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
