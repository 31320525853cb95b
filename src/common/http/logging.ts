import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../../config/app-config';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's X-Request-Id when it is sane, else makes one. Used by Fastify for `request.id`. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && CLIENT_REQUEST_ID.test(value) ? value : `req_${randomUUID().replace(/-/g, '')}`;
}

/** Structured JSON logs, one line per request, with the request id and no credentials. */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Nest 11's path syntax; nestjs-pino's default '*' logs a LegacyRouteConverter warning at every start.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      genReqId: (request) => (request as IncomingMessage & { id?: string }).id ?? requestIdFor(request),
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-inbox-token"]', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      // The public inbox paths carry the inbox token in the URL: never log it.
      serializers: {
        req: (req: { id: string; method: string; url: string; headers: Record<string, unknown> }) => ({
          id: req.id,
          method: req.method,
          url: req.url?.replace(/\/public\/inbox\/temp_[^/?]+/g, '/public/inbox/temp_[redacted]'),
        }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // Middleware mounting may rewrite req.url while the request runs; originalUrl is the path as sent.
      autoLogging: { ignore: (req) => ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0]!.startsWith('/health') },
    },
  };
}
