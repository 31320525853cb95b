import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../../config/app-config';

export { OUTBOUND_QUEUE } from '../../queue/queue-names';

/** Job data: plain and versionable; everything else is read from the message row when the job runs. */
export interface OutboundJobData {
  v: 1;
  messageId: string;
}

/** One job per message (jobId = message id, so enqueueing twice is harmless), retried with exponential backoff. */
export function outboundJobOptions(config: AppConfig, messageId: string): JobsOptions {
  return {
    jobId: messageId,
    attempts: config.OUTBOUND_MAX_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.OUTBOUND_RETRY_BASE_MS },
  };
}
