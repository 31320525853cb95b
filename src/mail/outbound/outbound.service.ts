import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { canonicalAddress } from '../../domains/domain-name';
import { badRequest, conflict, forbidden, notFound } from '../../common/errors/domain-error';
import { logQueueErrors } from '../../queue/queue-errors';
import { RateLimiter } from '../../redis/rate-limiter';
import { OutboundMessageDto, ReplyDto, SendMessageDto } from './dto/send.dto';
import { buildOutboundMime, messageIdFor, replyReferences, replySubject } from './outbound-mime';
import { OUTBOUND_QUEUE, OutboundJobData, outboundJobOptions } from './outbound-queue';
import { OutboundThreading } from './outbound-threading';
import { pgTextArray, Sql, sqlFor } from '../../database/sql';
import { inboxFullMessage, storedBytes } from '../../messages/inbox-storage';

/** How long a send waits for Redis before leaving the job to the recovery sweep. */
const ENQUEUE_TIMEOUT_MS = 2000;
const SIMPLE_ADDRESS = /^[^\s@<>(),;:"\\]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

interface SendingInbox {
  id: string;
  user_id: string;
  address: string;
  domain: string;
}

interface OutboundDraft {
  /** Display name for the From header (`"Name" <address>`), or null for the bare address. */
  fromName: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  inReplyTo: string | null;
  references: string[];
  /** Set for replies: the thread the reply belongs to. */
  threadId: string | null;
}

interface StoredRow {
  id: string;
  inbox_id: string;
  thread_id: string | null;
  from: string;
  from_name: string | null;
  to: string;
  subject: string;
  status: 'queued';
  message_id_header: string;
  created_at: Date;
}

export function mapOutbound(row: StoredRow): OutboundMessageDto {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    thread_id: row.thread_id,
    direction: 'outbound',
    from: row.from,
    from_name: row.from_name,
    to: row.to,
    subject: row.subject,
    status: row.status,
    message_id: row.message_id_header,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Normalises an address for the envelope and headers: domain as a lower-case A-label (what DNS and every MTA understand), local part as given. */
function normaliseAddress(address: string): string {
  return canonicalAddress(address);
}

/** A display name as given, whitespace collapsed; null when empty. */
function senderName(name: string | undefined): string | null {
  const collapsed = name?.replace(/\s+/g, ' ').trim();
  return collapsed ? collapsed : null;
}

/** The first plain address of a stored address list (`a@x, b@y`), if it is one we can send to. */
function firstAddress(list: string | null | undefined): string | null {
  const first = normaliseAddress((list ?? '').split(',')[0]?.trim().replace(/^<|>$/g, '') ?? '');
  return SIMPLE_ADDRESS.test(first) && first.length <= 254 ? first : null;
}

/**
 * Sending and replying: checks the inbox may send, stores the message with its MIME and thread in
 * one transaction as `queued`, then hands it to the delivery queue. Delivery itself happens in
 * OutboundDeliveryService (worker role).
 */
@Injectable()
export class OutboundService {
  private readonly logger = new Logger(OutboundService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly threading: OutboundThreading,
    @InjectQueue(OUTBOUND_QUEUE) private readonly queue: Queue<OutboundJobData>,
    private readonly limiter: RateLimiter,
  ) {
    logQueueErrors(queue);
  }

  async send(userId: string, inboxId: string, input: SendMessageDto): Promise<OutboundMessageDto> {
    const inbox = await this.sendingInbox(userId, inboxId);
    return this.store(inbox, {
      fromName: senderName(input.from_name),
      to: normaliseAddress(input.to),
      subject: input.subject,
      text: input.body,
      html: input.html || null,
      inReplyTo: null,
      references: [],
      threadId: null,
    });
  }

  /** Replies to the last inbound message of the thread, at its Reply-To or else its From. */
  async reply(userId: string, inboxId: string, threadId: string, input: ReplyDto): Promise<OutboundMessageDto> {
    const inbox = await this.sendingInbox(userId, inboxId);
    const sql = sqlFor(this.em);
    const [thread] = await sql<{ id: string; subject: string }>(`select id, subject from threads where id = $1 and inbox_id = $2`, [threadId, inbox.id]);
    if (!thread) throw notFound('thread');
    const [parent] = await sql<{ from: string; reply_to: string | null; subject: string; message_id_header: string | null; references: string[] | null }>(
      `select "from", reply_to, subject, message_id_header, "references" from messages
        where thread_id = $1 and inbox_id = $2 and direction = 'inbound'
        order by created_at desc, id desc limit 1`,
      [thread.id, inbox.id],
    );
    if (!parent) throw badRequest('nothing to reply to: the thread has no inbound message');
    const to = firstAddress(parent.reply_to) ?? firstAddress(parent.from);
    if (!to) throw badRequest('nothing to reply to: the last inbound message has no usable sender address');
    return this.store(inbox, {
      fromName: senderName(input.from_name),
      to,
      subject: replySubject(parent.subject || thread.subject),
      text: input.body,
      html: input.html || null,
      inReplyTo: parent.message_id_header,
      references: replyReferences(parent.references ?? [], parent.message_id_header),
      threadId: thread.id,
    });
  }

  /** The caller's live persistent inbox; anyone else's (or an expired one) does not exist for them. */
  private async sendingInbox(userId: string, inboxId: string): Promise<SendingInbox> {
    const [inbox] = await sqlFor(this.em)<SendingInbox & { type: string; expired: boolean }>(
      `select id, user_id, address, domain, type, (expires_at is not null and expires_at <= now()) as expired from inboxes where id = $1`,
      [inboxId],
    );
    if (!inbox || inbox.user_id !== userId || inbox.expired) throw notFound('inbox');
    if (inbox.type !== 'persistent') throw forbidden('only persistent inboxes can send');
    return inbox;
  }

  private async store(inbox: SendingInbox, draft: OutboundDraft): Promise<OutboundMessageDto> {
    if (this.config.MAX_INBOX_BYTES > 0 && (await storedBytes(sqlFor(this.em), inbox.id)) >= this.config.MAX_INBOX_BYTES) {
      throw conflict(inboxFullMessage(this.config.MAX_INBOX_BYTES));
    }
    // Counted only for messages that pass every check, before anything is stored or queued.
    const limit = this.config.SEND_RATE_LIMIT;
    await this.limiter.consume(`send:${inbox.user_id}`, limit, 60, (retry) => `at most ${limit} messages per minute per account; retry in ${retry} s`);
    const id = randomUUID();
    const messageIdHeader = messageIdFor(id, inbox.domain);
    const at = new Date();
    const raw = await buildOutboundMime({
      from: inbox.address,
      fromName: draft.fromName,
      to: draft.to,
      subject: draft.subject,
      text: draft.text,
      html: draft.html,
      messageId: messageIdHeader,
      date: at,
      inReplyTo: draft.inReplyTo,
      references: draft.references,
    });

    const row = await this.em.transactional(async (tx) => {
      const sql: Sql = sqlFor(tx);
      const threadId = await this.threading.assign(sql, {
        inboxId: inbox.id,
        threadId: draft.threadId,
        inReplyTo: draft.inReplyTo,
        references: draft.references,
        subject: draft.subject,
        at,
      });
      const [stored] = await sql<StoredRow>(
        `insert into messages (id, inbox_id, thread_id, direction, "from", "to", subject, body_text, body_html,
                               message_id_header, in_reply_to, "references", size_bytes, status, created_at, auth_status, from_name)
         values ($1, $2, $3, 'outbound', $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, 'queued', $13, null, $14)
         returning id, inbox_id, thread_id, "from", from_name, "to", subject, status, message_id_header, created_at`,
        [id, inbox.id, threadId, inbox.address, draft.to, draft.subject, draft.text, draft.html ?? '', messageIdHeader, draft.inReplyTo, pgTextArray(draft.references), raw.length, at, draft.fromName],
      );
      await sql(`insert into message_raw (message_id, raw) values ($1, $2)`, [id, raw]);
      return stored!;
    });

    await this.enqueue(id);
    return mapOutbound(row);
  }

  /**
   * After commit, so the worker always finds the row. Redis being down does not fail the send:
   * the message stays `queued` and the recovery sweep enqueues it later.
   */
  async enqueue(messageId: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.add('deliver', { v: 1, messageId }, outboundJobOptions(this.config, messageId)),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch (error) {
      this.logger.warn(`outbound message ${messageId} stays queued for the recovery sweep: ${(error as Error).message}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
