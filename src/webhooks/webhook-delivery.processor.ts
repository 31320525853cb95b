import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { closeWorkerWithin } from '../queue/close-worker';
import { RedisService } from '../redis/redis.module';
import { AttemptOutcome, WebhookDeliveryService } from './webhook-delivery.service';
import { DeliveryJobData, WEBHOOK_QUEUE, webhookBackoff } from './webhook-queue';

/**
 * The BullMQ worker for webhook deliveries: one attempt per job run, delegated to the delivery
 * service; retries are BullMQ retries with the delay the failed attempt chose. Created only in
 * processes with the `worker` role (so API-only processes hold no blocking Redis connection), on
 * the queue's own connection settings and prefix. Closed before the database on shutdown, after
 * in-flight attempts finish.
 */
@Injectable()
export class WebhookDeliveryProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);
  private worker: Worker<DeliveryJobData, AttemptOutcome> | null = null;

  constructor(
    private readonly deliveries: WebhookDeliveryService,
    @Inject(AppConfig) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<DeliveryJobData>,
    private readonly redis: RedisService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.hasRole('worker')) return;
    const lock = this.config.WEBHOOK_JOB_LOCK_MS;
    this.worker = new Worker<DeliveryJobData, AttemptOutcome>(WEBHOOK_QUEUE, (job) => this.process(job), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: this.config.WEBHOOK_CONCURRENCY,
      lockDuration: lock,
      stalledInterval: lock,
      settings: { backoffStrategy: webhookBackoff },
    });
    this.worker.on('error', (error) => this.logger.warn(`Webhook worker: ${error.message}`));
  }

  /** Lets in-flight attempts finish, but never waits on an unreachable Redis past the shutdown grace period. */
  async onModuleDestroy(): Promise<void> {
    if (!this.worker) return;
    await closeWorkerWithin(this.worker, this.redis.client, this.config.SHUTDOWN_GRACE_SECONDS * 1000);
  }

  process(job: Job<DeliveryJobData>): Promise<AttemptOutcome> {
    return this.deliveries.attempt(job.data, job.attemptsMade + 1);
  }
}
