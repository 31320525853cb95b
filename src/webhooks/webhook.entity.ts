import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'webhooks' })
export class Webhook {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  url!: string;

  /** Subscribed event types; empty means all. */
  @Property({ type: 'array', columnType: 'text[]' })
  events: string[] = [];

  /** `whsec_` HMAC secret (needed in clear to sign deliveries). */
  @Property({ type: 'text', lazy: true })
  secret!: string;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
