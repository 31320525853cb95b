import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Readable } from 'node:stream';
import { GroupBatcher } from '../../../common/batching/group-batcher';
import { AppConfig } from '../../../config/app-config';
import { publishNewMessages } from '../../../messages/new-message-bus';
import { extractReplyText } from '../../../messages/reply-text/reply-text';
import { RedisService } from '../../../redis/redis.module';
import { CachingResolver, createCachingResolver, trackAnswers } from './caching-resolver';
import { authenticate } from './mailauth-checks';
import type { Sql } from '../../../database/sql';
import type { MessageAuthentication } from '../../../messages/message-authentication';
import { failedAuthentication, toMessageAuthentication } from './mail-authentication';
import { parseOwnReceived } from './received-header';
import { authenticateUnsigned, unsignedHeaders, unsignedResultKey } from './unsigned-authentication';
import { VerdictCache } from './verdict-cache';

/** One DNS try, and tries per question (SPF, DKIM key, DMARC record …). */
const DNS_TIMEOUT_MS = 1500;
const DNS_TRIES = 2;
/** The whole check of one message; beyond it the verdict is `temperror`. */
export const VERIFY_TIMEOUT_MS = 6000;
/** Checks running at once per process (they wait on DNS, not on the CPU). */
const MAX_CONCURRENT = 16;
/** Waiting checks per process; beyond that the rows stay `pending` for the sweep. */
const MAX_QUEUED = 5000;
/** Checks begun at DATA's end and not finished yet, per process; past it a message goes the post-commit way. */
const MAX_EARLY = 1000;

/** Messages stored from one received copy of a mail (one per recipient inbox): checked once. */
export interface VerificationJob {
  messageIds: string[];
  raw: Buffer | null;
  envelopeFrom: string | null;
  text: string;
  html: string;
  /** `text` is only the start of the body text (a large body; at least what reply text reads). */
  textIsHead?: boolean;
}

export interface SavedVerdict {
  id: string;
  inbox_id: string;
  created_at: Date | string;
}

interface VerdictWrite {
  ids: string[];
  verdict: MessageAuthentication;
  replyText: string | null;
}

/** The outcome of one check: the verdict and the reply text to store. */
export interface CheckedMessage {
  verdict: MessageAuthentication;
  replyText: string | null;
}

/**
 * A check begun when DATA ended. `result` is set the moment it finishes: the ingest reads it when
 * the message's batch goes to PostgreSQL and, when set, stores the verdict in the INSERT itself.
 */
export interface EarlyCheck {
  done: Promise<CheckedMessage>;
  result: CheckedMessage | null;
}

/** Verdicts folded into one UPDATE at most. */
const MAX_SAVE_BATCH = 200;

/**
 * Sender authentication (SPF, DKIM, DMARC, ARC with mailauth) and the reply text of received
 * mail, computed AFTER the message was committed (the SMTP 250 never waits for DNS) and written
 * onto the rows that are still `pending`. A process that dies first leaves the rows pending; the
 * worker's AuthenticationSweeper finishes them. Saving a verdict wakes the outbox relay (the
 * `message.received` webhook waits for it) and readers waiting on `authenticated=true`.
 */
@Injectable()
export class MessageAuthenticator implements OnApplicationShutdown {
  private readonly logger = new Logger(MessageAuthenticator.name);
  private readonly resolver: CachingResolver;
  /** Verdicts of unsigned mail, reused while their DNS answers stay cached. */
  private readonly verdicts = new VerdictCache();
  private readonly queue: Array<{ job: VerificationJob; query: Sql }> = [];
  private active = 0;
  /** Early checks (begin()) under way, and those of them whose rows wait for finish(). */
  private early = 0;
  private finishing = 0;
  private idle: Array<() => void> = [];
  private stopping = false;
  /** Concurrent saves of the post-commit path share one statement and one PUBLISH. */
  private saver: GroupBatcher<VerdictWrite, SavedVerdict[]> | null = null;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {
    this.resolver = createCachingResolver({ servers: config.DNS_SERVERS, timeoutMs: DNS_TIMEOUT_MS, tries: DNS_TRIES });
  }

