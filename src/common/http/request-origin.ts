import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * `scheme://host[:port]` the request came in on (X-Forwarded-Proto/Host only from proxies that
 * TRUST_PROXY trusts), for links back to this service when PUBLIC_URL is unset. Undefined when
 * the Host header is not a plain host name or address.
 */
export const RequestOrigin = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const host = request.host;
  return host && HOST.test(host) ? `${request.protocol}://${host}` : undefined;
});
