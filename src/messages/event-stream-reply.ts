import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { encodeServerSentEvent, InboxStreamEvent } from './message-stream.service';

/**
 * Answers with a text/event-stream of the events. When the client leaves, Fastify destroys the
 * body stream, which ends the generator (and its inbox watch) through its `finally`.
 */
export function sendEventStream(reply: FastifyReply, events: AsyncGenerator<InboxStreamEvent>): void {
  async function* frames(): AsyncGenerator<string> {
    // Reconnect quickly after a dropped connection; the comment flushes the headers at once.
    yield 'retry: 2000\n: connected\n\n';
    for await (const event of events) yield encodeServerSentEvent(event);
  }
  void reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(frames()));
}
