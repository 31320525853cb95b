import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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
  status: string;
  payload: string;
  event_type: string;
  url: string;
  secret: string;
  active: boolean;
}

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

/**
 * Makes one delivery attempt for a job and records it on the webhook_deliveries row. The row is
 * the truth: a job whose row is gone (webhook deleted), or no longer pending (already delivered,
 * given up), does nothing, which makes duplicate jobs harmless.
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger(WebhookDeliveryService.name);

  constructor(
    private readonly orm: MikroORM,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params);
  }

  async attempt(job: DeliveryJobData, attemptNumber: number): Promise<AttemptOutcome> {
    const target = await this.loadTarget(job);
    if (!target || !target.active || target.status !== 'pending') return 'skipped';

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
    await this.record(target.id, status, result, delay);
    if (delay !== null) throw new RetryLaterError(result.error ?? 'delivery failed', delay);
    if (giveUp) this.logger.warn(`Webhook delivery ${target.id} failed for good after ${attemptNumber} attempt(s): ${result.error}`);
    return status === 'succeeded' ? 'succeeded' : 'failed';
  }

  private async record(deliveryId: string, status: string, result: WebhookAttemptResult, delayMs: number | null): Promise<void> {
    await this.query(
      `update webhook_deliveries set attempts = attempts + 1, status = ?, last_status_code = ?, last_error = ?, last_duration_ms = ?,
         last_attempt_at = now(), next_attempt_at = ? where id = ?`,
      [status, result.statusCode, result.error?.slice(0, 1000) ?? null, result.durationMs, delayMs === null ? null : new Date(Date.now() + delayMs), deliveryId],
    );
  }

  private async loadTarget(job: DeliveryJobData): Promise<DeliveryTarget | undefined> {
    const select = () =>
      this.query<DeliveryTarget>(
        `select d.id, d.status, d.payload, d.event_type, w.url, w.secret, w.active
           from webhook_deliveries d join webhooks w on w.id = d.webhook_id
          where d.webhook_id = ? and d.event_id = ?`,
        [job.webhookId, job.eventId],
      );
    const [found] = await select();
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
    return (await select())[0];
  }
}
