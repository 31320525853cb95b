import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { LIVE_JOB_STATES } from '../../queue/job-states';
import { OUTBOUND_QUEUE, OutboundJobData } from './outbound-queue';
import { OutboundService } from './outbound.service';
import { sqlFor } from '../../database/sql';

/** How often WorkerModule runs `sweep()`. */
export const OUTBOUND_REQUEUE_INTERVAL_MS = 30_000;
const STALE_AFTER_SECONDS = 60;
const BATCH = 200;

/**
 * Nothing stays stuck: outbound messages still `queued`/`sending` a minute after creation whose
 * job is missing (Redis was down at send time) or finished without settling them (the queue gave
 * up on a crash) are enqueued again. One sweep pages through all of them (batches of BATCH while
 * they come back full), so a backlog after Redis lost its data is handed back to the queue at once
 * and drains at the speed of the delivery workers. Run by WorkerModule.
 */
@Injectable()
export class OutboundRequeueSweeper {
  private readonly logger = new Logger(OutboundRequeueSweeper.name);
  private running = false;

  constructor(
    private readonly em: EntityManager,
    private readonly outbound: OutboundService,
    @InjectQueue(OUTBOUND_QUEUE) private readonly queue: Queue<OutboundJobData>,
  ) {}

  /** Returns how many messages were enqueued again. */
  async sweep(staleAfterSeconds = STALE_AFTER_SECONDS): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const sql = sqlFor(this.em.fork());
      let requeued = 0;
      // Keyset position: messages skipped (their job is live) must not be read again in this sweep.
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const rows: Array<{ id: string; created_at: string }> = await sql<{ id: string; created_at: string }>(
          `select id, created_at::text as created_at from messages
            where direction = 'outbound' and status in ('queued', 'sending') and created_at < now() - make_interval(secs => $1)
              and ($2::timestamptz is null or (created_at, id) > ($2::timestamptz, $3::uuid))
            order by created_at, id limit $4`,
          [staleAfterSeconds, after?.createdAt ?? null, after?.id ?? null, BATCH],
        );
        for (const { id } of rows) {
          const job = await this.queue.getJob(id);
          if (job) {
            if (LIVE_JOB_STATES.has(await job.getState())) continue;
            await job.remove();
          }
          if (await this.outbound.enqueue(id)) requeued++;
        }
        if (rows.length < BATCH) break;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.created_at, id: last.id };
      }
      if (requeued) this.logger.log(`re-enqueued ${requeued} stuck outbound message(s)`);
      return requeued;
    } finally {
      this.running = false;
    }
  }
}
