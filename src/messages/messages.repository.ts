import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { liveInboxSql } from '../common/access/inbox-access';
import { KeysetPosition, keysetSql } from '../common/pagination/pagination';
import type { VerdictRow } from './message-verdicts';

export interface MessageRow extends VerdictRow {
  id: string;
  inbox_id: string;
  thread_id: string | null;
  direction: 'inbound' | 'outbound';
  from: string;
  from_name: string | null;
  to: string;
  cc: string | null;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html?: string;
  message_id_header: string | null;
  in_reply_to: string | null;
  references: string[] | null;
  attachment_count: number;
  /** Full rows only: MIME parts not stored as attachments. */
  skipped_parts?: number;
  /** Preview rows only: the start of body_text, whitespace collapsed. */
  preview?: string;
  status: string | null;
  status_reason: string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
}

export interface AttachmentRow {
  id: string;
  filename: string | null;
  content_type: string;
  size_bytes: number;
}

export interface AttachmentContent {
  filename: string | null;
  contentType: string;
  content: Buffer;
}

/** Where "new" starts for `since`: a point in time, optionally tie-broken by a message id. */
export interface SincePosition {
  at: Date;
  id: string | null;
}

/** Sender verdict and reply text (see message-verdicts.ts). */
const VERDICT_COLUMNS = ['auth_status', 'authentication', 'reply_text'];
const SUMMARY_COLUMNS = ['id', 'inbox_id', 'thread_id', 'direction', '"from"', 'from_name', '"to"', 'subject', 'body_text', 'attachment_count', 'created_at', ...VERDICT_COLUMNS];
const PREVIEW_BASE_COLUMNS = ['id', 'inbox_id', 'thread_id', 'direction', '"from"', 'from_name', '"to"', 'subject', 'attachment_count', 'created_at'];
const FULL_COLUMNS = [
  'id', 'inbox_id', 'thread_id', 'direction', '"from"', 'from_name', '"to"', 'cc', 'reply_to', 'subject', 'body_text', 'body_html', 'message_id_header',
  'in_reply_to', '"references"', 'attachment_count', 'skipped_parts', 'status', 'status_reason', 'sent_at', 'created_at', ...VERDICT_COLUMNS,
];

/** Extra conditions on messages (the sender filters): SQL with `?` parameters, starting with ` and`. */
export interface MessageCondition {
  sql: string;
  params: unknown[];
}

const NO_CONDITION: MessageCondition = { sql: '', params: [] };

/** A select list of `columns`, qualified by a table alias when given. */
function columnList(columns: readonly string[], alias?: string): string {
  return columns.map((column) => (alias ? `${alias}.${column}` : column)).join(', ');
}

/**
 * The queries on messages, attachments and raw sources; no rules (who may read what is decided
 * by MessagesService before any of these runs, by inbox id).
 */
