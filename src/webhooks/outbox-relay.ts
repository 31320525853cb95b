import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';
import type { EventPayload } from '../events/event-types';
import { eventBody } from '../events/outbox';
import { failedAuthentication } from '../mail/inbound/authentication/mail-authentication';
import type { MessageAuthentication } from '../messages/message-authentication';
import { authenticationOf, replyTextOf } from '../messages/message-verdicts';
import { DeliveryJobData, DISPATCH_JOB, dispatchJobId, dispatchJobOptions, WEBHOOK_QUEUE, WebhookJobData } from './webhook-queue';

/** Outbox rows moved per transaction. */
export const RELAY_BATCH_SIZE = 200;
/**
 * Passes in flight at once per process: events committed while a pass is busy with Redis and its
 * commit are claimed by a second pass at once (SKIP LOCKED keeps them apart) instead of waiting.
 */
const RELAY_CONCURRENCY = 2;
/** Fallback poll (WorkerModule calls `wake()`): catches notifications missed while the LISTEN connection was down. */
export const RELAY_POLL_INTERVAL_MS = 1000;
/** Longest wait for Redis before the batch is rolled back and left for the next pass. */
const ENQUEUE_TIMEOUT_MS = 3000;
const LISTEN_RETRY_MS = 1000;
/** Dispatched outbox rows and finished delivery-log rows are kept this long, then pruned in batches. */
export const OUTBOX_RETENTION_DAYS = 7;
export const DELIVERY_LOG_RETENTION_DAYS = 30;
/** How often WorkerModule runs `prune()`. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
const PRUNE_BATCH = 5000;
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * A `message.received` event waits for its message's sender-authentication verdict (normally
 * under a second, at most about 6 s of DNS) so the webhook can carry it; past this bound it goes
 * out with `authentication.summary = temperror` rather than wait longer.
 */
export const VERDICT_WAIT_SECONDS = 15;

interface ClaimedRow {
  event_id: string;
  type: string;
  payload: EventPayload;
  webhook_id: string | null;
  /** For message.received: the message's verdict columns at relay time (null when it is gone). */
  direction: 'inbound' | 'outbound' | null;
  auth_status: string | null;
  authentication: MessageAuthentication | null;
  reply_text: string | null;
  body_text: string | null;
}

