import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InboxAccess, requireInbox } from '../common/access/inbox-access';
import { badRequest, DomainError, ErrorCode, notFound } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { isUuid } from '../common/http/uuid';
import { keysetPage, PageQueryDto } from '../common/pagination/pagination';
import { Extraction, extractCandidates, extractVerificationCode, extractWithPattern } from './code-extraction/extract-verification-code';
import { compileUserPattern, UserPattern, UserPatternError } from './code-extraction/user-pattern';
import { AttachmentDto, CodeQueryDto, MessageDto, MessageListQueryDto, MessagePreviewDto, MessageSummaryDto, PREVIEW_CHARS, VerificationCodeDto, WaitQueryDto } from './dto/message.dto';
import { authenticationOf, replyTextOf, SenderFilter, senderFilterSql } from './message-verdicts';
import type { LongPoll } from './long-poll.decorator';
import { AttachmentContent, AttachmentRow, MessageCondition, MessageRow, MessagesRepository, SincePosition } from './messages.repository';
import { NewMessageBus } from './new-message-bus';

export type { AttachmentContent } from './messages.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

export function mapMessageSummary(row: MessageRow): MessageSummaryDto {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    thread_id: row.thread_id,
    direction: row.direction,
    from: row.from,
    from_name: row.from_name,
    to: row.to,
    subject: row.subject,
    body_text: row.body_text,
    reply_text: replyTextOf(row),
    authentication: authenticationOf(row),
    attachment_count: Number(row.attachment_count),
    created_at: iso(row.created_at),
  };
}

export function mapMessagePreview(row: MessageRow): MessagePreviewDto {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    thread_id: row.thread_id,
    direction: row.direction,
    from: row.from,
    from_name: row.from_name,
    to: row.to,
    subject: row.subject,
    preview: (row.preview ?? '').trim().slice(0, PREVIEW_CHARS),
    attachment_count: Number(row.attachment_count),
    created_at: iso(row.created_at),
  };
}

export function mapMessage(row: MessageRow, attachments: AttachmentRow[]): MessageDto {
  const { attachment_count: _count, ...summary } = mapMessageSummary(row);
  return {
    ...summary,
    cc: row.cc,
    reply_to: row.reply_to,
    body_html: row.body_html ?? '',
    message_id: row.message_id_header,
    in_reply_to: row.in_reply_to,
    references: row.references ?? [],
    attachments: attachments.map((a) => ({ id: a.id, filename: a.filename, content_type: a.content_type, size: Number(a.size_bytes) }) satisfies AttachmentDto),
    attachments_truncated: Number(row.skipped_parts ?? 0) > 0,
    skipped_parts: Number(row.skipped_parts ?? 0),
    status: row.status,
    status_reason: row.status_reason,
    sent_at: isoOrNull(row.sent_at),
    verification: verificationOf(row),
  };
}

