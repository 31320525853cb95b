import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

@Entity({ tableName: 'api_keys' })
export class ApiKey {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  name!: string;

  /** The first characters of the raw key (`ak_` + 8), shown in listings so users can tell keys apart. */
  @Property({ type: 'text' })
  keyPrefix!: string;

  /** Hex SHA-256 of the raw key; the raw key itself is never stored. */
  @Property({ type: 'text' })
  keyHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsed: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
