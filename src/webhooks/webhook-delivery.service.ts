import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ConcurrencyLimit } from '../common/batching/concurrency-limit';
import { GroupBatcher } from '../common/batching/group-batcher';
import { AppConfig } from '../config/app-config';
import type { EventPayload } from '../events/event-types';
import { eventBody } from '../events/outbox';
import { retryDelayMs } from './retry-schedule';
import { signWebhookBody, signWebhookBodyWithTimestamp } from './signature';
import { DELIVER_JOB, DeliveryJobData, deliveryJobId, deliveryJobOptions, RetryLaterError, WEBHOOK_QUEUE, WebhookJobData } from './webhook-queue';
import { sendWebhook, WebhookAttemptResult } from './webhook-sender';

export const WEBHOOK_USER_AGENT = 'AgentInbox-Webhooks/1.0';

interface DeliveryTarget {
  id: string;
  webhook_id: string;
  event_id: string;
  /** Attempts recorded on the row (a re-enqueued job restarts BullMQ's own count). */
  attempts: number;
  status: string;
  next_attempt_at: Date | string | null;
  payload: string;
  event_type: string;
  url: string;
  secret: string;
  active: boolean;
}

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

interface AttemptRecord {
  deliveryId: string;
  status: string;
  result: WebhookAttemptResult;
  nextAttemptAt: Date | null;
}

/** Lookups / outcome updates folded into one statement at most (bind parameters stay far below 65,535). */
const MAX_BATCH = 200;

/** What one attempt decided: the outcome, and the delay before the next attempt when it will be retried. */
interface AttemptDecision {
  outcome: AttemptOutcome;
  retryInMs: number | null;
  error: string | null;
}