/** The code or link a reader of this message would type or open (the code endpoint's answer for it). */
function verificationOf(row: MessageRow): MessageDto['verification'] {
  if (row.direction !== 'inbound') return null;
  const found = extractVerificationCode({ subject: row.subject, text: row.body_text, html: row.body_html ?? '' });
  return found ? { code: found.code, text: found.text, kind: found.kind } : null;
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
    private readonly messages: MessagesRepository,
    private readonly bus: NewMessageBus,
  ) {}

  list(access: InboxAccess, query: PageQueryDto): Promise<Page<MessageSummaryDto>>;
  list(access: InboxAccess, query: MessageListQueryDto): Promise<Page<MessageSummaryDto | MessagePreviewDto>>;
  async list(access: InboxAccess, query: MessageListQueryDto): Promise<Page<MessageSummaryDto | MessagePreviewDto>> {
    const inboxId = await requireInbox(this.em, access);
    return this.listPage(inboxId, query);
  }

  /** One page of an inbox's messages, newest first (the caller has checked access); `format=summary` gives previews instead of bodies. */
  listPage(inboxId: string, query: PageQueryDto & SenderFilter): Promise<Page<MessageSummaryDto>>;
  listPage(inboxId: string, query: MessageListQueryDto): Promise<Page<MessageSummaryDto | MessagePreviewDto>>;
  async listPage(inboxId: string, query: MessageListQueryDto): Promise<Page<MessageSummaryDto | MessagePreviewDto>> {
    const condition = senderFilterSql(query);
    const position = (row: MessageRow) => ({ at: new Date(row.created_at), id: row.id });
    if (query.format === 'summary') {
      return keysetPage<MessageRow, MessageSummaryDto | MessagePreviewDto>(query, (after, take) => this.messages.listPreviews(inboxId, after, take, PREVIEW_CHARS, condition), position, mapMessagePreview);
    }
    return keysetPage<MessageRow, MessageSummaryDto | MessagePreviewDto>(query, (after, take) => this.messages.listSummaries(inboxId, after, take, condition), position, mapMessageSummary);
  }

  async get(access: InboxAccess, messageId: string): Promise<MessageDto> {
    const inboxId = await requireInbox(this.em, access);
    const row = await this.messages.findFull(inboxId, messageId);
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
    const row = await this.awaitInbound(inboxId, since, query, poll?.signal, () => true);
    if (!row) throw this.nothingNew(query, poll);
    return this.withAttachments(row);
  }

  /**
   * The verification code (or confirmation link) of the latest inbound message. With `wait`,
   * holds until a message carrying a code arrives; messages without one do not end the wait.
   */
  async code(access: InboxAccess, query: CodeQueryDto, poll?: LongPoll): Promise<VerificationCodeDto> {
    const pattern = query.pattern === undefined ? null : userPattern(query.pattern);
    const inboxId = await requireInbox(this.em, access);
    const since = await this.resolveSince(inboxId, query.since);
    let sawMessage = false;
    let found: VerificationCodeDto | null = null;
    let patternProblem: UserPatternError | null = null;
    await this.awaitInbound(inboxId, since, query, poll?.signal, (row) => {
      sawMessage = true;
      const source = { subject: row.subject, text: row.body_text, html: row.body_html ?? '' };
      let extraction: Extraction;
      try {
        extraction = pattern ? extractWithPattern(source, pattern, { kind: query.kind }) : extractCandidates(source, { kind: query.kind });
      } catch (error) {
        if (!(error instanceof UserPatternError)) throw error;
        patternProblem = error;
        return true;
      }
      if (extraction.best) found = toVerificationCodeDto(extraction, row.id);
      return Boolean(extraction.best);
    });
    if (patternProblem) throw badRequest((patternProblem as UserPatternError).message);
    if (found) return found;
    if (sawMessage && !this.cutShort(query)) throw notFoundError('no verification code found in the latest message');
    throw this.nothingNew(query, poll);
  }

  async remove(access: InboxAccess, messageId: string): Promise<void> {
    const inboxId = await requireInbox(this.em, access);
    if (!(await this.messages.deleteWithThreadRecount(inboxId, messageId))) throw notFound('message');
  }

  async raw(access: InboxAccess, messageId: string): Promise<Buffer> {
    const inboxId = await requireInbox(this.em, access);
    const raw = await this.messages.rawSource(inboxId, messageId);
    if (raw === undefined) throw notFound('message');
    if (!raw) throw notFound('raw source of this message');
    return raw;
  }

  async attachment(access: InboxAccess, messageId: string, attachmentId: string): Promise<AttachmentContent> {
    const inboxId = await requireInbox(this.em, access);
    const content = await this.messages.attachmentContent(inboxId, messageId, attachmentId);
    if (!content) throw notFound('attachment');
    return content;
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

  private async withAttachments(row: MessageRow): Promise<MessageDto> {
    // Most mail has none: no second query on the read (and long-poll wake-up) path.
    return mapMessage(row, row.attachment_count ? await this.messages.attachmentsOf(row.id) : []);
  }

  /**
   * `since` as a point in time: a message of this inbox (strictly after it) or a timestamp. Its
   * form is checked by WaitQueryDto; only whether the message exists needs the database.
   */
  private async resolveSince(inboxId: string, since: string | undefined): Promise<SincePosition | null> {
    if (since === undefined || since === '') return null;
    if (!isUuid(since)) return { at: new Date(since), id: null };
    const at = await this.messages.createdAt(inboxId, since);
    if (!at) throw badRequest('since names no message of this inbox; pass an ISO 8601 timestamp or a message id of this inbox');
    return { at, id: since };
  }

  /**
   * Returns the newest inbound message after `since` that `accept`s, waiting for new mail until
   * `waitSeconds` run out. The watch is registered before each database look, so a message
   * committed in between still wakes us (no lost wake-ups, no polling).
   */
  private async awaitInbound(
    inboxId: string,
    since: SincePosition | null,
    query: WaitQueryDto,
    signal: AbortSignal | undefined,
    accept: (row: MessageRow) => boolean,
  ): Promise<MessageRow | null> {
    const waitSeconds = query.wait ?? 0;
    // Built before waiting: a bad from_domain is a 400 at once.
    const condition = senderFilterSql(query, 'm');
    const deadline = Date.now() + waitSeconds * 1000;
    const watch = waitSeconds > 0 ? this.bus.watch(inboxId) : null;
    try {
      for (;;) {
        const row = await this.newestInbound(inboxId, since, condition);
        if (row && accept(row)) return row;
        if (!watch || watch.isClosed || signal?.aborted) return null;
        const woken = await watch.next(deadline, signal);
        if (!woken) {
          // Deadline, disconnect or shutdown: one last look, then give up.
          const last = signal?.aborted ? null : await this.newestInbound(inboxId, since, condition);
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
  private async newestInbound(inboxId: string, since: SincePosition | null, condition: MessageCondition): Promise<MessageRow | null> {
    const row = await this.messages.newestInbound(inboxId, since, condition);
    if (row === 'inbox-gone') throw notFound('inbox');
    return row;
  }
}

function notFoundError(message: string): DomainError {
  return new DomainError(ErrorCode.NOT_FOUND, message);
}

/** Compiles the caller's `pattern=`; an unusable one is the caller's error (400). */
function userPattern(source: string): UserPattern {
  try {
    return compileUserPattern(source);
  } catch (error) {
    if (error instanceof UserPatternError) throw badRequest(error.message);
    throw error;
  }
}

function toVerificationCodeDto(extraction: Extraction, messageId: string): VerificationCodeDto {
  const best = extraction.best!;
  return {
    code: best.code,
    text: best.text,
    kind: best.kind,
    message_id: messageId,
    candidates: extraction.candidates.map(({ value, kind, score, accepted, source, snippet }) => ({ value, kind, score: Math.round(score * 100) / 100, accepted, source, snippet })),
  };
}