/**
 * Moves committed outbox events into webhook deliveries, one per matching active webhook of the
 * event's owner, and hands each pass's deliveries to ONE BullMQ `dispatch` job (their first
 * attempts; retries get a job per delivery). Safe with many relays at once: rows are claimed with
 * FOR UPDATE SKIP LOCKED.
 *
 * Within one transaction: claim rows and mark them dispatched (one statement), insert delivery
 * rows (unique per webhook and event), enqueue the dispatch job (its id derived from its
 * deliveries), commit. If Redis is down the enqueue fails and everything rolls back, so the rows
 * stay undispatched. If the process dies after the enqueue but before the commit, the next relay claims the same rows and
 * enqueues the same job id again, which BullMQ ignores, and a job that ran meanwhile created its
 * delivery rows itself (see the delivery service), so nothing is lost. (Should the next pass claim
 * more rows than the lost one, its job differs and a delivery may be sent twice: at least once.)
 *
 * Woken by NOTIFY from the outbox trigger (on commit, across processes) on a dedicated LISTEN
 * connection, with a 1 s poll as the fallback; up to RELAY_CONCURRENCY passes run at once. Provided only in worker processes (WorkerModule).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener: Client | null = null;
  private listenRetry: NodeJS.Timeout | null = null;
  private readonly passes = new Set<Promise<void>>();
  private wakeAgain = false;
  private stopped = true;
  /** Passes that failed (database or Redis trouble) since start; the rows stay for the next pass. */
  failedPasses = 0;

  constructor(
    private readonly orm: MikroORM,
    @Inject(AppConfig) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<WebhookJobData>,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    void this.listen();
    this.wake();
  }

  /** Deletes old dispatched events and old finished deliveries (several nodes doing it at once is harmless). */
  async prune(): Promise<{ events: number; deliveries: number }> {
    const connection = this.orm.em.getConnection();
    const events = await connection.execute(
      `delete from outbox_events where id in (select id from outbox_events where dispatched_at < now() - make_interval(days => ?) limit ?)`,
      [OUTBOX_RETENTION_DAYS, PRUNE_BATCH],
      'run',
    );
    const deliveries = await connection.execute(
      `delete from webhook_deliveries where id in (select id from webhook_deliveries where status <> 'pending' and created_at < now() - make_interval(days => ?) limit ?)`,
      [DELIVERY_LOG_RETENTION_DAYS, PRUNE_BATCH],
      'run',
    );
    return { events: (events as { affectedRows?: number }).affectedRows ?? 0, deliveries: (deliveries as { affectedRows?: number }).affectedRows ?? 0 };
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.listenRetry) clearTimeout(this.listenRetry);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await Promise.all(this.passes);
  }

  /** Runs the relay now (beside a pass in progress, up to RELAY_CONCURRENCY), or once more when one ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.passes.size >= RELAY_CONCURRENCY) {
      this.wakeAgain = true;
      return;
    }
    this.wakeAgain = false;
    const pass: Promise<void> = this.drain().finally(() => {
      this.passes.delete(pass);
      if (this.wakeAgain) this.wake();
    });
    this.passes.add(pass);
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      let moved: number;
      try {
        moved = await this.relayBatch();
      } catch (error) {
        this.failedPasses++;
        this.logger.warn(`Outbox relay pass failed, will retry: ${(error as Error).message}`);
        return;
      }
      if (moved < RELAY_BATCH_SIZE) return;
    }
  }

  /** One transaction: returns how many outbox rows it dispatched (claimed and marked in one statement). */
  async relayBatch(limit = RELAY_BATCH_SIZE): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const ctx = em.getTransactionContext();
      const rows = await connection.execute<ClaimedRow[]>(
        `with claimed as (
           select o.id, o.type, o.user_id, o.payload, o.created_at from outbox_events o
            where o.dispatched_at is null
              and (o.type <> 'message.received' or o.created_at < now() - make_interval(secs => ?)
                   or not exists (select 1 from messages pm where pm.id = (o.payload #>> '{data,message_id}')::uuid and pm.auth_status = 'pending'))
            order by o.created_at, o.id
            limit ?
              for update of o skip locked
         ), dispatched as (
           update outbox_events o set dispatched_at = now() from claimed c where o.id = c.id
         )
         select c.id as event_id, c.type, c.payload, w.id as webhook_id,
                m.direction, m.auth_status, m.authentication, m.reply_text, m.body_text
           from claimed c
           left join webhooks w
             on w.user_id = c.user_id and w.active and (cardinality(w.events) = 0 or c.type = any(w.events))
           left join messages m on c.type = 'message.received' and m.id = (c.payload #>> '{data,message_id}')::uuid
          order by c.created_at, c.id`,
        [VERDICT_WAIT_SECONDS, limit],
        'all',
        ctx,
      );
      if (!rows.length) return 0;
      const pairs = rows.filter((row): row is ClaimedRow & { webhook_id: string } => row.webhook_id !== null);
      if (pairs.length) {
        // created_at from JS (millisecond precision) so keyset cursors of the delivery log round-trip exactly.
        const now = new Date();
        const values: unknown[] = [];
        for (const pair of pairs) values.push(randomUUID(), pair.webhook_id, pair.event_id, pair.type, eventBody(this.withVerdict(pair)), now, now);
        await connection.execute(
          `insert into webhook_deliveries (id, webhook_id, event_id, event_type, payload, next_attempt_at, created_at)
           values ${pairs.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
           on conflict (webhook_id, event_id) do nothing`,
          values,
          'run',
          ctx,
        );
        // Last before the commit, so a worker that takes the job at once rarely finds the rows uncommitted.
        await this.enqueue(pairs.map((pair) => ({ webhookId: pair.webhook_id, eventId: pair.event_id })));
      }
      return new Set(rows.map((row) => row.event_id)).size;
    });
  }

  /**
   * `message.received` carries the sender-authentication verdict and the reply text as they are
   * when the event leaves (after the verdict, or after VERDICT_WAIT_SECONDS as temperror).
   */
  private withVerdict(row: ClaimedRow): EventPayload {
    if (row.type !== 'message.received') return row.payload;
    // The message was deleted before its event left: nothing to show.
    if (!row.direction) return { ...row.payload, data: { ...row.payload.data, authentication: null, reply_text: null } };
    const pending = row.auth_status === 'pending';
    const authentication = pending
      ? failedAuthentication('temperror', `no verdict within ${VERDICT_WAIT_SECONDS} s`, this.config.mailHost)
      : authenticationOf({ direction: row.direction, body_text: row.body_text ?? '', auth_status: row.auth_status, authentication: row.authentication });
    const replyText = replyTextOf({ direction: row.direction, body_text: row.body_text ?? '', auth_status: row.auth_status, reply_text: row.reply_text });
    return { ...row.payload, data: { ...row.payload.data, authentication, reply_text: replyText } };
  }

  /** One dispatch job for the pass: its deliveries' first attempts (one BullMQ job per delivery cost Redis round trips per webhook). */
  private async enqueue(deliveries: DeliveryJobData[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not accept the delivery jobs within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        this.queue.add(DISPATCH_JOB, { deliveries }, dispatchJobOptions(dispatchJobId(deliveries))),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.DATABASE_URL });
    const retry = () => {
      if (this.listener === client) this.listener = null;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.stopped || this.listenRetry) return;
      this.listenRetry = setTimeout(() => {
        this.listenRetry = null;
        void this.listen();
      }, LISTEN_RETRY_MS);
    };
    client.on('notification', () => this.wake());
    client.on('error', retry);
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.listener = client;
      this.wake(); // rows committed while we were not listening
    } catch (error) {
      this.logger.warn(`Outbox LISTEN connection failed, polling meanwhile: ${(error as Error).message}`);
      retry();
    }
  }
}
