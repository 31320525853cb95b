import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'attachments' })
export class Attachment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  messageId!: string;

  @Property({ type: 'text', nullable: true })
  filename: string | null = null;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'text', nullable: true })
  contentId: string | null = null;

  @Property({ type: 'text', nullable: true })
  disposition: string | null = null;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
