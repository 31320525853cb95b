import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { EventPayload, EventType } from './event-types';

/** An event written in the same transaction as the change that caused it; the relay delivers it. */
@Entity({ tableName: 'outbox_events' })
export class OutboxEvent {
  /** The event id: `X-Webhook-Id` on every delivery and retry. */
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  type!: EventType;

  /** Owner whose webhooks receive it; null for ownerless (public temporary) inboxes. */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  inboxId: string | null = null;

  @Property({ type: 'json' })
  payload!: EventPayload;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  dispatchedAt: Date | null = null;
}
