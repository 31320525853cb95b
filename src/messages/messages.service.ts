import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { badRequest, DomainError, ErrorCode, notFound } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { isUuid } from '../common/http/uuid';
import { decodeCursor, PageQueryDto, pageSize, toPage } from '../common/pagination/pagination';
import { InboxAccess, keysetBefore, keysetOrder, LIVE_INBOX_SQL, requireInbox } from '../inboxes/inbox-access';
import { extractVerificationCode } from './code-extraction/extract-verification-code';
import { AttachmentDto, MessageDto, MessageSummaryDto, VerificationCodeDto, WaitQueryDto } from './dto/message.dto';
import type { LongPoll } from './long-poll.decorator';
import { NewMessageBus } from './new-message-bus';

interface MessageRow {
  id: string;
  inbox_id: string;
  thread_id: string | null;
  direction: 'inbound' | 'outbound';
  from: string;
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
  status: string | null;
  status_reason: string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
}

interface AttachmentRow {
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

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

const SUMMARY_COLUMNS = `id, inbox_id, thread_id, direction, "from", "to", subject, body_text, attachment_count, created_at`;
const FULL_COLUMNS = `id, inbox_id, thread_id, direction, "from", "to", cc, reply_to, subject, body_text, body_html, message_id_header,
  in_reply_to, "references", attachment_count, status, status_reason, sent_at, created_at`;
const FULL_COLUMNS_M = FULL_COLUMNS.split(',').map((column) => `m.${column.trim()}`).join(', ');

export function mapMessageSummary(row: MessageRow): MessageSummaryDto {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    thread_id: row.thread_id,
    direction: row.direction,
    from: row.from,
    to: row.to,
    subject: row.subject,
    body_text: row.body_text,
    attachment_count: Number(row.attachment_count),
    created_at: iso(row.created_at),
  };
}

export function mapMessage(row: MessageRow, attachments: AttachmentRow[]): MessageDto {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    thread_id: row.thread_id,
    direction: row.direction,
    from: row.from,
    to: row.to,
    cc: row.cc,
    reply_to: row.reply_to,
    subject: row.subject,
    body_text: row.body_text,
    body_html: row.body_html ?? '',
    message_id: row.message_id_header,
    in_reply_to: row.in_reply_to,
    references: row.references ?? [],
    attachments: attachments.map((a) => ({ id: a.id, filename: a.filename, content_type: a.content_type, size: Number(a.size_bytes) }) satisfies AttachmentDto),
    status: row.status,
    status_reason: row.status_reason,
    sent_at: isoOrNull(row.sent_at),
    created_at: iso(row.created_at),
  };
}

/** Where "new" starts for `since`: a point in time, optionally tie-broken by a message id. */
interface SincePosition {
  at: Date;
  id: string | null;
}

/** Another node (or this one, restarted) can take the repeated request almost at once. */
const SHUTDOWN_RETRY_AFTER_SECONDS = 1;

