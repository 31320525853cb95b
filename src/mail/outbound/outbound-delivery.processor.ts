import { InjectQueue } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { closeWorkerWithin } from '../../queue/close-worker';
import { RedisService } from '../../redis/redis.module';
import { OutboundDeliveryService } from './outbound-delivery.service';
import { OUTBOUND_QUEUE, OutboundJobData } from './outbound-queue';

/** Deliveries one worker process runs at once. */
const CONCURRENCY = 8;

/**
 * The `outbound-delivery` job: one attempt per run, delegated to OutboundDeliveryService. The
 * BullMQ worker is created only in processes with the worker role, so API and SMTP processes hold
 * no worker connections; it uses the queue's own connection settings and prefix.
 */
@Injectable()
export class OutboundDeliveryProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboundDeliveryProcessor.name);
  private worker: Worker<OutboundJobData, string> | null = null;

  constructor(
    private readonly delivery: OutboundDeliveryService,
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    @InjectQueue(OUTBOUND_QUEUE) private readonly queue: Queue<OutboundJobData>,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.hasRole('worker')) return;
    this.worker = new Worker<OutboundJobData, string>(OUTBOUND_QUEUE, (job) => this.process(job), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: CONCURRENCY,
    });
    // Without a listener BullMQ prints every Redis hiccup to stderr; reconnects are automatic.
    this.worker.on('error', (error) => this.logger.warn(`outbound delivery worker: ${error.message}`));
  }

  /**
   * Lets an attempt in flight finish while the database is still open, but never waits past the
   * shutdown grace period on a Redis that does not answer.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.worker) return;
    await closeWorkerWithin(this.worker, this.redis.client, this.config.SHUTDOWN_GRACE_SECONDS * 1000);
  }

  process(job: Job<OutboundJobData>): Promise<string> {
    return this.delivery.deliver(job.data.messageId, { number: job.attemptsMade + 1, of: job.opts.attempts ?? 1 });
  }
}