/**
 * Makes one delivery attempt for a job and records it on the webhook_deliveries row. The row is
 * the truth: a job whose row is gone (webhook deleted), or no longer pending (already delivered,
 * given up), does nothing, which makes duplicate jobs harmless.
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger(WebhookDeliveryService.name);

  /**
   * Concurrent attempts share statements: under load each delivery would otherwise cost two
   * round trips of its own (and on a busy host every query write hands the CPU to a backend).
   * An attempt still waits for its own lookup and its own recorded outcome.
   */
  private readonly lookups = new GroupBatcher<DeliveryJobData, DeliveryTarget | undefined>((jobs) => this.selectTargets(jobs), MAX_BATCH);
  private readonly outcomes = new GroupBatcher<AttemptRecord, void>((records) => this.recordOutcomes(records), MAX_BATCH);

  /** POSTs in flight in this process (WEBHOOK_CONCURRENCY), whichever job they belong to. */
  private readonly posts: ConcurrencyLimit;

  constructor(
    private readonly orm: MikroORM,
    @Inject(AppConfig) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<WebhookJobData>,
  ) {
    this.posts = new ConcurrencyLimit(config.WEBHOOK_CONCURRENCY);
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params);
  }

  /**
   * A `deliver` job's run (a retry, a resend, a delivery the requeue sweep found): one attempt.
   * A failure that will be retried throws RetryLaterError, so BullMQ schedules the job again.
   */
  async attempt(job: DeliveryJobData, jobAttempt: number): Promise<AttemptOutcome> {
    const target = await this.loadTarget(job);
    if (!target || !target.active || target.status !== 'pending') return 'skipped';
    // Runs that failed before recording (database down) count only in the job; a job re-enqueued
    // by the requeue sweeper counts from 1 again. The larger of the two is the real attempt.
    const decision = await this.attemptTarget(target, Math.max(jobAttempt, target.attempts + 1));
    if (decision.retryInMs !== null) throw new RetryLaterError(decision.error ?? 'delivery failed', decision.retryInMs);
    return decision.outcome;
  }

  /**
   * A `dispatch` job's run: the first attempt of each delivery one relay pass created, all at
   * once (within WEBHOOK_CONCURRENCY), from one lookup. A delivery that fails is handed to its own
   * `deliver` job, delayed by the retry schedule. Running again after a crash is harmless:
   * deliveries already attempted are not sent again, only their retry job is made sure of (an
   * attempt cut off before it was recorded is sent again: at least once).
   */
  async dispatch(jobs: DeliveryJobData[]): Promise<AttemptOutcome[]> {
    const targets = await this.loadTargets(jobs);
    // Settle every delivery before failing the job (a retry that could not be queued): a run
    // started again while some were still in flight would send those twice.
    const settled = await Promise.allSettled(
      targets.map(async (target): Promise<AttemptOutcome> => {
        if (!target || !target.active || target.status !== 'pending') return 'skipped';
        if (target.attempts > 0) {
          await this.scheduleRetry(target, target.attempts, target.next_attempt_at ? new Date(target.next_attempt_at).getTime() - Date.now() : 0);
          return 'retrying';
        }
        const decision = await this.attemptTarget(target, 1);
        if (decision.retryInMs !== null) await this.scheduleRetry(target, 1, decision.retryInMs);
        return decision.outcome;
      }),
    );
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failure) throw failure.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<AttemptOutcome>).value);
  }

  /** One POST (within the process's concurrency limit) and its recorded outcome. */
  private async attemptTarget(target: DeliveryTarget, attemptNumber: number): Promise<AttemptDecision> {
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await this.posts.run(() =>
      sendWebhook({
        url: target.url,
        body: target.payload,
        timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
        allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE_URLS,
        headers: {
          'content-type': 'application/json',
          'user-agent': WEBHOOK_USER_AGENT,
          'x-webhook-id': target.event_id,
          'x-webhook-event': target.event_type,
          'x-webhook-timestamp': String(timestamp),
          'x-webhook-signature': signWebhookBody(target.secret, target.payload),
          'x-webhook-signature-v2': signWebhookBodyWithTimestamp(target.secret, timestamp, target.payload),
        },
      }),
    );
    const giveUp = !result.ok && (result.permanent || attemptNumber >= this.config.WEBHOOK_MAX_ATTEMPTS);
    const delay = result.ok || giveUp ? null : retryDelayMs(attemptNumber, this.config.WEBHOOK_RETRY_BASE_MS);
    const status = result.ok ? 'succeeded' : giveUp ? 'failed' : 'pending';
    await this.outcomes.submit({ deliveryId: target.id, status, result, nextAttemptAt: delay === null ? null : new Date(Date.now() + delay) });
    if (giveUp) this.logger.warn(`Webhook delivery ${target.id} failed for good after ${attemptNumber} attempt(s): ${result.error}`);
    return { outcome: result.ok ? 'succeeded' : giveUp ? 'failed' : 'retrying', retryInMs: delay, error: result.error };
  }

  /** The `deliver` job that makes the remaining attempts; an existing one (same id) is kept. */
  private async scheduleRetry(target: DeliveryTarget, attemptsMade: number, delayMs: number): Promise<void> {
    const jobId = deliveryJobId(target.webhook_id, target.event_id);
    const options = deliveryJobOptions(jobId, Math.max(1, this.config.WEBHOOK_MAX_ATTEMPTS - attemptsMade));
    await this.queue.add(DELIVER_JOB, { webhookId: target.webhook_id, eventId: target.event_id }, { ...options, delay: Math.max(0, Math.round(delayMs)) });
  }

  /** One UPDATE for a batch of attempt outcomes. */
  private async recordOutcomes(records: AttemptRecord[]): Promise<void[]> {
    // A delivery appears twice only if a stalled job ran beside its own retry: keep both attempts counted.
    const ids = new Set(records.map((r) => r.deliveryId));
    if (ids.size < records.length) {
      for (const record of records) await this.recordOutcomes([record]);
      return records.map(() => undefined);
    }
    const params: unknown[] = [];
    for (const r of records) {
      params.push(r.deliveryId, r.status, r.result.statusCode, r.result.error?.slice(0, 1000) ?? null, r.result.durationMs, r.nextAttemptAt);
    }
    await this.query(
      `update webhook_deliveries d set attempts = d.attempts + 1, status = v.status, last_status_code = v.code, last_error = v.error,
         last_duration_ms = v.duration, last_attempt_at = now(), next_attempt_at = v.next_at
         from (values ${records.map(() => '(?::uuid, ?::text, ?::int, ?::text, ?::int, ?::timestamptz)').join(', ')}) as v(id, status, code, error, duration, next_at)
        where d.id = v.id`,
      params,
    );
    return records.map(() => undefined);
  }

  /** One SELECT for a batch of jobs: each job's delivery row with its webhook, or undefined. */
  private async selectTargets(jobs: DeliveryJobData[]): Promise<Array<DeliveryTarget | undefined>> {
    const rows = await this.query<DeliveryTarget>(
      `select d.id, d.webhook_id, d.event_id, d.attempts, d.status, d.next_attempt_at, d.payload, d.event_type, w.url, w.secret, w.active
         from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where (d.webhook_id, d.event_id) in (${jobs.map(() => '(?::uuid, ?::uuid)').join(', ')})`,
      jobs.flatMap((job) => [job.webhookId, job.eventId]),
    );
    const byKey = new Map(rows.map((row) => [`${row.webhook_id}/${row.event_id}`, row]));
    return jobs.map((job) => byKey.get(`${job.webhookId}/${job.eventId}`));
  }

  private async loadTarget(job: DeliveryJobData): Promise<DeliveryTarget | undefined> {
    return (await this.lookups.submit(job)) ?? (await this.createMissingTargets([job]))[0];
  }

  /** The targets of a dispatch job: one lookup per MAX_BATCH deliveries. */
  private async loadTargets(jobs: DeliveryJobData[]): Promise<Array<DeliveryTarget | undefined>> {
    const found = await this.selectInChunks(jobs);
    const missing = jobs.filter((_, i) => !found[i]);
    if (!missing.length) return found;
    const created = await this.createMissingTargets(missing);
    let next = 0;
    return found.map((target) => target ?? created[next++]);
  }

  private async selectInChunks(jobs: DeliveryJobData[]): Promise<Array<DeliveryTarget | undefined>> {
    const found: Array<DeliveryTarget | undefined> = [];
    for (let i = 0; i < jobs.length; i += MAX_BATCH) found.push(...(await this.selectTargets(jobs.slice(i, i + MAX_BATCH))));
    return found;
  }

  /**
   * Deliveries whose row is not there. The relay enqueues before it commits, so a fast worker
   * usually gets here because that commit is a moment away: the insert waits for the relay's
   * uncommitted rows (same unique key) and then does nothing. If the relay rolled back, or crashed
   * after enqueueing, it creates the rows itself so no event is lost. A few statements per call,
   * not per delivery.
   */
  private async createMissingTargets(jobs: DeliveryJobData[]): Promise<Array<DeliveryTarget | undefined>> {
    const eventIds = [...new Set(jobs.map((job) => job.eventId))];
    const events = await this.query<{ id: string; type: string; payload: EventPayload }>(
      `select id, type, payload from outbox_events where id in (${eventIds.map(() => '?').join(', ')})`,
      eventIds,
    );
    const byId = new Map(events.map((event) => [event.id, event]));
    const at = new Date();
    const params: unknown[] = [];
    let rows = 0;
    for (const job of jobs) {
      const event = byId.get(job.eventId);
      if (!event) continue;
      params.push(randomUUID(), job.webhookId, job.eventId, event.type, eventBody(event.payload), at);
      rows++;
    }
    if (rows) {
      await this.query(
        `insert into webhook_deliveries (id, webhook_id, event_id, event_type, payload, next_attempt_at, created_at)
         select v.id, w.id, v.event_id, v.event_type, v.payload, v.at, v.at
           from (values ${Array.from({ length: rows }, () => '(?::uuid, ?::uuid, ?::uuid, ?::text, ?::text, ?::timestamptz)').join(', ')}) as v(id, webhook_id, event_id, event_type, payload, at)
           join webhooks w on w.id = v.webhook_id and w.active
         on conflict (webhook_id, event_id) do nothing`,
        params,
      );
    }
    return this.selectInChunks(jobs);
  }
}
