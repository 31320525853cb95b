import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The message exactly as received or sent (RFC 5322), kept apart so listings never load it. */
@Entity({ tableName: 'message_raw' })
export class MessageRaw {
  @PrimaryKey({ type: 'uuid' })
  messageId!: string;

  @Property({ type: 'blob' })
  raw!: Buffer;
}
