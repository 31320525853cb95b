import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';

/** Raised from the body parser; Nest maps `statusCode` + `message` to an HttpException for our filter. */
class BodyParseError extends Error {
  readonly statusCode = 400;
}

/**
 * The only body parser: JSON, with prototype-poisoning keys dropped. An empty body counts as no
 * body (clients often send `Content-Type: application/json` on body-less POSTs); anything else that
 * does not parse is a 400 that says so. Other content types are answered 415 by Fastify.
 */
export function registerJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }));
    } catch {
      done(new BodyParseError('Request body is not valid JSON'), undefined);
    }
  });
}
