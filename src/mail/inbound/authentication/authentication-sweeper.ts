import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { inTransaction, sqlForPg } from '../../../database/sql';
import { InboundStore } from '../inbound-store';
import { failedAuthentication } from './mail-authentication';
import { MessageAuthenticator, SavedVerdict } from './message-authenticator';

/** How often WorkerModule runs `sweep()`. */
export const AUTHENTICATION_SWEEP_INTERVAL_MS = 15_000;
/** A row pending this long lost its check (process died, queue full): check it here. */
export const PENDING_STALE_SECONDS = 30;
/** A row pending this long is closed as temperror without another try (long outage backlog). */
export const PENDING_GIVE_UP_SECONDS = 3600;
const BATCH = 50;

interface PendingRow {
  id: string;
  envelope_from: string | null;
  body_text: string;
  body_html: string;
  raw: Buffer | null;
  stale: boolean;
}

/**
 * Finishes sender authentication that the SMTP process did not (it died after the commit, or its
 * queue was full). Every worker may sweep at once: rows are claimed with FOR UPDATE SKIP LOCKED
 * inside the sweep's transaction, and the verdict is written only while the row is still
 * `pending`, so a row is checked once even with many nodes. Run by WorkerModule.
 */
@Injectable()
export class AuthenticationSweeper {
  private readonly logger = new Logger(AuthenticationSweeper.name);
  private running = false;

  constructor(
    private readonly store: InboundStore,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly authenticator: MessageAuthenticator,
  ) {}

  /** Returns how many rows got a verdict. */
  async sweep(staleSeconds = PENDING_STALE_SECONDS, giveUpSeconds = PENDING_GIVE_UP_SECONDS): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      return await this.sweepOnce(staleSeconds, giveUpSeconds);
    } finally {
      this.running = false;
    }
  }

  private async sweepOnce(staleSeconds: number, giveUpSeconds: number): Promise<number> {
    const saved: SavedVerdict[] = await inTransaction(this.store.db, async (client) => {
      const query = sqlForPg(client);
      const { rows } = await client.query<PendingRow>(
        `select m.id, m.envelope_from, m.body_text, m.body_html, r.raw, m.created_at < now() - make_interval(secs => $1) as stale
           from messages m left join message_raw r on r.message_id = m.id
          where m.auth_status = 'pending' and m.direction = 'inbound' and m.created_at < now() - make_interval(secs => $2)
          order by m.created_at limit $3
            for update of m skip locked`,
        [giveUpSeconds, staleSeconds, BATCH],
      );
      const done = await Promise.all(
        rows.map(async (row) => {
          if (row.stale) {
            const verdict = failedAuthentication('temperror', `no verdict within ${giveUpSeconds} s of receipt`, this.config.mailHost);
            return this.authenticator.save(query, [row.id], verdict, null, false);
          }
          const job = { messageIds: [row.id], raw: row.raw, envelopeFrom: row.envelope_from, text: row.body_text, html: row.body_html };
          return this.authenticator.run(job, query, false);
        }),
      );
      return done.flat();
    });
    await this.authenticator.announce(saved);
    if (saved.length) this.logger.log(`Sender authentication finished for ${saved.length} message(s) left pending`);
    return saved.length;
  }
}
