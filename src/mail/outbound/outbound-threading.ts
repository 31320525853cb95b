import { Injectable } from '@nestjs/common';
import { ThreadAssigner } from '../../threads/thread-assigner';
import type { Sql } from '../../database/sql';

export interface OutboundThreadInput {
  inboxId: string;
  /** The thread a reply belongs to; null for a new message. */
  threadId: string | null;
  inReplyTo: string | null;
  references: string[];
  subject: string;
  at: Date;
}

/**
 * Puts an outbound message into a thread inside the sending transaction, with the same rule as
 * inbound mail (ThreadAssigner: reply chain, else same normalised subject, else a new thread).
 * A reply made through the thread endpoint stays in that thread even when its parent carried no
 * Message-ID, so the thread is named rather than looked up.
 */
@Injectable()
export class OutboundThreading {
  constructor(private readonly assigner: ThreadAssigner) {}

  async assign(sql: Sql, input: OutboundThreadInput): Promise<string> {
    if (input.threadId) {
      await sql(`update threads set msg_count = msg_count + 1, last_at = greatest(last_at, $2) where id = $1`, [input.threadId, input.at]);
      return input.threadId;
    }
    return this.assigner.assign(sql, {
      inboxId: input.inboxId,
      messageId: null,
      inReplyTo: input.inReplyTo,
      references: input.references,
      subject: input.subject,
      at: input.at,
    });
  }
}
