import { applyDecorators, SetMetadata, Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** Handlers marked with this return their object at the top level beside `success` (the spec's code endpoints). */
export const TOP_LEVEL_RESPONSE = 'envelope:top-level';
export const TopLevelResponse = () => SetMetadata(TOP_LEVEL_RESPONSE, true);

export class ErrorEnvelope {
  @ApiProperty({ example: false }) success!: false;
  @ApiProperty({ example: 'inbox not found', description: 'Human-readable message' }) error!: string;
  @ApiProperty({ example: 'NOT_FOUND', description: 'Stable machine-readable error code' }) code!: string;
  @ApiProperty({ example: 'req_6f1c0c0b5d8e4b1f', description: 'Request id, also in the X-Request-Id header; quote it in support requests' })
  request_id!: string;
  @ApiProperty({ required: false, description: 'Per-field problems for validation errors', type: 'array', items: { type: 'object' } })
  details?: unknown;
}

interface EnvelopeOptions {
  status?: number;
  description?: string;
  isArray?: boolean;
  /** Page metadata (`next_cursor`, `has_more`) beside `data`. */
  paginated?: boolean;
  /** No `data` at all (deletes). */
  empty?: boolean;
  /** Other shapes the items may take (e.g. a list's `format=summary`), documented as `oneOf`. */
  alternatives?: Type<unknown>[];
}

/** Documents `{ success: true, data: <model> }` (or an array / page of it) as the response of an operation. */
export function ApiEnvelope(model: Type<unknown> | null, options: EnvelopeOptions = {}) {
  const status = options.status ?? 200;
  const alternatives = options.alternatives ?? [];
  const item: SchemaObject | ReferenceObject | undefined = model
    ? alternatives.length
      ? { oneOf: [model, ...alternatives].map((type) => ({ $ref: getSchemaPath(type) })) }
      : { $ref: getSchemaPath(model) }
    : undefined;
  const dataSchema: SchemaObject | ReferenceObject | undefined = item && (options.isArray || options.paginated ? { type: 'array', items: item } : item);
  const properties: Record<string, SchemaObject | ReferenceObject> = { success: { type: 'boolean', example: true } };
  const required = ['success'];
  if (dataSchema && !options.empty) {
    properties.data = dataSchema;
    required.push('data');
  }
  if (options.paginated) {
    properties.next_cursor = { type: 'string', nullable: true, description: 'Pass as `cursor` to get the next page; null on the last page' };
    properties.has_more = { type: 'boolean' };
  }
  return applyDecorators(
    ...(model ? [ApiExtraModels(model, ...alternatives)] : []),
    ApiResponse({ status, description: options.description ?? 'Success', schema: { type: 'object', required, properties } }),
  );
}

/** Documents a response whose fields stand beside `success` (no `data` wrapper). */
export function ApiTopLevel(model: Type<unknown>, description = 'Success') {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status: 200,
      description,
      schema: { allOf: [{ type: 'object', properties: { success: { type: 'boolean', example: true } }, required: ['success'] }, { $ref: getSchemaPath(model) }] },
    }),
  );
}

/** What each documented error status looks like: the description, and an example with that status's own code. */
const ERROR_EXAMPLES: Record<number, { description: string; code: string; error: string; details?: unknown }> = {
  400: { description: 'Invalid request (validation failed, malformed JSON)', code: 'VALIDATION_FAILED', error: 'email is required', details: ['email is required'] },
  401: { description: 'Missing, invalid, expired or revoked credentials', code: 'UNAUTHORIZED', error: 'missing or invalid credentials' },
  403: { description: 'Not permitted', code: 'FORBIDDEN', error: 'only persistent inboxes can send' },
  404: { description: 'Not found (also for resources owned by someone else)', code: 'NOT_FOUND', error: 'inbox not found' },
  409: { description: 'Conflict with existing state', code: 'CONFLICT', error: 'the address sales@agents.example.com is already taken; choose another prefix' },
  413: { description: 'Request body too large', code: 'PAYLOAD_TOO_LARGE', error: 'Request body is too large' },
  415: { description: 'The body is not application/json', code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Content-Type must be application/json' },
  429: { description: 'Rate limited; retry after the Retry-After header', code: 'RATE_LIMITED', error: 'too many requests; retry in 42 s' },
  503: { description: 'Temporarily unavailable (shutting down, Redis or PostgreSQL down; `details` holds the checks on /health); retry after the Retry-After header', code: 'SERVICE_UNAVAILABLE', error: 'server is shutting down; repeat the request' },
};

/** The documented error response of one status: its description and the envelope with an example of its own `code`. */
export function errorResponse(status: number): { description: string; content: { 'application/json': { schema: Record<string, unknown> } } } {
  const known = ERROR_EXAMPLES[status];
  const example = known && { success: false, error: known.error, code: known.code, request_id: 'req_6f1c0c0b5d8e4b1f', ...(known.details ? { details: known.details } : {}) };
  const schema = example ? { allOf: [{ $ref: getSchemaPath(ErrorEnvelope) }], example } : { $ref: getSchemaPath(ErrorEnvelope) };
  // Errors are JSON even where the success response is not (raw sources, attachments).
  return { description: known?.description ?? 'Error', content: { 'application/json': { schema } } };
}

/** Documents the error envelope for the given statuses, each with an example carrying its own `code`. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelope),
    ...statuses.map((status) => {
      const { description, content } = errorResponse(status);
      return ApiResponse({ status, description, content });
    }),
  );
}

/** A page of results: the interceptor turns it into `{ success, data, next_cursor, has_more }`. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly nextCursor: string | null,
  ) {}
}
