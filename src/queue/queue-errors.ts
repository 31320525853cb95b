import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

const watched = new WeakSet<Queue>();
/** One warning per queue per window while Redis is unreachable, instead of one per reconnect attempt. */
const WINDOW_MS = 10_000;

/**
 * Routes a BullMQ queue's connection errors to the application log. Without an 'error' listener
 * BullMQ prints every EPIPE/ECONNRESET to stderr with console.error while Redis is down.
 * Errors raised before the owning service attaches this (a refused connect during start-up)
 * still reach stderr once. Idempotent per queue instance.
 */
export function logQueueErrors(queue: Queue, logger = new Logger('Queue')): void {
  if (watched.has(queue)) return;
  watched.add(queue);
  let last = 0;
  queue.on('error', (error: Error) => {
    const now = Date.now();
    if (now - last < WINDOW_MS) return;
    last = now;
    logger.warn(`Queue ${queue.name}: ${error.message}`);
  });
}
