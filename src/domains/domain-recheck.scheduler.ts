import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { DomainsService } from './domains.service';

const INTERVAL_NAME = 'domain-dns-recheck';
export const RECHECK_TICK_MS = 60_000;
/** Domains claimed per tick, and checked this many at a time: a bounded load on DNS and the database. */
export const RECHECK_BATCH_SIZE = 50;
const RECHECK_CONCURRENCY = 5;
/** A claimed domain not finished within this lease (a node died mid-check) becomes due again. */
const CLAIM_LEASE_SECONDS = 300;

interface DueRow {
  id: string;
  domain: string;
  dkim_selector: string;
  dkim_public_key: string;
  verified: boolean;
  created_at: Date | string;
}

/**
 * Re-checks custom domains' DNS in the background (worker role only): verified domains every
 * 6 hours, unverified ones every 10 minutes in their first 3 days and daily after that (the
 * cadence is set after every check, in `domains.next_check_at`). A domain that lost its records
 * becomes unverified, so its inboxes stop receiving mail and no new ones can be created on it;
 * a transient DNS failure (time-out, SERVFAIL) does not demote it but is retried in 10 minutes.
 * Each tick claims a batch of due rows with FOR UPDATE SKIP LOCKED and pushes their
 * next_check_at forward as a lease in the same statement, so several nodes never check one
 * domain at once and no lock is held during DNS lookups.
 */
@Injectable()
export class DomainRecheckScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DomainRecheckScheduler.name);
  private running: Promise<number> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly domains: DomainsService,
    private readonly scheduler: SchedulerRegistry,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.hasRole('worker')) return;
    const timer = setInterval(() => void this.tick(), RECHECK_TICK_MS);
    timer.unref();
    this.scheduler.addInterval(INTERVAL_NAME, timer);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.running?.catch(() => undefined);
  }

  /** Checks one batch of due domains; returns how many were checked. */
  async recheckDue(): Promise<number> {
    const em = this.em.fork();
    const due = await em.getConnection().execute<DueRow[]>(
      `update domains set next_check_at = now() + make_interval(secs => ?)
       where id in (select id from domains where next_check_at <= now() order by next_check_at limit ? for update skip locked)
       returning id, domain, dkim_selector, dkim_public_key, verified, created_at`,
      [CLAIM_LEASE_SECONDS, RECHECK_BATCH_SIZE],
    );
    const queue = [...due];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const domain = { id: row.id, domain: row.domain, dkimSelector: row.dkim_selector, dkimPublicKey: row.dkim_public_key, verified: row.verified, createdAt: new Date(row.created_at) };
        try {
          await this.domains.recheck(domain, em);
        } catch (error) {
          this.logger.error(`Re-check of ${row.domain} failed: ${String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(RECHECK_CONCURRENCY, due.length) }, worker));
    return due.length;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.recheckDue();
    try {
      await this.running;
    } catch (error) {
      this.logger.error(`Domain re-check failed: ${String(error)}`);
    } finally {
      this.running = null;
    }
  }
}
