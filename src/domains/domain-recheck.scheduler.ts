import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { DomainsService } from './domains.service';

/** How often WorkerModule runs `recheckDue()`. */
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
 * Re-checks custom domains' DNS in the background (run by WorkerModule): verified domains every
 * 6 hours, unverified ones every 10 minutes in their first 3 days and daily after that (the
 * cadence is set after every check, in `domains.next_check_at`). A domain that lost its records
 * becomes unverified, so its inboxes stop receiving mail and no new ones can be created on it;
 * a transient DNS failure (time-out, SERVFAIL) does not demote it but is retried in 10 minutes.
 * Each tick claims a batch of due rows with FOR UPDATE SKIP LOCKED and pushes their
 * next_check_at forward as a lease in the same statement, so several nodes never check one
 * domain at once and no lock is held during DNS lookups.
 */
@Injectable()
export class DomainRecheckScheduler {
  private readonly logger = new Logger(DomainRecheckScheduler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly domains: DomainsService,
  ) {}

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
}
