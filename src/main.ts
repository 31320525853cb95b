import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { createProcessLogger, PinoLoggerService, routeConsoleToLogger } from './common/logging/process-logger';
import { startOldGenerationWatermark } from './common/memory/old-generation-watermark';
import { ConfigError } from './config/app-config';
import { loadConfig } from './config/load-config';
import { runMigrationsInChildProcess } from './database/migrate-process';
import { LocalServicesError, prepareLocalServices } from './embedded/local-services';

/** Before the configuration (and so LOG_LEVEL) is known, fatal start-up errors still go out as JSON. */
const earlyLogger = createProcessLogger('info');

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      earlyLogger.fatal({ context: 'Config' }, error.message);
      process.exit(1);
    }
    throw error;
  }
  // One log format for every line: start-up (migrations), the app (nestjs-pino) and libraries
  // that write to the console all produce pino JSON lines.
  const processLogger = createProcessLogger(config.LOG_LEVEL);
  routeConsoleToLogger(processLogger);
  Logger.overrideLogger(new PinoLoggerService(processLogger));
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
    if (config.MIGRATE_ON_START) await runMigrationsInChildProcess(config);
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
            logger.error({ err: error }, 'Shutdown failed');
            process.exit(1);
          },
        );
    });
  }

  // Bounds the old generation's growth between mark-compacts (RSS under load; README, Operations).
  startOldGenerationWatermark(config.GC_WATERMARK_MB * 1024 * 1024);

  if (config.hasRole('api')) {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.log(`HTTP API on ${await app.getUrl()} (docs at /docs), roles: ${config.SERVICE_ROLES.join(', ')}`);
  } else {
    await app.init();
    logger.log(`Started without HTTP, roles: ${config.SERVICE_ROLES.join(', ')}`);
  }
}

bootstrap().catch((error: unknown) => {
  earlyLogger.fatal({ context: 'Bootstrap', err: error }, 'Start-up failed');
  process.exit(1);
});
