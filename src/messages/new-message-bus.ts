import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.module';

/** One stored message, as announced by whoever committed it (SMTP ingestion, outbound send). */
export interface NewMessageNotice {
  inbox_id: string;
  message_id: string;
  created_at: string | Date;
}

export const NEW_MESSAGES_CHANNEL = 'messages.new';

/**
 * The payload of one PUBLISH: a single notice as a JSON object, a batch as a JSON array. One
 * PUBLISH per batch, not per message: a group-committed batch of 200 would otherwise cost Redis
 * 200 fan-outs and every subscriber 200 wake-ups of its socket.
 */
export function encodeNotices(items: readonly NewMessageNotice[]): string {
  const notices = items.map((item) => ({
    inbox_id: item.inbox_id,
    message_id: item.message_id,
    created_at: item.created_at instanceof Date ? item.created_at.toISOString() : item.created_at,
  }));
  return JSON.stringify(notices.length === 1 ? notices[0] : notices);
}

/**
 * Announces stored messages to every node (one PUBLISH). Call AFTER the transaction that stored
 * them has committed (a waiter woken earlier would not see the row yet). A lost notice only
 * delays waiters to their deadline re-check, it never loses mail, so callers log and go on.
 */
export async function publishNewMessages(redis: RedisService, items: readonly NewMessageNotice[]): Promise<void> {
  if (!items.length) return;
  await redis.client.publish(redis.channel(NEW_MESSAGES_CHANNEL), encodeNotices(items));
}

/**
 * PUBLISHes in flight at once per publisher. One at a time made a commit wait for the previous
 * batch's round trip (p99 +20–40 ms on a loaded host); a few at once cost Redis nothing more, and
 * the cap still keeps notices here, batched and bounded, while Redis does not answer.
 */
const MAX_PUBLISHES_IN_FLIGHT = 4;
/** Notices held while Redis does not answer; beyond it the oldest are dropped. */
const MAX_UNPUBLISHED = 20000;

/**
 * Announces committed messages for a writer that commits often (SMTP ingestion): each commit's
 * notices go out at once in their own PUBLISH, up to MAX_PUBLISHES_IN_FLIGHT; past that they
 * wait and leave together in the next one. A lost notice only delays waiters to their deadline
 * re-check (see publishNewMessages), so failures go to `onError` and are not retried.
 */
export class NoticePublisher {
  private readonly waiting: NewMessageNotice[] = [];
  private inFlight = 0;

  constructor(
    private readonly redis: RedisService,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Call after the commit that stored them; returns at once. */
  publish(notices: readonly NewMessageNotice[]): void {
    if (!notices.length) return;
    this.waiting.push(...notices);
    if (this.waiting.length > MAX_UNPUBLISHED) this.waiting.splice(0, this.waiting.length - MAX_UNPUBLISHED);
    this.flush();
  }

  private flush(): void {
    while (this.inFlight < MAX_PUBLISHES_IN_FLIGHT && this.waiting.length) {
      const batch = this.waiting.splice(0, this.waiting.length);
      this.inFlight++;
      void publishNewMessages(this.redis, batch)
        .catch(this.onError)
        .finally(() => {
          this.inFlight--;
          this.flush();
        });
    }
  }
}

/**
 * Interest in one inbox, registered BEFORE the caller looks at the database: a message that
 * commits between that look and the wait still wakes it, because `next()` returns at once when
 * a notice arrived since the previous call.
 */
export class InboxWatch {
  private pending = false;
  private wake: (() => void) | null = null;
  private closed = false;

  constructor(
    readonly inboxId: string,
    private readonly release: (watch: InboxWatch) => void,
  ) {}

  /** Called by the bus for every notice about this inbox (and on shutdown). */
  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  /**
   * Resolves `true` when a notice arrived (since the last call), `false` at the deadline, on
   * abort (client gone) or when the bus stops. Never rejects.
   */
  next(deadline: number, signal?: AbortSignal): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    if (this.closed || signal?.aborted || Date.now() >= deadline) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const finish = (woken: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.wake = null;
        if (woken) this.pending = false;
        resolve(woken && !this.closed);
      };
      const onAbort = () => finish(false);
      const timer = setTimeout(() => finish(false), deadline - Date.now());
      signal?.addEventListener('abort', onAbort, { once: true });
      this.wake = () => finish(true);
    });
  }

  /** Ends the watch; a pending `next()` resolves false. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.release(this);
    this.wake?.();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}

/**
 * Wakes long-polling requests (`?wait=`) the moment a message for their inbox is stored, on any
 * node: writers publish the notices of each commit (one JSON notice, or an array for a batch) on the
 * Redis channel `<prefix>messages.new` after their transaction commits, and each process keeps ONE subscriber connection that fans
 * notices out to the in-memory waiters of that inbox. No database polling.
 */