@Injectable()
export class MessagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `take` summaries of an inbox, newest first, strictly before `after`. */
  listSummaries(inboxId: string, after: KeysetPosition | null, take: number, condition: MessageCondition = NO_CONDITION): Promise<MessageRow[]> {
    const keyset = keysetSql('created_at', after);
    return this.em.execute<MessageRow[]>(
      `select ${columnList(SUMMARY_COLUMNS)} from messages where inbox_id = ?${condition.sql}${keyset.and} order by ${keyset.orderBy} limit ?`,
      [inboxId, ...condition.params, ...keyset.params, take],
    );
  }

  /**
   * Like `listSummaries`, with `preview` (the first `chars` characters of body_text, whitespace
   * collapsed) instead of the body. The body is cut in SQL first, so large bodies never leave the
   * database.
   */
  listPreviews(inboxId: string, after: KeysetPosition | null, take: number, chars: number, condition: MessageCondition = NO_CONDITION): Promise<MessageRow[]> {
    const keyset = keysetSql('created_at', after);
    const preview = `left(regexp_replace(left(body_text, ${chars * 4}), '\\s+', ' ', 'g'), ${chars + 1}) as preview`;
    return this.em.execute<MessageRow[]>(
      `select ${columnList(PREVIEW_BASE_COLUMNS)}, ${preview} from messages where inbox_id = ?${condition.sql}${keyset.and} order by ${keyset.orderBy} limit ?`,
      [inboxId, ...condition.params, ...keyset.params, take],
    );
  }

  async findFull(inboxId: string, messageId: string): Promise<MessageRow | null> {
    const rows = await this.em.execute<MessageRow[]>(`select ${columnList(FULL_COLUMNS)} from messages where id = ? and inbox_id = ?`, [messageId, inboxId]);
    return rows[0] ?? null;
  }

  attachmentsOf(messageId: string): Promise<AttachmentRow[]> {
    return this.em.execute<AttachmentRow[]>(`select id, filename, content_type, size_bytes from attachments where message_id = ? order by created_at, id`, [messageId]);
  }

  /**
   * Deletes the message and brings its thread up to date (removed when empty) in one
   * transaction. Returns false when the inbox holds no such message.
   */
  async deleteWithThreadRecount(inboxId: string, messageId: string): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const deleted = await tx.execute<{ thread_id: string | null }[]>(`delete from messages where id = ? and inbox_id = ? returning thread_id`, [messageId, inboxId]);
      if (!deleted.length) return false;
      const threadId = deleted[0]!.thread_id;
      if (!threadId) return true;
      // Recount from the rows rather than decrementing, so a concurrent insert into the thread cannot skew it.
      await tx.execute(`select id from threads where id = ? for update`, [threadId]);
      await tx.execute(
        `update threads set msg_count = s.n, last_at = coalesce(s.last_at, threads.last_at)
         from (select count(*)::int as n, max(created_at) as last_at from messages where thread_id = ?) s
         where threads.id = ?`,
        [threadId, threadId],
      );
      await tx.execute(`delete from threads where id = ? and msg_count = 0`, [threadId]);
      return true;
    });
  }

  /** The stored MIME source: undefined when no such message, null when it has no raw source. */
  async rawSource(inboxId: string, messageId: string): Promise<Buffer | null | undefined> {
    const rows = await this.em.execute<{ raw: Buffer | null; found: string }[]>(
      `select m.id as found, r.raw from messages m left join message_raw r on r.message_id = m.id where m.id = ? and m.inbox_id = ?`,
      [messageId, inboxId],
    );
    const row = rows[0];
    return row ? row.raw : undefined;
  }

  async attachmentContent(inboxId: string, messageId: string, attachmentId: string): Promise<AttachmentContent | null> {
    const rows = await this.em.execute<{ filename: string | null; content_type: string; content: Buffer }[]>(
      `select a.filename, a.content_type, a.content from attachments a join messages m on m.id = a.message_id
       where a.id = ? and a.message_id = ? and m.inbox_id = ?`,
      [attachmentId, messageId, inboxId],
    );
    const row = rows[0];
    return row ? { filename: row.filename, contentType: row.content_type, content: row.content } : null;
  }

  /**
   * Up to `take` messages stored after (created_at, id), oldest first, as whole rows; 'inbox-gone'
   * when the inbox no longer exists (deleted or expired). What a follower of the inbox reads next.
   */
  async storedAfter(inboxId: string, after: { at: Date; id: string }, take: number): Promise<MessageRow[] | 'inbox-gone'> {
    const rows = await this.em.execute<(MessageRow | { id: null })[]>(
      `select m.* from inboxes i
       left join lateral (
         select ${columnList(FULL_COLUMNS, 'm')} from messages m
         where m.inbox_id = i.id and (m.created_at, m.id) > (?::timestamptz, ?::uuid)
         order by m.created_at, m.id limit ?
       ) m on true
       where i.id = ? and ${liveInboxSql('i')}`,
      [after.at, after.id, take, inboxId],
    );
    if (!rows.length) return 'inbox-gone';
    return rows.filter((row): row is MessageRow => row.id !== null);
  }

  /** When a message of this inbox was stored, or null when the inbox holds no such message. */
  async createdAt(inboxId: string, messageId: string): Promise<Date | null> {
    const rows = await this.em.execute<{ created_at: Date | string }[]>(`select created_at from messages where id = ? and inbox_id = ?`, [messageId, inboxId]);
    return rows.length ? new Date(rows[0]!.created_at) : null;
  }

  /**
   * The newest inbound message after `since`: the row, null when there is none, or 'inbox-gone'
   * when the inbox itself no longer exists (deleted or expired).
   */
  async newestInbound(inboxId: string, since: SincePosition | null, condition: MessageCondition = NO_CONDITION): Promise<MessageRow | null | 'inbox-gone'> {
    const since_ = afterSince(since);
    const after = `${condition.sql}${since_.after}`;
    const params = [...condition.params, ...since_.params];
    const rows = await this.em.execute<(MessageRow | { id: null })[]>(
      `select latest.* from inboxes i
       left join lateral (
         select ${columnList(FULL_COLUMNS, 'm')} from messages m
         where m.inbox_id = i.id and m.direction = 'inbound'${after}
         order by m.created_at desc, m.id desc limit 1
       ) latest on true
       where i.id = ? and ${liveInboxSql('i')}`,
      [...params, inboxId],
    );
    const row = rows[0];
    if (!row) return 'inbox-gone';
    return row.id === null ? null : (row as MessageRow);
  }
}

/** The condition on messages `m` for "after `since`", appended to a WHERE clause. */
function afterSince(since: SincePosition | null): { after: string; params: unknown[] } {
  if (since?.id) return { after: ` and (m.created_at, m.id) > (select created_at, id from messages where id = ?)`, params: [since.id] };
  if (since) return { after: ` and m.created_at > ?::timestamptz`, params: [since.at] };
  return { after: '', params: [] };
}
