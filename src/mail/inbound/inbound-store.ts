import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Pool, PoolClient } from 'pg';
import { AppConfig } from '../../config/app-config';
import { canonicalDomain } from '../../domains/domain-name';
import { NewMessageNotice, NoticePublisher } from '../../messages/new-message-bus';
import { RedisService } from '../../redis/redis.module';
import { normaliseSubject, replyCandidates } from '../../threads/threading';
import { EarlyCheck, MessageAuthenticator } from './authentication/message-authenticator';
import { verdictJson as jsonOfVerdict } from './authentication/verdict-cache';
import type { ParsedInbound } from './inbound-mime';
import { metrics } from '../../metrics/metrics';
import { rawBytes } from './raw-bytes';
import { inTransaction, sqlForPg } from '../../database/sql';
import { queryWithBufferParams } from '../../database/buffer-param-query';
import { uuidV7 } from '../../common/ids/uuid-v7';
import { boolArray, int4Array, jsonbArray, textArray, uuidArray } from '../../database/binary-arrays';

/** A live inbox a recipient address resolved to at RCPT TO. */
export interface InboxTarget {
  id: string;
  userId: string | null;
  address: string;
}

/** One copy of a received message for one inbox. */
export interface Delivery {
  inbox: InboxTarget;
  parsed: ParsedInbound;
  raw: Buffer;
  envelopeFrom: string;
  /** Sender authentication and reply text, begun by store() for each received copy. */
  check?: EarlyCheck | null;
}

export interface StoredDelivery {
  inboxId: string;
  /** The stored message: the new copy, or for a retried delivery the copy stored the first time. */
  messageId: string;
  /**
   * `inserted`: this copy was committed now. `duplicate`: the same Message-ID was already stored
   * in that inbox (a retried delivery; it counts as delivered). `gone`: nothing was stored because
   * the inbox was deleted (or expired) between RCPT TO and the commit.
   */
  outcome: 'inserted' | 'duplicate' | 'gone';
}

export type RecipientVerdict = { kind: 'inbox'; inbox: InboxTarget } | { kind: 'unknown' } | { kind: 'relay' };

interface Pending {
  deliveries: Delivery[];
  bytes: number;
  /** Holds a message of BIG_MESSAGE_BYTES or more: committed in a batch of its own (see commit). */
  large: boolean;
  resolve: (stored: StoredDelivery[]) => void;
  reject: (error: unknown) => void;
}

interface PendingLookup {
  address: string;
  domain: string;
  resolve: (verdict: RecipientVerdict) => void;
  reject: (error: unknown) => void;
}

/** Deliveries committed in one transaction at most (and their combined raw size). */
const MAX_BATCH_DELIVERIES = 200;
const MAX_BATCH_BYTES = 32 * 1024 * 1024;
/**
 * From this raw size on a message is committed alone, each large value (raw, text, HTML,
 * attachment) in a statement of its own as its last parameter, so pg's wire buffer holds one
 * value once instead of a batch's values grown by 1.5× steps, and the text never goes through
 * an array literal (a further copy).
 */
export const BIG_MESSAGE_BYTES = 1024 * 1024;
/** Batches committing at once: 2 overlaps one batch's parsing/serialising with the other's commit (1 measured slower, more adds lock contention). */
const MAX_IN_FLIGHT = 2;
/** Recipient lookups answered by one query at most. */
const MAX_LOOKUP_BATCH = 500;
/** Deadlock, serialization failure, FK race with an inbox deleted mid-commit: worth a retry. */
const RETRYABLE = new Set(['40P01', '40001', '23503']);

/**
 * Durable storage of received mail with group commit: deliveries from concurrent SMTP sessions
 * queue up while a batch is committing and go into the next one together, as ONE statement
 * (`ingest_messages`, a single round trip and implicit transaction). Each caller's promise
 * resolves only after ITS batch committed, so the SMTP 250 still means "stored". A failing batch
 * is retried message by message, so one bad message cannot fail its neighbours.
 */
