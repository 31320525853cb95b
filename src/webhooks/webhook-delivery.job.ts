import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import type { QueueJob } from '../queue/queue-workers';
import { AttemptOutcome, WebhookDeliveryService } from './webhook-delivery.service';
import { DeliveryJobData, DISPATCH_JOB, DispatchJobData, RetryLaterError, WebhookJobData, webhookBackoff } from './webhook-queue';
import { metrics } from '../metrics/metrics';

/**
 * The webhook jobs, delegated to the delivery service: `dispatch` makes the first attempt of every
 * delivery one relay pass created; `deliver` makes one attempt of one delivery, its retries being
 * BullMQ retries with the delay the failed attempt chose. The worker that runs them exists only in
 * worker processes (WorkerModule), so API-only processes hold no blocking Redis connection.
 */
@Injectable()
export class WebhookDeliveryJob implements QueueJob<WebhookJobData, AttemptOutcome | AttemptOutcome[]> {
  readonly workerOptions;

  constructor(
    private readonly deliveries: WebhookDeliveryService,
    @Inject(AppConfig) config: AppConfig,
  ) {
    const lock = config.WEBHOOK_JOB_LOCK_MS;
    this.workerOptions = {
      // POSTs in flight are limited by the delivery service; jobs waiting for a slot hold no socket.
      concurrency: config.WEBHOOK_CONCURRENCY,
      lockDuration: lock,
      stalledInterval: lock,
      settings: { backoffStrategy: webhookBackoff },
    };
  }

  async handle(job: Job<WebhookJobData>): Promise<AttemptOutcome | AttemptOutcome[]> {
    if (job.name === DISPATCH_JOB) {
      try {
        const outcomes = await this.deliveries.dispatch((job.data as DispatchJobData).deliveries);
        for (const outcome of outcomes) metrics.webhookDeliveries.inc({ outcome });
        return outcomes;
      } catch (error) {
        metrics.webhookDeliveries.inc({ outcome: 'error' });
        throw error;
      }
    }
    try {
      const outcome = await this.deliveries.attempt(job.data as DeliveryJobData, job.attemptsMade + 1);
      metrics.webhookDeliveries.inc({ outcome });
      return outcome;
    } catch (error) {
      // A retry the attempt scheduled (RetryLaterError), or a run that could not record (database down).
      metrics.webhookDeliveries.inc({ outcome: error instanceof RetryLaterError ? 'retrying' : 'error' });
      throw error;
    }
  }
}
