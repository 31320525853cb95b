import type { JobsOptions } from 'bullmq';

export { WEBHOOK_QUEUE } from '../queue/queue-names';
export const DELIVER_JOB = 'deliver';

/** Job data: plain, versionable JSON. The delivery row (webhook_id, event_id) holds the rest. */
export interface DeliveryJobData {
  webhookId: string;
  eventId: string;
}

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
