import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { Queue, Worker } from 'bullmq';
import { PeriodicTasks } from '../common/scheduling/periodic-tasks';
import { AppConfig } from '../config/app-config';
import { DomainRecheckScheduler, RECHECK_TICK_MS } from '../domains/domain-recheck.scheduler';
import { DomainsModule } from '../domains/domains.module';
import { InboxExpirySweeper } from '../inboxes/inbox-expiry.sweeper';
import { InboxesModule } from '../inboxes/inboxes.module';
import { AUTHENTICATION_SWEEP_INTERVAL_MS, AuthenticationSweeper } from '../mail/inbound/authentication/authentication-sweeper';
import { InboundModule } from '../mail/inbound/inbound.module';
import { OutboundDeliveryJob } from '../mail/outbound/outbound-delivery.job';
import { OUTBOUND_QUEUE, OutboundJobData } from '../mail/outbound/outbound-queue';
import { OUTBOUND_REQUEUE_INTERVAL_MS, OutboundRequeueSweeper } from '../mail/outbound/outbound-requeue.sweeper';
import { OutboundModule } from '../mail/outbound/outbound.module';
import { MessageRetentionSweeper, RETENTION_SWEEP_INTERVAL_MS } from '../messages/message-retention.sweeper';
import { MessagesModule } from '../messages/messages.module';
import { metrics } from '../metrics/metrics';
import { QueueWorkers } from '../queue/queue-workers';
import { OutboxRelay, PRUNE_INTERVAL_MS, RELAY_POLL_INTERVAL_MS } from '../webhooks/outbox-relay';
import { WebhookDeliveryJob } from '../webhooks/webhook-delivery.job';
import { WEBHOOK_QUEUE, WebhookJobData } from '../webhooks/webhook-queue';
import { WEBHOOK_REQUEUE_INTERVAL_MS, WebhookRequeueSweeper } from '../webhooks/webhook-requeue.sweeper';
import { WebhooksModule } from '../webhooks/webhooks.module';

/** What a worker process runs: every periodic task and every queue worker, in one list. */
@Injectable()
export class WorkerStartup implements OnApplicationBootstrap {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly tasks: PeriodicTasks,
    private readonly workers: QueueWorkers,
    private readonly inboxExpiry: InboxExpirySweeper,
    private readonly domainRecheck: DomainRecheckScheduler,
    private readonly outboundRequeue: OutboundRequeueSweeper,
    private readonly webhookRequeue: WebhookRequeueSweeper,
    private readonly authentication: AuthenticationSweeper,
    private readonly relay: OutboxRelay,
    private readonly retention: MessageRetentionSweeper,
    private readonly outboundDelivery: OutboundDeliveryJob,
    private readonly webhookDelivery: WebhookDeliveryJob,
    @InjectQueue(OUTBOUND_QUEUE) private readonly outboundQueue: Queue<OutboundJobData>,
    @InjectQueue(WEBHOOK_QUEUE) private readonly webhookQueue: Queue<WebhookJobData>,
  ) {}

  onApplicationBootstrap(): void {
    this.tasks.schedule({ name: 'inbox-expiry-sweep', everyMs: this.config.EXPIRY_SWEEP_INTERVAL_SECONDS * 1000, run: () => this.inboxExpiry.sweep() });
    this.tasks.schedule({ name: 'domain-dns-recheck', everyMs: RECHECK_TICK_MS, run: () => this.domainRecheck.recheckDue() });
    this.tasks.schedule({ name: 'outbound-requeue-sweep', everyMs: OUTBOUND_REQUEUE_INTERVAL_MS, run: () => this.outboundRequeue.sweep() });
    this.tasks.schedule({ name: 'webhook-requeue-sweep', everyMs: WEBHOOK_REQUEUE_INTERVAL_MS, run: () => this.webhookRequeue.sweep() });
    this.tasks.schedule({ name: 'authentication-sweep', everyMs: AUTHENTICATION_SWEEP_INTERVAL_MS, run: () => this.authentication.sweep() });
    this.tasks.schedule({ name: 'outbox-relay-poll', everyMs: RELAY_POLL_INTERVAL_MS, run: () => this.relay.wake() });
    this.tasks.schedule({ name: 'outbox-prune', everyMs: PRUNE_INTERVAL_MS, run: () => this.relay.prune() });
    if (this.config.MESSAGE_RETENTION_DAYS) this.tasks.schedule({ name: 'message-retention-sweep', everyMs: RETENTION_SWEEP_INTERVAL_MS, run: () => this.retention.sweep() });

    countFinishedJobs(this.workers.start(this.outboundQueue, this.outboundDelivery));
    countFinishedJobs(this.workers.start(this.webhookQueue, this.webhookDelivery));
  }
}

/** Feeds `inbox_queue_jobs_finished_total` from a worker's events. */
function countFinishedJobs(worker: Worker): void {
  worker.on('completed', () => metrics.queueJobsFinished.inc({ queue: worker.name, outcome: 'completed' }));
  worker.on('failed', () => metrics.queueJobsFinished.inc({ queue: worker.name, outcome: 'failed' }));
}

/**
 * The worker role. AppModule imports this module only when SERVICE_ROLES contains `worker`, so no
 * class checks the role itself: API and SMTP processes have no timers, no outbox LISTEN
 * connection and no BullMQ workers. The work itself is done by plain handler classes that their
 * feature modules provide and export (sweepers, jobs); this module only runs them.
 */
@Module({
  imports: [ScheduleModule.forRoot(), InboxesModule, MessagesModule, DomainsModule, InboundModule, OutboundModule, WebhooksModule],
  providers: [PeriodicTasks, QueueWorkers, OutboxRelay, WorkerStartup],
})
export class WorkerModule {}
