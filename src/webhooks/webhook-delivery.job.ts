import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import type { QueueJob } from '../queue/queue-workers';
import { AttemptOutcome, WebhookDeliveryService } from './webhook-delivery.service';
import { DeliveryJobData, webhookBackoff } from './webhook-queue';

/**
 * The webhook delivery job: one attempt per run, delegated to the delivery service; retries are
 * BullMQ retries with the delay the failed attempt chose. The worker that runs it exists only in
 * worker processes (WorkerModule), so API-only processes hold no blocking Redis connection.
 */
@Injectable()
export class WebhookDeliveryJob implements QueueJob<DeliveryJobData, AttemptOutcome> {
  readonly workerOptions;

  constructor(
    private readonly deliveries: WebhookDeliveryService,
    @Inject(AppConfig) config: AppConfig,
  ) {
    const lock = config.WEBHOOK_JOB_LOCK_MS;
    this.workerOptions = {
      concurrency: config.WEBHOOK_CONCURRENCY,
      lockDuration: lock,
      stalledInterval: lock,
      settings: { backoffStrategy: webhookBackoff },
    };
  }

  handle(job: Job<DeliveryJobData>): Promise<AttemptOutcome> {
    return this.deliveries.attempt(job.data, job.attemptsMade + 1);
  }
}
