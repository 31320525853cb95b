import { MikroORM } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { LIVE_JOB_STATES } from '../queue/job-states';
import { AppConfig } from '../config/app-config';
import { DELIVER_JOB, DeliveryJobData, deliveryJobId, deliveryJobOptions, WEBHOOK_QUEUE } from './webhook-queue';

/** How often WorkerModule runs `sweep()`. */
export const WEBHOOK_REQUEUE_INTERVAL_MS = 60_000;
/** A pending delivery this far past its due time has no job that will run it. */
export const STUCK_AFTER_SECONDS = 300;
const BATCH = 200;

interface StuckRow {
  id: string;
  webhook_id: string;
  event_id: string;
  attempts: number;
  /** The keyset position as text, so it round-trips exactly. */
  due: string;
}

/**
 * No delivery stays pending forever. BullMQ gives up on a job after WEBHOOK_MAX_ATTEMPTS runs, and
 * runs that failed because PostgreSQL was down never got to record anything: the row stays
 * `pending` with nobody to run it (also when Redis lost the job). Rows overdue by
 * STUCK_AFTER_SECONDS whose job is missing or finished get a fresh job for the attempts left, or
 * are marked failed when none are left. Several workers may sweep at once: job ids are
 * deterministic, so a second add of the same delivery is ignored. One sweep pages through every
 * overdue row (batches of BATCH while they come back full), so a backlog left by a Redis that lost
 * its data is handed back to the queue in one go and drains at the speed of the delivery workers,
 * not a batch per interval. Run by WorkerModule.
 */
@Injectable()
export class WebhookRequeueSweeper {
  private readonly logger = new Logger(WebhookRequeueSweeper.name);
  private running = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(AppConfig) private readonly config: AppConfig,
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<DeliveryJobData>,
  ) {}

  /** Returns how many deliveries got a new job and how many were closed as failed. */
  async sweep(stuckAfterSeconds = STUCK_AFTER_SECONDS): Promise<{ requeued: number; failed: number }> {
    if (this.running) return { requeued: 0, failed: 0 };
    this.running = true;
    try {
      const connection = this.orm.em.getConnection();
      const max = this.config.WEBHOOK_MAX_ATTEMPTS;
      let requeued = 0;
      let failed = 0;
      // Keyset position: rows skipped (their job is live) must not be read again in this sweep.
      let after: { due: string; id: string } | null = null;
      for (;;) {
        const rows: StuckRow[] = await connection.execute<StuckRow[]>(
          `select d.id, d.webhook_id, d.event_id, d.attempts, coalesce(d.next_attempt_at, d.created_at)::text as due
             from webhook_deliveries d join webhooks w on w.id = d.webhook_id and w.active
            where d.status = 'pending' and coalesce(d.next_attempt_at, d.created_at) < now() - make_interval(secs => ?)
              and (?::timestamptz is null or (coalesce(d.next_attempt_at, d.created_at), d.id) > (?::timestamptz, ?::uuid))
            order by coalesce(d.next_attempt_at, d.created_at), d.id limit ?`,
          [stuckAfterSeconds, after?.due ?? null, after?.due ?? null, after?.id ?? null, BATCH],
        );
        for (const row of rows) {
          if (row.attempts >= max) {
            await connection.execute(`update webhook_deliveries set status = 'failed', next_attempt_at = null, last_error = coalesce(last_error, 'no attempt left') where id = ? and status = 'pending'`, [row.id]);
            failed++;
            continue;
          }
          const jobId = deliveryJobId(row.webhook_id, row.event_id);
          const job = await this.queue.getJob(jobId);
          if (job) {
            if (LIVE_JOB_STATES.has(await job.getState())) continue;
            await job.remove();
          }
          await this.queue.add(DELIVER_JOB, { webhookId: row.webhook_id, eventId: row.event_id }, deliveryJobOptions(jobId, max - row.attempts));
          requeued++;
        }
        if (rows.length < BATCH) break;
        const last = rows[rows.length - 1]!;
        after = { due: last.due, id: last.id };
      }
      if (requeued || failed) this.logger.log(`Webhook deliveries recovered: ${requeued} re-enqueued, ${failed} closed as failed`);
      return { requeued, failed };
    } finally {
      this.running = false;
    }
  }
}
