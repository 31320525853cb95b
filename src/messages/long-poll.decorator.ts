import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** What a long-polling handler needs from the HTTP layer, without handing services the reply. */
export interface LongPoll {
  /** Fires when the client goes away before the answer is sent: stop waiting, free the waiter. */
  signal: AbortSignal;
  /**
   * Ends the keep-alive connection after this answer. Used when shutdown cuts a wait short: the
   * connection was busy when the server began closing, so nothing else would close it and the
   * drain would wait out the keep-alive timeout.
   */
  endConnection(): void;
}

export const LongPollRequest = createParamDecorator((_: unknown, context: ExecutionContext): LongPoll => {
  const reply = context.switchToHttp().getResponse<FastifyReply>();
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return {
    signal: controller.signal,
    endConnection: () => {
      if (!reply.sent) void reply.header('connection', 'close');
    },
  };
});
