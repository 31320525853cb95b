import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'threads' })
export class Thread {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  inboxId!: string;

  /** Subject of the thread's first message, as sent. */
  @Property({ type: 'text' })
  subject!: string;

  /** Subject with Re:/Fwd:/AW:… chains stripped, case- and whitespace-folded: the matching key. */
  @Property({ type: 'text' })
  normalizedSubject!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastAt!: Date;

  @Property({ type: 'integer' })
  msgCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
