import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { Job, Queue, Worker, WorkerOptions } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.module';

/** One kind of queue job: a plain handler class whose `handle()` delegates to a service. */
export interface QueueJob<Data, Result> {
  handle(job: Job<Data>): Promise<Result>;
  /** Concurrency, lock and backoff settings of the worker that runs it. */
  readonly workerOptions: Omit<WorkerOptions, 'connection' | 'prefix'>;
}

/**
 * Starts the BullMQ workers of a worker process, each on its queue's own connection settings and
 * prefix, and closes them before the database on shutdown: in-flight jobs may finish, but never
 * past the shutdown grace period on a Redis that does not answer.
 */
@Injectable()
export class QueueWorkers implements BeforeApplicationShutdown {
  private readonly logger = new Logger(QueueWorkers.name);
  private readonly workers: Worker[] = [];

  constructor(
    private readonly redis: RedisService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Returns the worker, for callers that listen to its events (job metrics). */
  start<Data, Result>(queue: Queue<Data>, job: QueueJob<Data, Result>): Worker<Data, Result> {
    const worker = new Worker<Data, Result>(queue.name, (next) => job.handle(next), {
      ...job.workerOptions,
      connection: queue.opts.connection,
      prefix: queue.opts.prefix,
    });
    // Without a listener BullMQ prints every Redis hiccup to stderr; reconnects are automatic.
    worker.on('error', (error) => this.logger.warn(`${queue.name} worker: ${error.message}`));
    this.workers.push(worker as Worker);
    return worker;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => closeWorkerWithin(worker, this.redis.client, this.config.SHUTDOWN_GRACE_SECONDS * 1000)));
  }
}

/**
 * Closes a BullMQ worker without ever hanging shutdown: with Redis reachable, in-flight jobs may
 * finish (bounded by the grace period); with Redis down the worker is force-closed at once, since
 * a graceful close waits for a connection that never comes. The first close() call decides
 * (BullMQ memoises it), so the choice is made up front from our own connection's state.
 */
export async function closeWorkerWithin(worker: Worker, redis: Redis, graceMs: number): Promise<void> {
  const force = redis.status !== 'ready';
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([worker.close(force).catch(() => undefined), grace]);
  clearTimeout(timer);
}
