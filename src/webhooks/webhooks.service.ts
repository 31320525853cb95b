import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { logQueueErrors } from '../queue/queue-errors';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { badRequest, conflict, DomainError, ErrorCode, notFound } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { KEYSET_ORDER, keysetFilter, keysetPage, PageQueryDto } from '../common/pagination/pagination';
import { CreateWebhookDto, WebhookCreatedDto, WebhookDeliveryDto, WebhookDto } from './dto/webhook.dto';
import { generateWebhookSecret } from './signature';
import { webhookUrlProblem } from './ssrf';
import { WebhookDelivery } from './webhook-delivery.entity';
import { DELIVER_JOB, DeliveryJobData, deliveryJobId, deliveryJobOptions, WEBHOOK_QUEUE } from './webhook-queue';
import { Webhook } from './webhook.entity';

/** Subscriptions per user; more is almost always a leak in the caller. */
export const MAX_WEBHOOKS_PER_USER = 20;
const RESEND_ENQUEUE_TIMEOUT_MS = 3000;

export function mapWebhook(webhook: Webhook): WebhookDto {
  return { id: webhook.id, user_id: webhook.userId, url: webhook.url, events: [...webhook.events], active: webhook.active, created_at: webhook.createdAt.toISOString() };
}

export function mapDelivery(delivery: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    last_duration_ms: delivery.lastDurationMs,
    last_error: delivery.lastError,
    last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
  };
}

@Injectable()
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<DeliveryJobData>,
  ) {
    logQueueErrors(queue);
  }

  async create(userId: string, input: CreateWebhookDto): Promise<WebhookCreatedDto> {
    const problem = webhookUrlProblem(input.url, this.config.WEBHOOK_ALLOW_PRIVATE_URLS);
    if (problem) throw badRequest(problem);
    if ((await this.em.count(Webhook, { userId })) >= MAX_WEBHOOKS_PER_USER) {
      throw conflict(`webhook limit reached: at most ${MAX_WEBHOOKS_PER_USER} per user; delete one first`);
    }
    const secret = generateWebhookSecret();
    const webhook = this.em.create(Webhook, { userId, url: input.url, events: [...new Set(input.events ?? [])], secret, active: true, createdAt: new Date() });
    await this.em.persistAndFlush(webhook);
    return { ...mapWebhook(webhook), secret };
  }

  async list(userId: string, query: PageQueryDto): Promise<Page<WebhookDto>> {
    return keysetPage(
      query,
      (after, take) => this.em.find(Webhook, { userId, ...keysetFilter(after) }, { orderBy: KEYSET_ORDER, limit: take }),
      (row) => ({ at: row.createdAt, id: row.id }),
      mapWebhook,
    );
  }

  async get(userId: string, id: string): Promise<WebhookDto> {
    return mapWebhook(await this.owned(userId, id));
  }

  /** Deleting cascades to the delivery rows, so queued jobs and pending retries find nothing to send. */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(Webhook, { id, userId });
    if (deleted === 0) throw notFound('webhook');
  }

  async listDeliveries(userId: string, webhookId: string, query: PageQueryDto): Promise<Page<WebhookDeliveryDto>> {
    await this.owned(userId, webhookId);
    return keysetPage(
      query,
      (after, take) => this.em.find(WebhookDelivery, { webhookId, ...keysetFilter(after) }, { orderBy: KEYSET_ORDER, limit: take }),
      (row) => ({ at: row.createdAt, id: row.id }),
      mapDelivery,
    );
  }

  /** Sends the same event (same id, same body) again now, with a fresh retry schedule. */
  async resend(userId: string, webhookId: string, deliveryId: string): Promise<WebhookDeliveryDto> {
    await this.owned(userId, webhookId);
    const delivery = await this.em.findOne(WebhookDelivery, { id: deliveryId, webhookId });
    if (!delivery) throw notFound('delivery');
    const before = { status: delivery.status, nextAttemptAt: delivery.nextAttemptAt };
    delivery.status = 'pending';
    delivery.nextAttemptAt = new Date();
    await this.em.flush();
    const jobId = `${deliveryJobId(webhookId, delivery.eventId)}_resend_${Date.now()}`;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.add(DELIVER_JOB, { webhookId, eventId: delivery.eventId }, deliveryJobOptions(jobId, this.config.WEBHOOK_MAX_ATTEMPTS)),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), RESEND_ENQUEUE_TIMEOUT_MS))),
      ]);
    } catch {
      Object.assign(delivery, before);
      await this.em.flush();
      throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'the delivery queue is unavailable; try again shortly');
    } finally {
      clearTimeout(timer);
    }
    return mapDelivery(delivery);
  }

  private async owned(userId: string, id: string): Promise<Webhook> {
    const webhook = await this.em.findOne(Webhook, { id, userId });
    if (!webhook) throw notFound('webhook');
    return webhook;
  }
}
