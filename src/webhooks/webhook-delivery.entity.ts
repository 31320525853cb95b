import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event for one webhook: its attempts so far and what happened last. */
@Entity({ tableName: 'webhook_deliveries' })
export class WebhookDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  webhookId!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'text' })
  eventType!: string;

  /** The exact JSON body that is POSTed (and signed) on every attempt. */
  @Property({ type: 'text', lazy: true })
  payload!: string;

  @Property({ type: 'text' })
  status: WebhookDeliveryStatus = 'pending';

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode: number | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'integer', nullable: true })
  lastDurationMs: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
