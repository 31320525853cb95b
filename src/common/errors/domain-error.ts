/**
 * Domain errors: services throw these; the exception filter maps each code to an HTTP status
 * with an exhaustive switch (`statusForCode`). Our own code decides by `code`, never by message
 * text. The filter reads a message only for errors that carry no code of ours: Nest's "Cannot
 * GET ..." for an unknown route and ioredis' connection-closed errors (see all-exceptions.filter.ts).
 */
export enum ErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  BAD_REQUEST = 'BAD_REQUEST',
  UNAUTHORIZED = 'UNAUTHORIZED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED = 'RATE_LIMITED',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL = 'INTERNAL',
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** For RATE_LIMITED and SERVICE_UNAVAILABLE: sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, details?: unknown) => new DomainError(ErrorCode.BAD_REQUEST, message, details);
export const validationFailed = (message: string, details?: unknown) =>
  new DomainError(ErrorCode.VALIDATION_FAILED, message, details);
export const unauthorized = (message = 'Authentication required') => new DomainError(ErrorCode.UNAUTHORIZED, message);
export const forbidden = (message: string) => new DomainError(ErrorCode.FORBIDDEN, message);
/** Also used for resources that exist but belong to someone else: callers must not learn they exist. */
export const notFound = (what: string) => new DomainError(ErrorCode.NOT_FOUND, `${what} not found`);
export const conflict = (message: string) => new DomainError(ErrorCode.CONFLICT, message);
export const rateLimited = (message = 'Too many requests, slow down', retryAfterSeconds?: number) =>
  new DomainError(ErrorCode.RATE_LIMITED, message, undefined, retryAfterSeconds);

export function statusForCode(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.VALIDATION_FAILED:
    case ErrorCode.BAD_REQUEST:
      return 400;
    case ErrorCode.UNAUTHORIZED:
      return 401;
    case ErrorCode.FORBIDDEN:
      return 403;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.CONFLICT:
      return 409;
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return 413;
    case ErrorCode.UNSUPPORTED_MEDIA_TYPE:
      return 415;
    case ErrorCode.RATE_LIMITED:
      return 429;
    case ErrorCode.SERVICE_UNAVAILABLE:
      return 503;
    case ErrorCode.INTERNAL:
      return 500;
  }
}

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return ErrorCode.BAD_REQUEST;
    case 401:
      return ErrorCode.UNAUTHORIZED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 415:
      return ErrorCode.UNSUPPORTED_MEDIA_TYPE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    case 503:
      return ErrorCode.SERVICE_UNAVAILABLE;
    default:
      return status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
  }
}
