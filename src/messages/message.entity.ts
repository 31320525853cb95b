import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type MessageDirection = 'inbound' | 'outbound';
/** Outbound delivery status; null for inbound mail. */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';

@Entity({ tableName: 'messages' })
export class Message {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  inboxId!: string;

  @Property({ type: 'uuid', nullable: true })
  threadId: string | null = null;

  @Property({ type: 'text' })
  direction!: MessageDirection;

  /** Sender address (header From, address part). */
  @Property({ type: 'text', fieldName: 'from' })
  from!: string;

  /** Recipient address(es) as a comma-separated list of addresses. */
  @Property({ type: 'text', fieldName: 'to' })
  to!: string;

  @Property({ type: 'text', nullable: true })
  cc: string | null = null;

  @Property({ type: 'text', nullable: true })
  replyTo: string | null = null;

  @Property({ type: 'text' })
  subject: string = '';

  @Property({ type: 'text' })
  bodyText: string = '';

  @Property({ type: 'text', lazy: true })
  bodyHtml: string = '';

  /** RFC 5322 Message-ID, with angle brackets. */
  @Property({ type: 'text', nullable: true })
  messageIdHeader: string | null = null;

  @Property({ type: 'text', nullable: true })
  inReplyTo: string | null = null;

  @Property({ type: 'array', columnType: 'text[]', fieldName: 'references' })
  references: string[] = [];

  /** SMTP MAIL FROM of inbound mail. */
  @Property({ type: 'text', nullable: true })
  envelopeFrom: string | null = null;

  @Property({ type: 'integer' })
  sizeBytes: number = 0;

  @Property({ type: 'integer' })
  attachmentCount: number = 0;

  @Property({ type: 'text', nullable: true })
  status: DeliveryStatus | null = null;

  @Property({ type: 'text', nullable: true })
  statusReason: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
