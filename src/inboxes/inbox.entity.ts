import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type InboxType = 'temporary' | 'persistent';

@Entity({ tableName: 'inboxes' })
export class Inbox {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Owner; null for public temporary inboxes. */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  /** Full address, lower-cased; unique across the service. */
  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'text' })
  localPart!: string;

  @Property({ type: 'text' })
  domain!: string;

  /** Set when the inbox lives on a user's custom domain (deleted with it). */
  @Property({ type: 'uuid', nullable: true })
  domainId: string | null = null;

  @Property({ type: 'text' })
  type!: InboxType;

  /** Hex SHA-256 of the `temp_` token of a temporary inbox; the raw token is returned once. */
  @Property({ type: 'text', nullable: true, lazy: true })
  tokenHash: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
