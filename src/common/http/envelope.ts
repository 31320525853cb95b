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
}

/** Documents `{ success: true, data: <model> }` (or an array / page of it) as the response of an operation. */
export function ApiEnvelope(model: Type<unknown> | null, options: EnvelopeOptions = {}) {
  const status = options.status ?? 200;
  const dataSchema: SchemaObject | ReferenceObject | undefined = model
    ? options.isArray || options.paginated
      ? { type: 'array', items: { $ref: getSchemaPath(model) } }
      : { $ref: getSchemaPath(model) }
    : undefined;
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
    ...(model ? [ApiExtraModels(model)] : []),
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

/** Documents the error envelope for the given statuses. */
export function ApiErrors(...statuses: number[]) {
  const text: Record<number, string> = {
    400: 'Invalid request (validation failed, malformed JSON)',
    401: 'Missing, invalid, expired or revoked credentials',
    403: 'Not permitted',
    404: 'Not found (also for resources owned by someone else)',
    409: 'Conflict with existing state',
    413: 'Request body too large',
    429: 'Rate limited; retry after the Retry-After header',
  };
  return applyDecorators(
    ApiExtraModels(ErrorEnvelope),
    ...statuses.map((status) =>
      ApiResponse({ status, description: text[status] ?? 'Error', schema: { $ref: getSchemaPath(ErrorEnvelope) } }),
    ),
  );
}

/** A page of results: the interceptor turns it into `{ success, data, next_cursor, has_more }`. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly nextCursor: string | null,
  ) {}
}
