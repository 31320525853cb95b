import type { JobsOptions } from 'bullmq';
import { createHash } from 'node:crypto';

export { WEBHOOK_QUEUE } from '../queue/queue-names';
/** One delivery: its retries, a resend, or a delivery the requeue sweep found without a job. */
export const DELIVER_JOB = 'deliver';
/** The first attempts of every delivery one relay pass created (one job per pass, not per delivery). */
export const DISPATCH_JOB = 'dispatch';

/** Job data: plain, versionable JSON. The delivery row (webhook_id, event_id) holds the rest. */
export interface DeliveryJobData {
  webhookId: string;
  eventId: string;
}

export interface DispatchJobData {
  deliveries: DeliveryJobData[];
}

export type WebhookJobData = DeliveryJobData | DispatchJobData;

/** A dispatch job runs often: if it cannot reach the database it tries again soon, then the requeue sweep takes over. */
const DISPATCH_ATTEMPTS = 5;

/**
 * BullMQ ignores an add whose jobId already exists, so a relay that enqueues the same event again
 * (after a crash before its commit) adds nothing. BullMQ refuses ':' in custom ids, hence '_'.
 */
export function deliveryJobId(webhookId: string, eventId: string): string {
  return `${webhookId}_${eventId}`;
}

export function deliveryJobOptions(jobId: string, maxAttempts: number): JobsOptions {
  return { jobId, attempts: maxAttempts, backoff: { type: 'webhook' } };
}

/**
 * Named after the deliveries it carries, so a relay that claims the same rows again (it crashed
 * after enqueueing, before its commit) adds nothing.
 */
export function dispatchJobId(deliveries: readonly DeliveryJobData[]): string {
  const keys = deliveries.map((d) => deliveryJobId(d.webhookId, d.eventId)).sort();
  return `dispatch_${createHash('sha256').update(keys.join(',')).digest('hex').slice(0, 40)}`;
}

export function dispatchJobOptions(jobId: string): JobsOptions {
  return { jobId, attempts: DISPATCH_ATTEMPTS, backoff: { type: 'webhook' } };
}

/** Thrown by an attempt that should be retried; the worker's backoff strategy reads the delay from it. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** BullMQ backoff strategy: the delay the failed attempt chose (and recorded as next_attempt_at). */
export function webhookBackoff(_attemptsMade: number, _type?: string, error?: Error): number {
  return error instanceof RetryLaterError ? error.delayMs : 1000;
}
