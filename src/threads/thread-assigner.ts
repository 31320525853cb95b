import { Injectable } from '@nestjs/common';
import { normaliseSubject, replyCandidates } from './threading';

/** Runs one parameterised statement (`$1…$n`) inside the caller's transaction and returns its rows. */
export type QueryFn = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface ThreadAssignment {
  inboxId: string;
  /** The stored message to attach (its `thread_id` is set in the same call); null to only pick the thread. */
  messageId?: string | null;
  /** This message's own Message-ID (not used for matching; kept for symmetry with the row). */
  messageIdHeader?: string | null;
  inReplyTo: string | null;
  references: readonly string[];
  subject: string;
  at: Date;
}

/**
 * Puts a message into a thread of its inbox inside the caller's transaction, in one round trip
 * (the SQL function `assign_thread`, migration 20261121194500): the thread of the message named
 * by In-Reply-To / References (newest first), else the latest thread with the same normalised
 * subject, else a new thread. Counts and `last_at` are updated atomically. Mails without a usable
 * subject only join through their reply chain.
 */
@Injectable()
export class ThreadAssigner {
  async assign(query: QueryFn, input: ThreadAssignment): Promise<string> {
    const refs = replyCandidates(input.inReplyTo, input.references);
    const rows = await query<{ thread_id: string }>(
      `select assign_thread($1::uuid, $2::uuid, $3::text[], $4, $5, $6) as thread_id`,
      [input.messageId ?? null, input.inboxId, toTextArrayLiteral(refs), normaliseSubject(input.subject), input.subject ?? '', input.at],
    );
    return rows[0]!.thread_id;
  }
}

export interface BatchThreadAssignment extends ThreadAssignment {
  messageId: string;
}

/**
 * `assign` for many stored messages in one round trip (SQL `assign_threads`), in the given order;
 * callers sort by (inbox, normalised subject) so concurrent batches take locks in the same order.
 * Returns message id → thread id.
 */
export async function assignThreadsBatch(query: QueryFn, items: readonly BatchThreadAssignment[]): Promise<Map<string, string>> {
  if (!items.length) return new Map();
  const rows = await query<{ message_id: string; thread_id: string }>(
    `select message_id, thread_id from assign_threads($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6)`,
    [
      items.map((i) => i.messageId),
      items.map((i) => i.inboxId),
      // Message-IDs never contain spaces (parseMessageIdList splits on them).
      items.map((i) => replyCandidates(i.inReplyTo, i.references).join(' ')),
      items.map((i) => normaliseSubject(i.subject)),
      items.map((i) => i.subject ?? ''),
      items[0]!.at,
    ],
  );
  return new Map(rows.map((r) => [r.message_id, r.thread_id]));
}

/** A text[] literal, so the call works with drivers that expand JS arrays (MikroORM) and with pg alike. */
export function toTextArrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