@Injectable()
export class InboundStore implements OnApplicationShutdown {
  private readonly logger = new Logger(InboundStore.name);
  private pool: Pool | null = null;
  private readonly queue: Pending[] = [];
  private inFlight = 0;
  private readonly lookups: PendingLookup[] = [];
  private lookupInFlight = false;
  private readonly notices: NoticePublisher;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly authenticator: MessageAuthenticator,
  ) {
    this.notices = new NoticePublisher(redis, (error) => this.logger.warn(`Could not publish new-message notices: ${String(error)}`));
  }

  /** The ingestion pool: plain pg, real bind parameters, apart from the ORM's pool. */
  get db(): Pool {
    if (!this.pool) {
      this.pool = new Pool({
        connectionString: this.config.DATABASE_URL,
        max: Math.max(2, Math.min(6, this.config.DATABASE_POOL_SIZE)),
        application_name: 'agent-inbox-smtp',
        connectionTimeoutMillis: 5000,
        idleTimeoutMillis: 30000,
      });
      this.pool.on('error', (error) => this.logger.warn(`Idle ingestion connection failed: ${error.message}`));
      // A connection cut while checked out (database restart, terminated backend) must fail its
      // query, not crash the process with an unhandled 'error' event.
      this.pool.on('connect', (client) => client.on('error', (error) => this.logger.warn(`Ingestion connection failed: ${error.message}`)));
    }
    return this.pool;
  }

  /**
   * RCPT TO: our domain (default or verified custom) and a live inbox, else why not. Always
   * answered from the database, never from a per-process cache: a delete (inbox or domain)
   * that has returned 2xx on any node must be refused here at once. Lookups arriving while one
   * is in flight are answered together by the next query (one round trip for all of them);
   * they never join the query in flight, which may have started before the delete committed.
   */
  resolveRecipient(address: string): Promise<RecipientVerdict> {
    const at = address.lastIndexOf('@');
    if (at <= 0) return Promise.resolve({ kind: 'unknown' });
    // Stored names are lower-case A-labels; smtp-server has turned the RCPT's A-label into a U-label.
    const normalized = `${address.slice(0, at)}@${recipientDomain(address.slice(at + 1))}`.toLowerCase();
    const domain = normalized.slice(normalized.lastIndexOf('@') + 1);
    return new Promise<RecipientVerdict>((resolve, reject) => {
      this.lookups.push({ address: normalized, domain, resolve, reject });
      this.kickLookups();
    });
  }

  private kickLookups(): void {
    if (this.lookupInFlight || !this.lookups.length) return;
    const batch = this.lookups.splice(0, MAX_LOOKUP_BATCH);
    this.lookupInFlight = true;
    void this.lookupBatch(batch).finally(() => {
      this.lookupInFlight = false;
      this.kickLookups();
    });
  }

  private async lookupBatch(batch: PendingLookup[]): Promise<void> {
    try {
      const { rows } = await this.db.query<{ n: number; local: boolean; id: string | null; user_id: string | null; address: string | null }>(
        batch.length === 1
          ? // One lookup (most batches below ~100 sessions): scalar parameters, no unnest; cheaper here and in PostgreSQL.
            {
              name: 'inbound-resolve-recipient',
              text: `select 1 as n, ($2::text = $3::text or exists (select 1 from domains d where lower(d.domain) = $2::text and d.verified)) as local,
                      i.id, i.user_id, i.address
                 from (values (1)) as a(one)
                 left join inboxes i on lower(i.address) = $1::text and (i.expires_at is null or i.expires_at > now())`,
              values: [batch[0]!.address, batch[0]!.domain, this.config.mailDomain],
            }
          : {
              name: 'inbound-resolve-recipients',
              text: `select a.n, (a.domain = $3 or exists (select 1 from domains d where lower(d.domain) = a.domain and d.verified)) as local,
                      i.id, i.user_id, i.address
                 from unnest($1::text[], $2::text[]) with ordinality as a(address, domain, n)
                 left join inboxes i on lower(i.address) = a.address and (i.expires_at is null or i.expires_at > now())`,
              // Binary arrays (binary-arrays.ts): no literal to escape here or to parse there.
              values: [textArray(batch.map((l) => l.address)), textArray(batch.map((l) => l.domain)), this.config.mailDomain],
            },
      );
      for (const row of rows) {
        const lookup = batch[Number(row.n) - 1]!;
        if (!row.local) lookup.resolve({ kind: 'relay' });
        else if (!row.id) lookup.resolve({ kind: 'unknown' });
        else lookup.resolve({ kind: 'inbox', inbox: { id: row.id, userId: row.user_id, address: row.address! } });
      }
    } catch (error) {
      for (const lookup of batch) lookup.reject(error);
    }
  }

  /**
   * Stores the deliveries (durably) and announces them; resolves after the commit. First begins
   * their sender-authentication check: with DNS answers cached it finishes within this turn of
   * the event loop (promise jobs only), so the message waits for it at most until the next turn
   * (setImmediate) and its verdict goes into the INSERT. A check still waiting on DNS then never
   * holds the message: it is stored `pending` and the verdict is written after the commit.
   */
  store(deliveries: Delivery[]): Promise<StoredDelivery[]> {
    if (!deliveries.length) return Promise.resolve([]);
    const checks = this.beginChecks(deliveries);
    const enqueue = () =>
      new Promise<StoredDelivery[]>((resolve, reject) => {
        const bytes = deliveries.reduce((sum, d) => sum + d.raw.length, 0);
        const large = deliveries.some(isLarge);
        this.queue.push({ deliveries, bytes, large, resolve, reject });
        this.kick();
      });
    // Checks answered from the verdict cache are finished already: nothing to wait for.
    const running = checks.filter((c) => c.result === null);
    if (!running.length) return enqueue();
    const checked = Promise.all(running.map((c) => c.done)).catch(() => undefined);
    return Promise.race([checked, new Promise<void>((resolve) => setImmediate(resolve))]).then(enqueue);
  }

  /** One check per received copy (the recipients of one mail share its bytes and its check). */
  private beginChecks(deliveries: Delivery[]): EarlyCheck[] {
    if (deliveries.length === 1) {
      // One recipient (most mail): no grouping by raw bytes.
      const delivery = deliveries[0]!;
      if (delivery.check !== undefined) return [];
      delivery.check = this.authenticator.begin({ raw: delivery.raw, envelopeFrom: delivery.envelopeFrom || null, text: delivery.parsed.bodyText, html: delivery.parsed.bodyHtml, textIsHead: delivery.parsed.textInRaw !== null });
      return delivery.check ? [delivery.check] : [];
    }
    const byRaw = new Map<Buffer, EarlyCheck | null>();
    for (const delivery of deliveries) {
      if (delivery.check !== undefined) continue;
      if (!byRaw.has(delivery.raw)) {
        byRaw.set(delivery.raw, this.authenticator.begin({ raw: delivery.raw, envelopeFrom: delivery.envelopeFrom || null, text: delivery.parsed.bodyText, html: delivery.parsed.bodyHtml, textIsHead: delivery.parsed.textInRaw !== null }));
      }
      delivery.check = byRaw.get(delivery.raw)!;
    }
    return [...byRaw.values()].filter((c): c is EarlyCheck => c !== null);
  }

  private kick(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length) {
      const batch: Pending[] = [];
      let count = 0;
      let bytes = 0;
      while (this.queue.length) {
        const next = this.queue[0]!;
        if (batch.length && (batch[0]!.large || next.large || count + next.deliveries.length > MAX_BATCH_DELIVERIES || bytes + next.bytes > MAX_BATCH_BYTES)) break;
        batch.push(this.queue.shift()!);
        count += next.deliveries.length;
        bytes += next.bytes;
      }
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.kick();
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      const stored = await this.commitWithRetry(batch.flatMap((p) => p.deliveries));
      let offset = 0;
      for (const pending of batch) {
        pending.resolve(stored.slice(offset, offset + pending.deliveries.length));
        offset += pending.deliveries.length;
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // Isolate: each transaction of the batch on its own, so only the faulty one fails.
      await Promise.all(
        batch.map(async (pending) => {
          try {
            pending.resolve(await this.commitWithRetry(pending.deliveries));
          } catch (single) {
            pending.reject(single);
          }
        }),
      );
    }
  }

  private async commitWithRetry(deliveries: Delivery[]): Promise<StoredDelivery[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        const endTimer = metrics.ingestCommitSeconds.startTimer();
        const { stored, notices, final } = await this.commit(deliveries);
        endTimer();
        metrics.ingestBatchSize.observe(deliveries.length);
        this.announce(notices);
        this.scheduleVerification(deliveries, stored, final);
        return stored;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
      }
    }
  }

  /**
   * One round trip per batch: `ingest_messages()` (src/database/functions.ts) inserts messages,
   * raw MIME, threads and outbox events in one statement, i.e. one implicit transaction. Only a
   * batch with attachments (or a large message, see BIG_MESSAGE_BYTES) needs an explicit
   * transaction for the statements after it.
   */
  private async commit(deliveries: Delivery[]): Promise<{ stored: StoredDelivery[]; notices: NewMessageNotice[]; final: boolean[] }> {
    // A large message goes alone (see kick), its big values after the ingest call.
    const large = deliveries.some(isLarge);
    const at = new Date();
    // Verdicts of the checks finished by now go into the INSERT; the others are stored `pending`.
    const checked = deliveries.map((d) => d.check?.result ?? null);
    const verdictJson = new Map<object, string>();
    const json = (c: NonNullable<(typeof checked)[number]>) => {
      let text = verdictJson.get(c);
      if (text === undefined) verdictJson.set(c, (text = jsonOfVerdict(c.verdict)));
      return text;
    };
    // Time-ordered ids: inserted at the right edge of the primary keys (see uuid-v7.ts).
    const ids = deliveries.map(() => uuidV7());
    const normalized = deliveries.map((d) => normaliseSubject(d.parsed.subject));
    // Same lock order in every batch (inbox, subject) keeps concurrent batches from deadlocking.
    const keys = deliveries.map((d, i) => `${d.inbox.id}:${normalized[i]}`);
    const order = deliveries.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
    const raws = large ? { parts: [], offsets: deliveries.map(() => 1) } : rawBytes(deliveries);
    // Arrays in PostgreSQL's binary format (see binary-arrays.ts): no literal to escape here or to parse there.
    const params = [
      uuidArray(ids),
      uuidArray(deliveries.map((d) => d.inbox.id)),
      textArray(deliveries.map((d) => d.parsed.from)),
      textArray(deliveries.map((d) => d.parsed.to)),
      textArray(deliveries.map((d) => d.parsed.cc)),
      textArray(deliveries.map((d) => d.parsed.replyTo)),
      textArray(deliveries.map((d) => d.parsed.subject)),
      textArray(deliveries.map((d) => (large ? '' : d.parsed.bodyText))),
      textArray(deliveries.map((d) => (large ? '' : d.parsed.bodyHtml))),
      textArray(deliveries.map((d) => d.parsed.messageIdHeader)),
      textArray(deliveries.map((d) => d.parsed.inReplyTo)),
      // Message-IDs never contain spaces (parseMessageIdList splits on them).
      textArray(deliveries.map((d) => d.parsed.references.join(' '))),
      textArray(deliveries.map((d) => d.envelopeFrom || null)),
      int4Array(deliveries.map((d) => d.raw.length)),
      int4Array(deliveries.map((d) => d.parsed.attachments.length)),
      // The raw messages as one bytea (a batch of one message as it is, without a copy), sent by
      // pg's own writer: writing the Bind in parts instead kept ~37 MiB more RSS at the paced
      // ingest bench's peak for no CPU gain (bench/RESULTS.md, "The Bind in parts and RSS").
      raws.parts.length === 1 ? raws.parts[0]! : Buffer.concat(raws.parts),
      int4Array(raws.offsets),
      textArray(deliveries.map((d) => replyCandidates(d.parsed.inReplyTo, d.parsed.references).join(' '))),
      textArray(normalized),
      int4Array(order.map((i) => i + 1)),
      at.toISOString(),
      at.toISOString(),
      textArray(deliveries.map((d) => d.parsed.fromName)),
      int4Array(deliveries.map((d) => d.parsed.skippedParts)),
      textArray(checked.map((c) => c?.verdict.summary ?? null)),
      boolArray(checked.map((c) => c?.verdict.authenticated ?? null)),
      jsonbArray(checked.map((c) => (c ? json(c) : null))),
      textArray(checked.map((c) => c?.replyText ?? null)),
    ];
    const sql = `select message_id, thread_id from ingest_messages($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::bytea, $17::int[], $18::text[], $19::text[], $20::int[], $21, $22, $23::text[], $24::int[], $25::text[], $26::boolean[], $27::jsonb[], $28::text[])`;

    let rows: Array<{ message_id: string; thread_id: string }>;
    if (!large && !deliveries.some((d) => d.parsed.attachments.length)) {
      rows = (await this.db.query<{ message_id: string; thread_id: string }>({ name: 'inbound-ingest', text: sql, values: params })).rows;
    } else {
      rows = await inTransaction(this.db, async (client) => {
        const inserted = (await client.query<{ message_id: string; thread_id: string }>({ name: 'inbound-ingest', text: sql, values: params })).rows;
        const insertedIds = new Set(inserted.map((r) => r.message_id));
        if (large) {
          const copies = deliveries.map((d, i) => ({ id: ids[i]!, delivery: d })).filter((c) => insertedIds.has(c.id));
          await writeLargeValues(client, copies);
          await writeAttachmentsInRaw(client, copies, at);
        }
        const attachments = deliveries.flatMap((d, i) => (insertedIds.has(ids[i]!) ? d.parsed.attachments.filter((a) => !a.inRaw).map((a) => [randomUUID(), ids[i], a.filename, a.contentType, a.size, a.contentId, a.disposition, at, a.content]) : []));
        if (attachments.length) {
          // Large: one attachment per statement, its content the last parameter (one copy on the wire).
          await insertRows(client, 'attachments', ['id', 'message_id', 'filename', 'content_type', 'size_bytes', 'content_id', 'disposition', 'created_at', 'content'], attachments, large ? 1 : undefined);
        }
        return inserted;
      });
    }

    const inserted = new Set(rows.map((r) => r.message_id));
    // A copy not inserted is a retried delivery if its inbox still exists now (inboxes never come
    // back once deleted, so it existed at the commit too), else its inbox vanished since RCPT TO.
    // A retry names the copy stored the first time, so the id in the 250 always opens a message.
    const earlier = await this.storedCopies(deliveries.filter((_, i) => !inserted.has(ids[i]!)));
    const stored = deliveries.map((d, i): StoredDelivery => {
      if (inserted.has(ids[i]!)) return { inboxId: d.inbox.id, messageId: ids[i]!, outcome: 'inserted' };
      if (!earlier.live.has(d.inbox.id)) return { inboxId: d.inbox.id, messageId: ids[i]!, outcome: 'gone' };
      return { inboxId: d.inbox.id, messageId: earlier.copies.get(`${d.inbox.id} ${d.parsed.messageIdHeader}`) ?? ids[i]!, outcome: 'duplicate' };
    });
    const notices = deliveries.flatMap((d, i) => (inserted.has(ids[i]!) ? [{ inbox_id: d.inbox.id, message_id: ids[i]!, created_at: at.toISOString() }] : []));
    return { stored, notices, final: checked.map((c) => c !== null) };
  }

  /**
   * For copies the commit did not insert: which of their inboxes are still live, and the ids of
   * the copies stored earlier, keyed `<inbox id> <Message-ID>`. Read after the commit (a
   * concurrent batch may have stored the first copy); retries are rare, so the common path
   * costs nothing.
   */
  private async storedCopies(skipped: Delivery[]): Promise<{ live: Set<string>; copies: Map<string, string> }> {
    const live = new Set<string>();
    const copies = new Map<string, string>();
    if (!skipped.length) return { live, copies };
    const { rows } = await this.db.query<{ inbox_id: string; mid: string; id: string | null }>(
      `select i.id as inbox_id, d.mid, m.id
         from unnest($1::uuid[], $2::text[]) as d(inbox_id, mid)
         join inboxes i on i.id = d.inbox_id and (i.expires_at is null or i.expires_at > now())
         left join messages m on m.inbox_id = d.inbox_id and m.message_id_header = d.mid and m.direction = 'inbound'`,
      [skipped.map((d) => d.inbox.id), skipped.map((d) => d.parsed.messageIdHeader)],
    );
    for (const row of rows) {
      live.add(row.inbox_id);
      if (row.id) copies.set(`${row.inbox_id} ${row.mid}`, row.id);
    }
    return { live, copies };
  }

  /**
   * After commit, for rows stored `pending` (their check had not finished): the verdict is saved
   * when the check begun at DATA's end finishes, or, without one, by a check queued now. Once
   * per received copy (the recipients of one mail share its bytes).
   */
  private scheduleVerification(deliveries: Delivery[], stored: StoredDelivery[], final: boolean[]): void {
    const pending = deliveries.flatMap((delivery, i) => (stored[i]?.outcome === 'inserted' && !final[i] ? [{ id: stored[i]!.messageId, delivery }] : []));
    for (const { delivery, ids } of copiesByMail(pending)) {
      if (delivery.check) {
        this.authenticator.finish(delivery.check, ids, sqlForPg(this.db));
        continue;
      }
      this.authenticator.schedule(
        { messageIds: ids, raw: delivery.raw, envelopeFrom: delivery.envelopeFrom || null, text: delivery.parsed.bodyText, html: delivery.parsed.bodyHtml, textIsHead: delivery.parsed.textInRaw !== null },
        sqlForPg(this.db),
      );
    }
  }

  /**
   * After commit: wake long-polling readers on every node (`<prefix>messages.new`), at once (a
   * few PUBLISHes in flight; see NoticePublisher).
   */
  private announce(notices: NewMessageNotice[]): void {
    this.notices.publish(notices);
  }

  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(() => undefined);
  }
}

