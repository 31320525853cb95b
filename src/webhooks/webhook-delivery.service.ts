import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { GroupBatcher } from '../common/batching/group-batcher';
import { AppConfig } from '../config/app-config';
import type { EventPayload } from '../events/event-types';
import { eventBody } from '../events/outbox';
import { retryDelayMs } from './retry-schedule';
import { signWebhookBody, signWebhookBodyWithTimestamp } from './signature';
import { DeliveryJobData, RetryLaterError } from './webhook-queue';
import { sendWebhook, WebhookAttemptResult } from './webhook-sender';

export const WEBHOOK_USER_AGENT = 'AgentInbox-Webhooks/1.0';

interface DeliveryTarget {
  id: string;
  webhook_id: string;
  event_id: string;
  /** Attempts recorded on the row (a re-enqueued job restarts BullMQ's own count). */
  attempts: number;
  status: string;
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

  constructor(
    private readonly orm: MikroORM,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params);
  }

  async attempt(job: DeliveryJobData, jobAttempt: number): Promise<AttemptOutcome> {
    const target = await this.loadTarget(job);
    if (!target || !target.active || target.status !== 'pending') return 'skipped';
    // Runs that failed before recording (database down) count only in the job; a job re-enqueued
    // by the requeue sweeper counts from 1 again. The larger of the two is the real attempt.
    const attemptNumber = Math.max(jobAttempt, target.attempts + 1);

    const timestamp = Math.floor(Date.now() / 1000);
    const result = await sendWebhook({
      url: target.url,
      body: target.payload,
      timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
      allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE_URLS,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'x-webhook-id': job.eventId,
        'x-webhook-event': target.event_type,
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-signature': signWebhookBody(target.secret, target.payload),
        'x-webhook-signature-v2': signWebhookBodyWithTimestamp(target.secret, timestamp, target.payload),
      },
    });

    const giveUp = !result.ok && (result.permanent || attemptNumber >= this.config.WEBHOOK_MAX_ATTEMPTS);
    const delay = result.ok || giveUp ? null : retryDelayMs(attemptNumber, this.config.WEBHOOK_RETRY_BASE_MS);
    const status = result.ok ? 'succeeded' : giveUp ? 'failed' : 'pending';
    await this.outcomes.submit({ deliveryId: target.id, status, result, nextAttemptAt: delay === null ? null : new Date(Date.now() + delay) });
    if (delay !== null) throw new RetryLaterError(result.error ?? 'delivery failed', delay);
    if (giveUp) this.logger.warn(`Webhook delivery ${target.id} failed for good after ${attemptNumber} attempt(s): ${result.error}`);
    return status === 'succeeded' ? 'succeeded' : 'failed';
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
      `select d.id, d.webhook_id, d.event_id, d.attempts, d.status, d.payload, d.event_type, w.url, w.secret, w.active
         from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where (d.webhook_id, d.event_id) in (${jobs.map(() => '(?::uuid, ?::uuid)').join(', ')})`,
      jobs.flatMap((job) => [job.webhookId, job.eventId]),
    );
    const byKey = new Map(rows.map((row) => [`${row.webhook_id}/${row.event_id}`, row]));
    return jobs.map((job) => byKey.get(`${job.webhookId}/${job.eventId}`));
  }

  private async loadTarget(job: DeliveryJobData): Promise<DeliveryTarget | undefined> {
    const found = await this.lookups.submit(job);
    if (found) return found;
    // The relay enqueues before it commits, so a fast worker can get here first. This insert waits
    // for the relay's uncommitted row (same unique key) and then does nothing; if the relay rolled
    // back, or crashed after enqueueing, it creates the row itself so the event is not lost.
    const [event] = await this.query<{ type: string; payload: EventPayload }>(`select type, payload from outbox_events where id = ?`, [job.eventId]);
    if (!event) return undefined;
    await this.query(
      `insert into webhook_deliveries (id, webhook_id, event_id, event_type, payload, next_attempt_at, created_at)
       select ?, w.id, ?, ?, ?, ?, ? from webhooks w where w.id = ? and w.active
       on conflict (webhook_id, event_id) do nothing`,
      [randomUUID(), job.eventId, event.type, eventBody(event.payload), new Date(), new Date(), job.webhookId],
    );
    return (await this.selectTargets([job]))[0];
  }
}
