import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';

export interface FactoryAttachment {
  filename: string | null;
  contentType: string;
  content: Buffer;
}

export interface InboundMessageInput {
  inboxId: string;
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  createdAt?: Date;
  attachments?: FactoryAttachment[];
  /** Raw RFC 5322 source; one is composed from the fields when omitted. */
  raw?: string | Buffer;
  messageIdHeader?: string;
  inReplyTo?: string | null;
  /** Put the message in this thread; by default threads are matched on the normalised subject. */
  threadId?: string | null;
  direction?: 'inbound' | 'outbound';
}

export interface InsertedMessage {
  id: string;
  threadId: string | null;
  attachmentIds: string[];
  createdAt: Date;
}

const normalise = (subject: string) =>
  subject
    .replace(/^\s*((re|fwd?|aw|wg)\s*:\s*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Stores a realistic message (with thread, raw source and attachments) straight through SQL,
 * the way SMTP ingestion leaves it, so read-side tests do not depend on the SMTP server.
 */
export async function insertMessage(t: TestApp, input: InboundMessageInput): Promise<InsertedMessage> {
  const id = randomUUID();
  const createdAt = input.createdAt ?? new Date();
  const from = input.from ?? 'noreply@example.com';
  const [inbox] = await t.sql<{ address: string }>('select address from inboxes where id = $1', [input.inboxId]);
  const to = input.to ?? inbox?.address ?? 'agent@agents.test';
  const subject = input.subject ?? 'Hello';
  const text = input.text ?? 'Hello there';
  const html = input.html ?? '';
  const messageIdHeader = input.messageIdHeader ?? `<${randomUUID()}@example.com>`;
  const attachments = input.attachments ?? [];

  let threadId = input.threadId === undefined ? null : input.threadId;
  if (input.threadId === undefined) {
    const [existing] = await t.sql<{ id: string }>('select id from threads where inbox_id = $1 and normalized_subject = $2', [input.inboxId, normalise(subject)]);
    threadId = existing?.id ?? null;
    if (!threadId) {
      threadId = randomUUID();
      await t.sql('insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count, created_at) values ($1, $2, $3, $4, $5, 0, $5)', [
        threadId,
        input.inboxId,
        subject,
        normalise(subject),
        createdAt,
      ]);
    }
  }

  const raw =
    input.raw ??
    [
      `From: ${from}`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Message-ID: ${messageIdHeader}`,
      `Date: ${createdAt.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '',
    ].join('\r\n');
  const rawBuffer = Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8');

  await t.sql(
    `insert into messages (id, inbox_id, thread_id, direction, "from", "to", subject, body_text, body_html, message_id_header, in_reply_to,
       "references", envelope_from, size_bytes, attachment_count, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      input.inboxId,
      threadId,
      input.direction ?? 'inbound',
      from,
      to,
      subject,
      text,
      html,
      messageIdHeader,
      input.inReplyTo ?? null,
      input.inReplyTo ? [input.inReplyTo] : [],
      from,
      rawBuffer.length,
      attachments.length,
      createdAt,
    ],
  );
  await t.sql('insert into message_raw (message_id, raw) values ($1, $2)', [id, rawBuffer]);
  const attachmentIds: string[] = [];
  for (const attachment of attachments) {
    const attachmentId = randomUUID();
    attachmentIds.push(attachmentId);
    await t.sql(
      `insert into attachments (id, message_id, filename, content_type, size_bytes, disposition, content) values ($1, $2, $3, $4, $5, 'attachment', $6)`,
      [attachmentId, id, attachment.filename, attachment.contentType, attachment.content.length, attachment.content],
    );
  }
  if (threadId) {
    await t.sql('update threads set msg_count = msg_count + 1, last_at = greatest(last_at, $2) where id = $1', [threadId, createdAt]);
  }
  return { id, threadId, attachmentIds, createdAt };
}

/**
 * What SMTP ingestion does after its commit: announce the message on Redis. Sent over the test's
 * own connection (not the app's), like a publish from another process. ioredis' keyPrefix does not
 * apply to channels, hence the explicit prefix.
 */
export async function announceMessage(t: TestApp, inboxId: string, message: InsertedMessage): Promise<void> {
  await t.redis.publish(`${t.config.REDIS_PREFIX}:messages.new`, JSON.stringify({ inbox_id: inboxId, message_id: message.id, created_at: message.createdAt.toISOString() }));
}
