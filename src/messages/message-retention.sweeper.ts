import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/** How often WorkerModule runs `sweep()` when MESSAGE_RETENTION_DAYS is set. */
export const RETENTION_SWEEP_INTERVAL_MS = 10 * 60_000;
/** Messages deleted per transaction: bounded so a first sweep over years of mail holds no long locks. */
const BATCH = 500;

/**
 * Message retention for persistent inboxes: with MESSAGE_RETENTION_DAYS set, messages older than
 * that many days are deleted (with their raw source and attachments, which cascade), and the
 * threads they leave are recounted or removed when empty, exactly as a DELETE of the message
 * would. Temporary inboxes are not touched: they expire whole. Rows are claimed with FOR UPDATE
 * SKIP LOCKED, so several workers may sweep at once. Unset: mail is kept for ever.
 */
@Injectable()
export class MessageRetentionSweeper {
  private readonly logger = new Logger(MessageRetentionSweeper.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Deletes every message past retention, batch by batch; returns how many. */
  async sweep(): Promise<number> {
    const days = this.config.MESSAGE_RETENTION_DAYS;
    if (!days) return 0;
    let total = 0;
    for (;;) {
      const removed = await this.sweepBatch(days);
      total += removed;
      if (removed < BATCH) break;
    }
    if (total) this.logger.log(`Deleted ${total} message(s) older than ${days} day(s)`);
    return total;
  }

  private sweepBatch(days: number): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const removed = await tx.execute<{ thread_id: string | null }[]>(
        `delete from messages where id in (
           select m.id from messages m join inboxes i on i.id = m.inbox_id
            where i.expires_at is null and m.created_at < now() - make_interval(days => ?)
            limit ? for update of m skip locked)
         returning thread_id`,
        [days, BATCH],
      );
      const threads = [...new Set(removed.map((r) => r.thread_id).filter((id): id is string => Boolean(id)))];
      if (threads.length) {
        // Recount from the rows left (the same rule as deleting one message), then drop empty threads.
        const list = `{${threads.join(',')}}`;
        await tx.execute(`select id from threads where id = any(?::uuid[]) order by id for update`, [list]);
        await tx.execute(
          `update threads t set msg_count = s.n, last_at = coalesce(s.last_at, t.last_at)
             from (select x.id, count(m.id)::int as n, max(m.created_at) as last_at
                     from unnest(?::uuid[]) x(id) left join messages m on m.thread_id = x.id group by x.id) s
            where t.id = s.id`,
          [list],
        );
        await tx.execute(`delete from threads where id = any(?::uuid[]) and msg_count = 0`, [list]);
      }
      return removed.length;
    });
  }
}
