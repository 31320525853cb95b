import type { Worker } from 'bullmq';
import type Redis from 'ioredis';

/**
 * Closes a BullMQ worker on shutdown without ever hanging it: with Redis reachable, in-flight jobs
 * may finish (bounded by the grace period); with Redis down the worker is force-closed at once,
 * since a graceful close waits for a connection that never comes. The first close() call decides
 * (BullMQ memoises it), so the choice is made up front from our own connection's state.
 */
export async function closeWorkerWithin(worker: Worker, redis: Redis, graceMs: number): Promise<void> {
  const force = redis.status !== 'ready';
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([worker.close(force).catch(() => undefined), grace]);
  clearTimeout(timer);
}
