import helmet from '@fastify/helmet';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { EnvelopeInterceptor } from './common/http/envelope.interceptor';
import { registerJsonBodyParser } from './common/http/json-body';
import { requestIdFor } from './common/http/logging';
import { RequestRateLimitInterceptor } from './redis/request-rate-limit.interceptor';
import { createValidationPipe } from './common/http/validation';
import { AppConfig } from './config/app-config';
import { metrics } from './metrics/metrics';
import { RateLimiter } from './redis/rate-limiter';
import { setupOpenApi } from './openapi';

export const API_PREFIX = 'api/v1';

/** Builds the whole application (not yet listening). Used by main.ts, the tests and the OpenAPI script. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.HTTP_BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true, abortOnError: false, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.flushLogs();

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL (ids and tokens would explode the label set).
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  registerJsonBodyParser(fastify, config.HTTP_BODY_LIMIT_BYTES);
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });

  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'health/live', 'health/ready', 'metrics', 'mcp', '/', 'view', 'view/:folder/:file'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalInterceptors(new RequestRateLimitInterceptor(app.get(RateLimiter), config), new EnvelopeInterceptor(app.get(Reflector)));
  setupOpenApi(app, config);
  return app;
}