@Injectable()
export class NewMessageBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NewMessageBus.name);
  private readonly watches = new Map<string, Set<InboxWatch>>();
  private subscriber: Redis | null = null;
  private stopping = false;

  constructor(
    private readonly redis: RedisService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Only HTTP processes hold waiting requests; smtp/worker-only processes just publish.
    if (!this.config.hasRole('api')) return;
    const subscriber = this.redis.createSubscriber();
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, payload: string) => this.dispatch(payload));
    // Not awaited: start-up must not hang while Redis is down (health then reports it). Until
    // the subscription stands, waits still end correctly through their deadline re-check, and
    // ioredis re-subscribes by itself after every reconnect.
    subscriber.subscribe(this.redis.channel(NEW_MESSAGES_CHANNEL)).catch((error: unknown) => {
      this.logger.warn(`Could not subscribe to new-message notices: ${String(error)}`);
    });
  }

  /** Shutdown: release every waiter now so draining does not wait out their `wait`. */
  onModuleDestroy(): void {
    this.stopping = true;
    for (const set of this.watches.values()) for (const watch of [...set]) watch.close();
    this.watches.clear();
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /**
   * Wakes the waiters of a deleted inbox on every node so they answer 404 at once instead of at
   * their deadline. Same channel, no message id: readers only look at `inbox_id`.
   */
  async announceInboxGone(inboxId: string): Promise<void> {
    try {
      await this.redis.client.publish(this.redis.channel(NEW_MESSAGES_CHANNEL), JSON.stringify({ inbox_id: inboxId, message_id: null, gone: true }));
    } catch (error) {
      this.logger.warn(`Could not announce deleted inbox: ${String(error)}`);
    }
  }

  /** Registers interest in an inbox; close() the watch when done (in a finally). */
  watch(inboxId: string): InboxWatch {
    const watch = new InboxWatch(inboxId, (w) => this.unregister(w));
    if (this.stopping) {
      watch.close();
      return watch;
    }
    let set = this.watches.get(inboxId);
    if (!set) {
      set = new Set();
      this.watches.set(inboxId, set);
    }
    set.add(watch);
    return watch;
  }

  /**
   * One-shot wait for the next notice about `inboxId`. Only safe when missing a message that
   * commits before this call is acceptable; otherwise use `watch()` before reading the database.
   */
  async waitForMessage(inboxId: string, deadline: number, signal?: AbortSignal): Promise<boolean> {
    const watch = this.watch(inboxId);
    try {
      return await watch.next(deadline, signal);
    } finally {
      watch.close();
    }
  }

  /** Number of requests currently waiting (for tests and metrics). */
  get waiterCount(): number {
    let n = 0;
    for (const set of this.watches.values()) n += set.size;
    return n;
  }

  private unregister(watch: InboxWatch): void {
    const set = this.watches.get(watch.inboxId);
    if (!set) return;
    set.delete(watch);
    if (!set.size) this.watches.delete(watch.inboxId);
  }

  private dispatch(payload: string): void {
    // Nobody waits on this node (the common case on a busy MX): nothing to parse or wake.
    if (!this.watches.size) return;
    for (const inboxId of inboxIdsOf(payload)) {
      const set = this.watches.get(inboxId);
      if (set) for (const watch of set) watch.notify();
    }
  }
}

/** The distinct inbox ids named by a payload: a notice or an array of notices; anything else names none. */
export function inboxIdsOf(payload: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  const ids = new Set<string>();
  for (const notice of Array.isArray(parsed) ? parsed : [parsed]) {
    const inboxId = (notice as { inbox_id?: unknown } | null)?.inbox_id;
    if (typeof inboxId === 'string') ids.add(inboxId);
  }
  return [...ids];
}
