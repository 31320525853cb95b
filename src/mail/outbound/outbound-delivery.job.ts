import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { QueueJob } from '../../queue/queue-workers';
import { OutboundDeliveryService } from './outbound-delivery.service';
import type { OutboundJobData } from './outbound-queue';
import { metrics } from '../../metrics/metrics';

/** Deliveries one worker process runs at once. */
const CONCURRENCY = 8;

/**
 * The `outbound-delivery` job: one attempt per run, delegated to OutboundDeliveryService; retries
 * are BullMQ retries. The worker that runs it exists only in worker processes (WorkerModule).
 */
@Injectable()
export class OutboundDeliveryJob implements QueueJob<OutboundJobData, string> {
  readonly workerOptions = { concurrency: CONCURRENCY };

  constructor(private readonly delivery: OutboundDeliveryService) {}

  async handle(job: Job<OutboundJobData>): Promise<string> {
    try {
      const result = await this.delivery.deliver(job.data.messageId, { number: job.attemptsMade + 1, of: job.opts.attempts ?? 1 });
      metrics.outboundSends.inc({ outcome: result });
      return result;
    } catch (error) {
      // A deferral (the job retries later) or a run that could not record its outcome.
      metrics.outboundSends.inc({ outcome: 'deferred' });
      throw error;
    }
  }
}
