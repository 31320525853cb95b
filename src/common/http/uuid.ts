import { ParseUUIDPipe } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { notFound } from '../errors/domain-error';

/**
 * The one UUID test of the code base: the same validator ParseUUIDPipe and `@IsUUID()` use, so
 * path ids, cursors and query values agree on what an id looks like.
 */
export const isUuid = (value: string): boolean => isUUID(value);

/**
 * Path ids that are not UUIDs name nothing that exists: answer 404 like any unknown id, not 400
 * and never a database error.
 */
export const notFoundOnBadUuid = (what: string) => new ParseUUIDPipe({ exceptionFactory: () => notFound(what) });
