import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The service's Prometheus metrics, in one registry of this process (Prometheus scrapes every
 * node and sums). Module-level, as prom-client intends: code that observes something imports
 * `metrics` and records it in one line, without constructor wiring.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'inbox_' });

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Queue depth by state, read from Redis at scrape time; set by the metrics module of a process that has the queues. */
let queueDepths: (() => Promise<Array<{ queue: string; state: string; count: number }>>) | null = null;

export function setQueueDepthSource(source: typeof queueDepths): void {
  queueDepths = source;
}

export const metrics = {
  smtpSessions: new Counter({ name: 'inbox_smtp_sessions_total', help: 'SMTP connections accepted', registers: [registry] }),
  smtpSessionsActive: new Gauge({ name: 'inbox_smtp_sessions_active', help: 'SMTP connections open now', registers: [registry] }),
  smtpAccepted: new Counter({ name: 'inbox_smtp_messages_accepted_total', help: 'Message copies committed and answered 250 (one per recipient inbox)', registers: [registry] }),
  smtpRefused: new Counter({
    name: 'inbox_smtp_refused_total',
    help: 'SMTP commands refused, by stage (connect, rcpt, data) and reason',
    labelNames: ['stage', 'reason'] as const,
    registers: [registry],
  }),
  ingestBatchSize: new Histogram({
    name: 'inbox_ingest_batch_size',
    help: 'Deliveries committed together by one group-commit transaction',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  }),
  ingestCommitSeconds: new Histogram({ name: 'inbox_ingest_commit_seconds', help: 'Duration of one group-commit transaction', buckets: LATENCY_BUCKETS, registers: [registry] }),
  smtpDataToReadableSeconds: new Histogram({
    name: 'inbox_smtp_data_to_readable_seconds',
    help: 'End of DATA until the message is committed, i.e. readable through the API (the 250 follows at once)',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  httpRequests: new Counter({ name: 'inbox_http_requests_total', help: 'HTTP requests by route pattern, method and status', labelNames: ['method', 'route', 'status'] as const, registers: [registry] }),
  httpDuration: new Histogram({
    name: 'inbox_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status (long-polls included)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  queueJobs: new Gauge({
    name: 'inbox_queue_jobs',
    help: 'BullMQ jobs by queue and state, read at scrape time (the same figure on every node)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!queueDepths) return;
      this.reset();
      for (const { queue, state, count } of await queueDepths()) this.set({ queue, state }, count);
    },
  }),
  queueJobsFinished: new Counter({ name: 'inbox_queue_jobs_finished_total', help: 'Job runs finished by this process, by queue and outcome (completed, failed)', labelNames: ['queue', 'outcome'] as const, registers: [registry] }),
  webhookDeliveries: new Counter({
    name: 'inbox_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (succeeded, retrying, failed, skipped; error: the attempt could not be recorded and the job retries)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  outboundSends: new Counter({ name: 'inbox_outbound_sends_total', help: 'Outbound delivery attempts by outcome (sent, deferred, failed, skipped)', labelNames: ['outcome'] as const, registers: [registry] }),
  expirySweeps: new Counter({ name: 'inbox_expiry_sweeps_total', help: 'Runs of the temporary-inbox expiry sweep', registers: [registry] }),
  inboxesExpired: new Counter({ name: 'inbox_inboxes_expired_total', help: 'Temporary inboxes deleted by the expiry sweep', registers: [registry] }),
};

/**
 * Label of an SMTP refusal, from its enhanced status code: stable and low-cardinality (never the
 * address or the text).
 */
export function smtpRefusalReason(responseCode: number | undefined, message: string): string {
  const enhanced = /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(message)?.[1];
  switch (enhanced) {
    case '5.1.1':
      return 'no_such_mailbox';
    case '5.7.1':
      return 'relaying_denied';
    case '4.5.3':
      return 'too_many_recipients';
    case '5.3.4':
    case '5.2.3':
      return 'message_too_large';
    case '5.5.1':
      return 'no_valid_recipients';
    case '4.2.0':
      return 'recipient_vanished';
    case '4.3.0':
    case '4.3.2':
      return 'temporary_failure';
    case '4.7.0':
    case '4.7.1':
      return 'rate_limited';
    case '4.2.2':
    case '5.2.2':
      return 'quota_exceeded';
    default:
      return responseCode ? `code_${responseCode}` : 'other';
  }
}
