import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, DomainError, ErrorCode, statusForCode } from '../errors/domain-error';

interface ErrorBody {
  success: false;
  error: string;
  code: ErrorCode;
  request_id: string;
  details?: unknown;
}

const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

interface FastifyLikeError {
  statusCode?: number;
  message?: string;
}

/**
 * The one error path: every failure, whatever threw it, leaves as `{ success: false, error, code,
 * request_id }` with a fitting status. Only real faults are 500, and those are logged with the request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    const { status, body } = toErrorResponse(exception, String(request.id));
    if (status >= 500) {
      this.logger.error({ err: exception, requestId: request.id, method: request.method, url: request.url }, 'Unhandled error');
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds) reply.header('Retry-After', String(exception.retryAfterSeconds));
    if (status === 429 && !reply.getHeader('retry-after')) reply.header('Retry-After', '60');
    // A dependency outage or a draining node: tell clients when trying again makes sense.
    if (status === 503 && !reply.getHeader('retry-after')) reply.header('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

export function toErrorResponse(exception: unknown, requestId: string): { status: number; body: ErrorBody } {
  const make = (status: number, code: ErrorCode, error: string, details?: unknown) => ({
    status,
    body: { success: false as const, error, code, request_id: requestId, ...(details === undefined ? {} : { details }) },
  });

  if (exception instanceof DomainError) {
    return make(statusForCode(exception.code), exception.code, exception.message, exception.details);
  }
  if (exception instanceof ThrottlerException) {
    return make(429, ErrorCode.RATE_LIMITED, 'Too many requests, slow down');
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (status === 400 && typeof response === 'object' && response && Array.isArray((response as { message?: unknown }).message)) {
      const messages = (response as { message: string[] }).message;
      return make(400, ErrorCode.VALIDATION_FAILED, messages.join('; '), messages);
    }
    if (status === 404 && exception.message.startsWith('Cannot ')) {
      return make(404, ErrorCode.NOT_FOUND, `Route ${exception.message.replace(/^Cannot /, '')} not found`);
    }
    return make(status, codeForStatus(status), status >= 500 ? 'Internal server error' : exception.message);
  }
  // Errors Fastify raises outside a route (Nest normally wraps these as HttpException).
  const fastifyError = exception as FastifyLikeError;
  if (fastifyError && typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    return make(fastifyError.statusCode, codeForStatus(fastifyError.statusCode), fastifyError.message ?? 'Bad request');
  }
  // Redis unreachable under a rate limit or queue (ioredis gave up on the command): a dependency
  // outage, not a bug, so 503 and the client retries.
  if (isRedisUnavailable(exception)) {
    return make(503, ErrorCode.SERVICE_UNAVAILABLE, 'Service temporarily unavailable (Redis); try again shortly');
  }
  return make(500, ErrorCode.INTERNAL, 'Internal server error');
}

function isRedisUnavailable(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  return exception.name === 'MaxRetriesPerRequestError' || exception.message === 'Connection is closed.' || exception.message.startsWith('Stream isn\'t writeable');
}
