import { ParseUUIDPipe } from '@nestjs/common';
import { notFound } from '../errors/domain-error';

/**
 * Path ids that are not UUIDs name nothing that exists: answer 404 like any unknown id, not 400
 * and never a database error.
 */
export const notFoundOnBadUuid = (what: string) => new ParseUUIDPipe({ exceptionFactory: () => notFound(what) });