/** canonicalDomain() of RCPT domains seen lately: a busy MX gets the same few over and over. */
const recipientDomains = new Map<string, string>();
const MAX_RECIPIENT_DOMAINS = 1000;

function recipientDomain(name: string): string {
  let domain = recipientDomains.get(name);
  if (domain === undefined) {
    domain = canonicalDomain(name);
    if (recipientDomains.size >= MAX_RECIPIENT_DOMAINS) recipientDomains.clear();
    recipientDomains.set(name, domain);
  }
  return domain;
}

/** Committed alone, its large values in statements of their own (see BIG_MESSAGE_BYTES). */
function isLarge(delivery: Delivery): boolean {
  return delivery.raw.length >= BIG_MESSAGE_BYTES || delivery.parsed.textInRaw !== null || delivery.parsed.attachments.some((a) => a.inRaw);
}

/**
 * The raw source, text and HTML of inserted copies of a large message, after `ingest_messages`
 * stored them with empty values, in the same transaction: one statement per value and message,
 * the value as the last parameter. Copies of one message (several recipients) share one write.
 */
async function writeLargeValues(client: PoolClient, copies: Array<{ id: string; delivery: Delivery }>): Promise<void> {
  for (const { delivery, ids } of copiesByMail(copies)) {
    // The raw bytes go to the socket as they are (no Bind buffer holding a second copy).
    await queryWithBufferParams(client, 'update message_raw set raw = $2 where message_id = any($1::uuid[])', [`{${ids.join(',')}}`, delivery.raw]);
    if (delivery.parsed.textInRaw !== null) {
      // A large plain ASCII body: its text is the end of the raw bytes with CRLF as LF, derived
      // here from the row just written rather than sent (and held in the service) a second time.
      await client.query(
        `update messages m set body_text = replace(convert_from(substring(r.raw from octet_length(r.raw) - $2 + 1), 'UTF8'), E'\\r\\n', E'\\n')
           from message_raw r where r.message_id = m.id and m.id = any($1::uuid[])`,
        [ids, delivery.parsed.textInRaw],
      );
    } else if (delivery.parsed.bodyText) await client.query('update messages set body_text = $2 where id = any($1::uuid[])', [ids, delivery.parsed.bodyText]);
    if (delivery.parsed.bodyHtml) await client.query('update messages set body_html = $2 where id = any($1::uuid[])', [ids, delivery.parsed.bodyHtml]);
  }
}

