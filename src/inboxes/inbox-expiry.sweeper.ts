import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { metrics } from '../metrics/metrics';

/** Rows per statement: bounded so one sweep never holds many locks or a long transaction. */
export const SWEEP_BATCH_SIZE = 500;

/**
 * Deletes expired temporary inboxes (their messages, threads and attachments cascade) and, in
 * the same statement, writes one `inbox.expired` outbox event per owned inbox. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so any number of worker nodes may sweep at once: each inbox is
 * deleted, and its event written, exactly once. Reads never wait for the sweeper: every query
 * filters on expires_at itself. Run every EXPIRY_SWEEP_INTERVAL_SECONDS by WorkerModule.
 */
@Injectable()
export class InboxExpirySweeper {
  private readonly logger = new Logger(InboxExpirySweeper.name);

  constructor(private readonly em: EntityManager) {}

  /** One full sweep: batches until no expired inbox is left. Returns how many inboxes were removed. */
  async sweep(): Promise<number> {
    let total = 0;
    metrics.expirySweeps.inc();
    for (;;) {
      const removed = await this.sweepBatch();
      total += removed;
      metrics.inboxesExpired.inc(removed);
      if (removed < SWEEP_BATCH_SIZE) {
        if (total) this.logger.log(`Removed ${total} expired inbox(es)`);
        return total;
      }
    }
  }

  /**
   * One statement, so the deletes and their events commit together. The body comes from
   * `outbox_payload()`, like every outbox event's, with JavaScript-style ISO timestamps.
   */
  private async sweepBatch(): Promise<number> {
    const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const rows = await this.em.fork().execute<{ removed: number }[]>(
      `with expired as (
         delete from inboxes where id in (
           select id from inboxes where expires_at <= now() order by expires_at limit ? for update skip locked
         )
         returning id, user_id, address, expires_at
       ), events as (
         insert into outbox_events (id, type, user_id, inbox_id, payload, created_at)
         select gen_random_uuid(), 'inbox.expired', user_id, id,
           outbox_payload('inbox.expired', ${iso('now()')},
             jsonb_build_object('inbox_id', id, 'address', address, 'expired_at', ${iso('expires_at')})),
           now()
         from expired where user_id is not null
         returning id
       )
       select (select count(*)::int from expired) as removed, (select count(*)::int from events) as events`,
      [SWEEP_BATCH_SIZE],
    );
    return Number(rows[0]?.removed ?? 0);
  }
}
