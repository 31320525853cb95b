import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import type { QueueJob } from '../queue/queue-workers';
import { AttemptOutcome, WebhookDeliveryService } from './webhook-delivery.service';
import { DeliveryJobData, RetryLaterError, webhookBackoff } from './webhook-queue';
import { metrics } from '../metrics/metrics';

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

  async handle(job: Job<DeliveryJobData>): Promise<AttemptOutcome> {
    try {
      const outcome = await this.deliveries.attempt(job.data, job.attemptsMade + 1);
      metrics.webhookDeliveries.inc({ outcome });
      return outcome;
    } catch (error) {
      // A retry the attempt scheduled (RetryLaterError), or a run that could not record (database down).
      metrics.webhookDeliveries.inc({ outcome: error instanceof RetryLaterError ? 'retrying' : 'error' });
      throw error;
    }
  }
}
