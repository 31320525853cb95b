import { Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { closeWorkerWithin } from '../../queue/close-worker';
import { RedisService } from '../../redis/redis.module';
import { OutboundDeliveryService } from './outbound-delivery.service';
import { OUTBOUND_QUEUE, OutboundJobData } from './outbound-queue';

/**
 * The `outbound-delivery` job: one attempt per run, delegated to OutboundDeliveryService. Created
 * with autorun off and started only in processes with the worker role.
 */
@Processor(OUTBOUND_QUEUE, { autorun: false, concurrency: 8 })
export class OutboundDeliveryProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboundDeliveryProcessor.name);

  constructor(
    private readonly delivery: OutboundDeliveryService,
    private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    if (!this.config.hasRole('worker')) return;
    // Without a listener BullMQ prints every Redis hiccup to stderr; reconnects are automatic.
    this.worker.on('error', (error) => this.logger.warn(`outbound delivery worker: ${error.message}`));
    this.worker.run().catch((error: unknown) => this.logger.error(`outbound delivery worker stopped: ${String((error as Error)?.message ?? error)}`));
  }

  /**
   * Lets an attempt in flight finish while the database is still open (the explorer closes workers
   * later), but never waits past the shutdown grace period on a Redis that does not answer.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await closeWorkerWithin(this.worker, this.redis.client, this.config.SHUTDOWN_GRACE_SECONDS * 1000);
  }

  async process(job: Job<OutboundJobData>): Promise<string> {
    return this.delivery.deliver(job.data.messageId, { number: job.attemptsMade + 1, of: job.opts.attempts ?? 1 });
  }
}