  /** The verdict for one stored source. Never throws: failures become temperror/permerror verdicts. */
  async verify(raw: Buffer | null, envelopeFrom: string | null): Promise<MessageAuthentication> {
    const host = this.config.mailHost;
    if (!raw) return failedAuthentication('permerror', 'the message source is not stored', host);
    let timer: NodeJS.Timeout | undefined;
    try {
      const { options, unsigned, key, cached } = this.lookUp(raw, envelopeFrom);
      if (cached) return cached;
      const answers = trackAnswers(this.resolver);
      const check = (unsigned ? authenticateUnsigned(raw, { ...options, resolver: answers.resolve }, unsigned) : Promise.resolve(null)).then(
        (result) => result ?? authenticate(asInput(raw), { ...options, resolver: this.resolver as never }),
      );
      const result = await Promise.race([
        check,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new VerifyTimeout()), VERIFY_TIMEOUT_MS);
        }),
      ]);
      const verdict = toMessageAuthentication(result, host);
      if (key !== null && !result.dkim?.results?.some((r) => r.signingDomain)) this.verdicts.set(key, verdict, answers.until());
      return verdict;
    } catch (error) {
      if (error instanceof VerifyTimeout) return failedAuthentication('temperror', `the checks did not finish within ${VERIFY_TIMEOUT_MS / 1000} s (DNS)`, host);
      this.logger.warn(`Sender authentication failed: ${String(error)}`);
      return failedAuthentication('permerror', 'the message could not be checked', host);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * What a check of `raw` needs, and its verdict when the cache has it. Unsigned mail without ARC
   * (most of it) is checked from its header block alone, and its verdict reused for the next
   * message with the same client, sender and From (see VerdictCache); the rest is checked in full.
   * Synchronous: no DNS.
   */
  private lookUp(raw: Buffer, envelopeFrom: string | null) {
    const host = this.config.mailHost;
    const trace = parseOwnReceived(raw, host);
    const options = { ...(trace ? { ip: trace.ip, helo: trace.helo } : {}), sender: envelopeFrom || undefined, mta: host, resolver: this.resolver };
    const unsigned = unsignedHeaders(raw);
    const key = unsigned ? unsignedResultKey(unsigned, options) : null;
    return { options, unsigned, key, cached: key !== null ? this.verdicts.get(key, new Date()) : null };
  }

  /**
   * At DATA's end, before the message is stored: starts its check (once per received copy).
   * A verdict the cache holds comes back finished (`result` set at once, no DNS, no wait).
   * Null when too many checks are under way here; the rows then go the post-commit way.
   */
  begin(job: Omit<VerificationJob, 'messageIds'>): EarlyCheck | null {
    if (this.stopping) return null;
    if (job.raw) {
      let cached: MessageAuthentication | null = null;
      try {
        cached = this.lookUp(job.raw, job.envelopeFrom).cached;
      } catch {
        // verify() below says why.
      }
      if (cached) {
        const result = { verdict: cached, replyText: safeReplyText(job) };
        return { done: Promise.resolve(result), result };
      }
    }
    if (this.early >= MAX_EARLY) return null;
    this.early++;
    const check: EarlyCheck = { done: null as unknown as Promise<CheckedMessage>, result: null };
    // verify() and safeReplyText() never throw; the catch keeps `done` from ever rejecting.
    check.done = this.verify(job.raw, job.envelopeFrom)
      .then((verdict) => ({ verdict, replyText: safeReplyText(job) }))
      .catch(() => ({ verdict: failedAuthentication('permerror', 'the message could not be checked', this.config.mailHost), replyText: null }))
      .then((result) => (check.result = result));
    void check.done.finally(() => this.early--);
    return check;
  }

  /**
   * After a commit that stored rows `pending` because their early check had not finished: saves
   * the verdict when it does, like a post-commit check (batched UPDATE, then a notice).
   */
  finish(check: EarlyCheck, messageIds: string[], query: Sql): void {
    this.finishing++; // shutdown waits for it like for a post-commit check
    void check.done
      .then(({ verdict, replyText }) => this.saveBatched(query, { ids: messageIds, verdict, replyText }))
      .catch((error: unknown) => this.logger.warn(`Saving a verdict failed (the sweep retries): ${String(error)}`))
      .finally(() => {
        this.finishing--;
        this.wakeIdle();
      });
  }

  /** After a commit: queue the check of the new rows (returns at once). */
  schedule(job: VerificationJob, query: Sql): void {
    if (this.stopping || this.queue.length >= MAX_QUEUED) return; // the sweep takes them
    this.queue.push({ job, query });
    this.kick();
  }

  /** Checks and saves now. `announce` false: the caller announces after its own transaction commits. */
  async run(job: VerificationJob, query: Sql, announce = true): Promise<SavedVerdict[]> {
    const verdict = await this.verify(job.raw, job.envelopeFrom);
    const replyText = safeReplyText(job);
    return this.save(query, job.messageIds, verdict, replyText, announce);
  }

  /** The post-commit path: like run(), with the write batched with other checks finishing now. */
  private async runBatched(job: VerificationJob, query: Sql): Promise<SavedVerdict[]> {
    const verdict = await this.verify(job.raw, job.envelopeFrom);
    return this.saveBatched(query, { ids: job.messageIds, verdict, replyText: safeReplyText(job) });
  }

  private saveBatched(query: Sql, write: VerdictWrite): Promise<SavedVerdict[]> {
    this.saver ??= new GroupBatcher<VerdictWrite, SavedVerdict[]>(async (writes) => {
      const rows = await this.write(query, writes);
      await this.announce(rows);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return writes.map((w) => w.ids.flatMap((id) => byId.get(id) ?? []));
    }, MAX_SAVE_BATCH);
    return this.saver.submit(write);
  }

  /**
   * Writes the verdict on rows still pending and wakes the outbox relay (NOTIFY, delivered at
   * commit) and, with `announce`, readers waiting for an authenticated message.
   */
  async save(query: Sql, ids: string[], verdict: MessageAuthentication, replyText: string | null, announce = true): Promise<SavedVerdict[]> {
    const rows = await this.write(query, [{ ids, verdict, replyText }]);
    if (announce) await this.announce(rows);
    return rows;
  }

  /** One statement for many verdicts; only rows still `pending` are written. */
  private async write(query: Sql, writes: VerdictWrite[]): Promise<SavedVerdict[]> {
    const ids: string[] = [];
    const summaries: string[] = [];
    const flags: boolean[] = [];
    const verdicts: string[] = [];
    const texts: Array<string | null> = [];
    for (const w of writes) {
      const json = JSON.stringify(w.verdict);
      for (const id of w.ids) {
        ids.push(id);
        summaries.push(w.verdict.summary);
        flags.push(w.verdict.authenticated);
        verdicts.push(json);
        texts.push(w.replyText);
      }
    }
    return query<SavedVerdict>(
      `with saved as (
         update messages m set auth_status = v.summary, authenticated = v.authenticated, authentication = v.authentication,
                reply_text = coalesce(v.reply_text, m.reply_text)
           from unnest($1::uuid[], $2::text[], $3::boolean[], $4::jsonb[], $5::text[]) as v(id, summary, authenticated, authentication, reply_text)
          where m.id = v.id and m.auth_status = 'pending'
          returning m.id, m.inbox_id, m.created_at
       ), woke as (select pg_notify('outbox_events', '') from saved limit 1)
       select s.id, s.inbox_id, s.created_at from saved s left join woke on true`,
      [ids, summaries, flags, verdicts, texts],
    );
  }

  /** Wakes readers waiting on these inboxes (on every node), after the verdicts committed. */
  async announce(rows: SavedVerdict[]): Promise<void> {
    if (!rows.length) return;
    await publishNewMessages(this.redis, rows.map((r) => ({ inbox_id: r.inbox_id, message_id: r.id, created_at: r.created_at }))).catch((error: unknown) =>
      this.logger.warn(`Could not publish verdict notices: ${String(error)}`),
    );
  }

  private kick(): void {
    while (this.active < MAX_CONCURRENT && this.queue.length) {
      const { job, query } = this.queue.shift()!;
      this.active++;
      void this.runBatched(job, query)
        .catch((error: unknown) => this.logger.warn(`Saving a verdict failed (the sweep retries): ${String(error)}`))
        .finally(() => this.settled());
    }
  }

  private settled(): void {
    this.active--;
    this.kick();
    this.wakeIdle();
  }

  private wakeIdle(): void {
    if (!this.active && !this.finishing && !this.queue.length) this.idle.splice(0).forEach((resolve) => resolve());
  }

  /** Lets checks in flight finish (bounded by VERIFY_TIMEOUT_MS); queued ones are left to the sweep. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.queue.length = 0;
    if (this.active || this.finishing) await new Promise<void>((resolve) => this.idle.push(resolve));
  }
}

class VerifyTimeout extends Error {}

/** mailauth reads a Buffer in 64 KB chunks, one per setImmediate turn. */
const ONE_CHUNK = 64 * 1024;

/**
 * A message of one chunk is handed to mailauth as a stream, which it reads in promise jobs
 * rather than over two event-loop turns: with DNS answers cached, a signed message's check then
 * finishes within the turn it began in, in time for the INSERT (see InboundStore.store()).
 * Larger messages keep mailauth's chunking, which lets other work run between chunks.
 */
function asInput(raw: Buffer): Buffer | Readable {
  return raw.length <= ONE_CHUNK ? Readable.from([raw], { objectMode: false }) : raw;
}

/**
 * The reply text to store: null when it is the whole body (most mail is no reply), so the row
 * does not carry the body twice; readers then show `body_text` (see message-verdicts.ts).
 */
function safeReplyText(job: Pick<VerificationJob, 'text' | 'html' | 'textIsHead'>): string | null {
  try {
    const text = extractReplyText({ text: job.text, html: job.html });
    // Reply text reads at most the head, so for a body longer than that it is never the whole body.
    return !job.textIsHead && text === job.text.trim() ? null : text;
  } catch {
    return null;
  }
}