/**
 * The read side of messages: listing, reading, deleting, raw MIME and attachments, and the
 * long-polling `latest` / `code` answers that agents wait on.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly bus: NewMessageBus,
  ) {}

  async list(access: InboxAccess, query: PageQueryDto): Promise<Page<MessageSummaryDto>> {
    const inboxId = await requireInbox(this.em, access);
    return this.listPage(inboxId, query);
  }

  /** One page of an inbox's messages, newest first (the caller has checked access). */
  async listPage(inboxId: string, query: PageQueryDto): Promise<Page<MessageSummaryDto>> {
    const limit = pageSize(query);
    const cursor = decodeCursor(query.cursor);
    const params: unknown[] = [inboxId];
    let where = `inbox_id = ?`;
    if (cursor) {
      where += ` and ${keysetBefore('created_at', 'id')}`;
      params.push(cursor.at, cursor.id);
    }
    params.push(limit + 1);
    const rows = await this.em.execute<MessageRow[]>(
      `select ${SUMMARY_COLUMNS} from messages where ${where} order by ${keysetOrder('created_at', 'id')} limit ?`,
      params,
    );
    const page = toPage(rows, limit, (row) => ({ at: new Date(row.created_at), id: row.id }));
    return new Page(page.items.map(mapMessageSummary), page.nextCursor);
  }

  async get(access: InboxAccess, messageId: string): Promise<MessageDto> {
    const inboxId = await requireInbox(this.em, access);
    const row = await this.findFull(inboxId, messageId);
    if (!row) throw notFound('message');
    return this.withAttachments(row);
  }

  /**
   * The newest inbound message (after `since`), waiting up to `wait` seconds for one to arrive.
   * 404 when there is none by then.
   */
  async latest(access: InboxAccess, query: WaitQueryDto, poll?: LongPoll): Promise<MessageDto> {
    const inboxId = await requireInbox(this.em, access);
    const since = await this.resolveSince(inboxId, query.since);
    const row = await this.awaitInbound(inboxId, since, query.wait ?? 0, poll?.signal, () => true);
    if (!row) throw this.nothingNew(query, poll);
    return this.withAttachments(row);
  }

  /**
   * The verification code (or confirmation link) of the latest inbound message. With `wait`,
   * holds until a message carrying a code arrives; messages without one do not end the wait.
   */
  async code(access: InboxAccess, query: WaitQueryDto, poll?: LongPoll): Promise<VerificationCodeDto> {
    const inboxId = await requireInbox(this.em, access);
    const since = await this.resolveSince(inboxId, query.since);
    let sawMessage = false;
    let found: VerificationCodeDto | null = null;
    await this.awaitInbound(inboxId, since, query.wait ?? 0, poll?.signal, (row) => {
      sawMessage = true;
      const extracted = extractVerificationCode({ subject: row.subject, text: row.body_text, html: row.body_html ?? '' });
      if (extracted) found = { code: extracted.code, text: extracted.text, kind: extracted.kind, message_id: row.id };
      return Boolean(extracted);
    });
    if (found) return found;
    if (sawMessage && !this.cutShort(query)) throw notFoundError('no verification code found in the latest message');
    throw this.nothingNew(query, poll);
  }

  async remove(access: InboxAccess, messageId: string): Promise<void> {
    const inboxId = await requireInbox(this.em, access);
    await this.em.transactional(async (tx) => {
      const deleted = await tx.execute<{ thread_id: string | null }[]>(`delete from messages where id = ? and inbox_id = ? returning thread_id`, [
        messageId,
        inboxId,
      ]);
      if (!deleted.length) throw notFound('message');
      const threadId = deleted[0]!.thread_id;
      if (!threadId) return;
      // Recount from the rows rather than decrementing, so a concurrent insert into the thread cannot skew it.
      await tx.execute(`select id from threads where id = ? for update`, [threadId]);
      await tx.execute(
        `update threads set msg_count = s.n, last_at = coalesce(s.last_at, threads.last_at)
         from (select count(*)::int as n, max(created_at) as last_at from messages where thread_id = ?) s
         where threads.id = ?`,
        [threadId, threadId],
      );
      await tx.execute(`delete from threads where id = ? and msg_count = 0`, [threadId]);
    });
  }

  async raw(access: InboxAccess, messageId: string): Promise<Buffer> {
    const inboxId = await requireInbox(this.em, access);
    const rows = await this.em.execute<{ raw: Buffer | null; found: string }[]>(
      `select m.id as found, r.raw from messages m left join message_raw r on r.message_id = m.id where m.id = ? and m.inbox_id = ?`,
      [messageId, inboxId],
    );
    const row = rows[0];
    if (!row) throw notFound('message');
    if (!row.raw) throw notFound('raw source of this message');
    return row.raw;
  }

  async attachment(access: InboxAccess, messageId: string, attachmentId: string): Promise<AttachmentContent> {
    const inboxId = await requireInbox(this.em, access);
    const rows = await this.em.execute<{ filename: string | null; content_type: string; content: Buffer }[]>(
      `select a.filename, a.content_type, a.content from attachments a join messages m on m.id = a.message_id
       where a.id = ? and a.message_id = ? and m.inbox_id = ?`,
      [attachmentId, messageId, inboxId],
    );
    const row = rows[0];
    if (!row) throw notFound('attachment');
    return { filename: row.filename, contentType: row.content_type, content: row.content };
  }

  /** A wait ended early by shutdown rather than by its deadline. */
  private cutShort(query: WaitQueryDto): boolean {
    return (query.wait ?? 0) > 0 && this.bus.isStopping;
  }

  private nothingNew(query: WaitQueryDto, poll?: LongPoll): DomainError {
    const wait = query.wait ?? 0;
    if (this.cutShort(query)) {
      // Tell the client to ask again (another node, or this one restarted), on a new connection.
      poll?.endConnection();
      return new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'server is shutting down; repeat the request', undefined, SHUTDOWN_RETRY_AFTER_SECONDS);
    }
    if (wait > 0) return notFoundError(`no new message within ${wait} s`);
    return notFoundError(query.since ? 'no new message since the given point' : 'no messages yet');
  }

  private async findFull(inboxId: string, messageId: string): Promise<MessageRow | null> {
    const rows = await this.em.execute<MessageRow[]>(`select ${FULL_COLUMNS} from messages where id = ? and inbox_id = ?`, [messageId, inboxId]);
    return rows[0] ?? null;
  }

  private async withAttachments(row: MessageRow): Promise<MessageDto> {
    const attachments = await this.em.execute<AttachmentRow[]>(
      `select id, filename, content_type, size_bytes from attachments where message_id = ? order by created_at, id`,
      [row.id],
    );
    return mapMessage(row, attachments);
  }

  /** `since` as a point in time: an ISO timestamp, or a message of this inbox (strictly after it). */
  private async resolveSince(inboxId: string, since: string | undefined): Promise<SincePosition | null> {
    if (since === undefined || since === '') return null;
    if (isUuid(since)) {
      const rows = await this.em.execute<{ created_at: Date | string }[]>(`select created_at from messages where id = ? and inbox_id = ?`, [since, inboxId]);
      if (!rows.length) throw badRequest('since names no message of this inbox; pass an ISO 8601 timestamp or a message id of this inbox');
      return { at: new Date(rows[0]!.created_at), id: since };
    }
    // Full ISO 8601 date-time only: a bare number or date would be read in surprising ways.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(since)) {
      throw badRequest('since must be an ISO 8601 timestamp with a time zone (such as 2026-11-21T19:40:00Z) or a message id of this inbox');
    }
    const at = new Date(since);
    if (Number.isNaN(at.getTime())) throw badRequest('since is not a valid timestamp');
    return { at, id: null };
  }

  /**
   * Returns the newest inbound message after `since` that `accept`s, waiting for new mail until
   * `waitSeconds` run out. The watch is registered before each database look, so a message
   * committed in between still wakes us (no lost wake-ups, no polling).
   */
  private async awaitInbound(
    inboxId: string,
    since: SincePosition | null,
    waitSeconds: number,
    signal: AbortSignal | undefined,
    accept: (row: MessageRow) => boolean,
  ): Promise<MessageRow | null> {
    const deadline = Date.now() + waitSeconds * 1000;
    const watch = waitSeconds > 0 ? this.bus.watch(inboxId) : null;
    try {
      for (;;) {
        const row = await this.newestInbound(inboxId, since);
        if (row && accept(row)) return row;
        if (!watch || watch.isClosed || signal?.aborted) return null;
        const woken = await watch.next(deadline, signal);
        if (!woken) {
          // Deadline, disconnect or shutdown: one last look, then give up.
          const last = signal?.aborted ? null : await this.newestInbound(inboxId, since);
          return last && accept(last) ? last : null;
        }
      }
    } finally {
      watch?.close();
    }
  }

  /**
   * The newest inbound message after `since`, or null. Throws 404 when the inbox itself is gone
   * (deleted or expired, also in the middle of a wait).
   */
  private async newestInbound(inboxId: string, since: SincePosition | null): Promise<MessageRow | null> {
    const params: unknown[] = [];
    let after = '';
    if (since?.id) {
      after = ` and (m.created_at, m.id) > (select created_at, id from messages where id = ?)`;
      params.push(since.id);
    } else if (since) {
      after = ` and m.created_at > ?::timestamptz`;
      params.push(since.at);
    }
    params.push(inboxId);
    const rows = await this.em.execute<(MessageRow | { id: null })[]>(
      `select latest.* from inboxes i
       left join lateral (
         select ${FULL_COLUMNS_M} from messages m
         where m.inbox_id = i.id and m.direction = 'inbound'${after}
         order by m.created_at desc, m.id desc limit 1
       ) latest on true
       where i.id = ? and ${LIVE_INBOX_SQL.replace(/expires_at/g, 'i.expires_at')}`,
      params,
    );
    const row = rows[0];
    if (!row) throw notFound('inbox');
    return row.id === null ? null : (row as MessageRow);
  }
}

function notFoundError(message: string): DomainError {
  return new DomainError(ErrorCode.NOT_FOUND, message);
}

