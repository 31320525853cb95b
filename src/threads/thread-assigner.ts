import { Injectable } from '@nestjs/common';
import { pgTextArray, Sql } from '../database/sql';
import { normaliseSubject, replyCandidates } from './threading';

export interface ThreadAssignment {
  inboxId: string;
  /** The stored message to attach (its `thread_id` is set in the same call); null to only pick the thread. */
  messageId?: string | null;
  inReplyTo: string | null;
  references: readonly string[];
  subject: string;
  at: Date;
}

/**
 * Puts a message into a thread of its inbox inside the caller's transaction, in one round trip
 * (the SQL function `assign_thread`, defined in src/database/functions.ts): the thread of the
 * message named by In-Reply-To / References (newest first), else the latest thread with the same
 * normalised subject, else a new thread. Counts and `last_at` are updated atomically. Mails
 * without a usable subject only join through their reply chain.
 */
@Injectable()
export class ThreadAssigner {
  async assign(sql: Sql, input: ThreadAssignment): Promise<string> {
    const refs = replyCandidates(input.inReplyTo, input.references);
    const rows = await sql<{ thread_id: string }>(
      `select assign_thread($1::uuid, $2::uuid, $3::text[], $4, $5, $6) as thread_id`,
      [input.messageId ?? null, input.inboxId, pgTextArray(refs), normaliseSubject(input.subject), input.subject ?? '', input.at],
    );
    return rows[0]!.thread_id;
  }
}
