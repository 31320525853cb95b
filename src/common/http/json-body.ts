import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { DomainError, ErrorCode } from '../errors/domain-error';
import { findJsonHazard } from './json-hazards';

/** Raised from the body parser; Nest maps `statusCode` + `message` to an HttpException for our filter. */
class BodyParseError extends Error {
  readonly statusCode = 400;
}

/** A body that parses but holds what must not reach the services; the filter sees a DomainError. */
class BodyRejectedError extends DomainError {
  readonly statusCode = 400;
  constructor(field: string, problem: string) {
    super(ErrorCode.VALIDATION_FAILED, `${field} ${problem}`, [`${field} ${problem}`]);
  }
}

/**
 * The only body parser: JSON, with prototype-poisoning keys dropped. An empty body counts as no
 * body (clients often send `Content-Type: application/json` on body-less POSTs); anything else that
 * does not parse is a 400 that says so. A body nested too deep, or with NUL or invalid Unicode in a
 * key or string (PostgreSQL text cannot hold NUL), is a 400 naming the field, before any DTO or
 * service sees it. Other content types are answered 415 by Fastify.
 */
export function registerJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = sjson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' });
    } catch {
      return done(new BodyParseError('Request body is not valid JSON'), undefined);
    }
    const hazard = findJsonHazard(parsed);
    if (hazard) return done(new BodyRejectedError(hazard.path, hazard.problem), undefined);
    done(null, parsed);
  });
}