/**
 * Attachments left in the raw bytes (InboundAttachment.inRaw) of inserted copies of a large
 * message, after writeLargeValues stored the raw: PostgreSQL decodes each from the stored raw
 * (one statement per attachment for all copies), so its bytes never pass through the service.
 * The base64 text was checked to read the same in any decoder (base64-bodies.ts), and
 * PostgreSQL's decoder skips the line breaks in it.
 */
async function writeAttachmentsInRaw(client: PoolClient, copies: Array<{ id: string; delivery: Delivery }>, at: Date): Promise<void> {
  for (const { delivery, ids } of copiesByMail(copies)) {
    for (const a of delivery.parsed.attachments) {
      if (!a.inRaw) continue;
      await client.query(
        `insert into attachments (id, message_id, filename, content_type, size_bytes, content_id, disposition, created_at, content)
         select gen_random_uuid(), r.message_id, $2, $3, $4, $5, $6, $7,
                decode(convert_from(substring(r.raw from octet_length(r.raw) - $8 + 1 for $9), 'UTF8'), 'base64')
           from message_raw r where r.message_id = any($1::uuid[])`,
        [ids, a.filename, a.contentType, a.size, a.contentId, a.disposition, at, a.inRaw.fromEnd, a.inRaw.length],
      );
    }
  }
}

/**
 * Stored copies grouped by the received mail they came from: the recipients of one mail share its
 * raw bytes (the same Buffer), so one check or one write serves all of them.
 */
function copiesByMail(copies: Array<{ id: string; delivery: Delivery }>): Array<{ delivery: Delivery; ids: string[] }> {
  const byRaw = new Map<Buffer, { delivery: Delivery; ids: string[] }>();
  for (const { id, delivery } of copies) {
    const entry = byRaw.get(delivery.raw);
    if (entry) entry.ids.push(id);
    else byRaw.set(delivery.raw, { delivery, ids: [id] });
  }
  return [...byRaw.values()];
}

/** Multi-row INSERT, chunked under PostgreSQL's 65,535 bind parameters (or `rowsPerStatement`). */
async function insertRows(client: PoolClient, table: string, columns: string[], rows: unknown[][], rowsPerStatement?: number): Promise<void> {
  const perChunk = rowsPerStatement ?? Math.max(1, Math.floor(60000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const base = params.length;
      params.push(...row);
      return `(${row.map((_, k) => `$${base + k + 1}`).join(', ')})`;
    });
    await client.query(`insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${values.join(', ')}`, params);
  }
}
