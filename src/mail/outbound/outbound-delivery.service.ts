import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import type nodemailerModule from 'nodemailer';
import { AppConfig } from '../../config/app-config';
import { DkimKeyStore } from '../../domains/dkim-key-store';
import { insertEvents } from '../../events/outbox';
import { dkimSign } from './dkim-signer';
import { deliveryTargets, MxResolver } from './mx-lookup';
import { classifySmtpError, DeliveryFailure } from './smtp-outcome';
import { sqlFor } from '../../database/sql';

/**
 * nodemailer's transports (17 modules) are loaded on the first outbound delivery, not at start-up:
 * most processes (API, SMTP) never send, and every module's source stays in the heap.
 */
let nodemailerLoaded: Promise<typeof nodemailerModule> | null = null;
function loadNodemailer(): Promise<typeof nodemailerModule> {
  nodemailerLoaded ??= import('nodemailer').then((m) => (m as { default?: typeof nodemailerModule }).default ?? (m as unknown as typeof nodemailerModule));
  return nodemailerLoaded;
}

export interface DeliveryAttempt {
  /** 1-based number of this attempt. */
  number: number;
  /** Attempts allowed in all. */
  of: number;
}

export type DeliveryResult = 'sent' | 'failed' | 'skipped';

interface PendingMessage {
  id: string;
  inbox_id: string;
  thread_id: string | null;
  from: string;
  to: string;
  subject: string;
  status: string;
  user_id: string | null;
  domain: string;
  raw: Buffer;
}

const CONNECTION_TIMEOUT_MS = 30_000;
const GREETING_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 120_000;

/**
 * One delivery attempt of one stored outbound message: DKIM-sign the stored MIME, hand it to the
 * relay (SMTP_RELAY_URL) or straight to the recipient domain's MX hosts, and record the outcome.
 * A transient failure is rethrown so the queue retries with backoff; a 5xx or the last attempt
 * marks the message failed with the reason.
 */
@Injectable()
export class OutboundDeliveryService {
  private readonly logger = new Logger(OutboundDeliveryService.name);
  private readonly resolver: MxResolver;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly keys: DkimKeyStore,
  ) {
    const resolver = new Resolver({ timeout: 5000, tries: 2 });
    if (config.DNS_SERVERS?.length) resolver.setServers(config.DNS_SERVERS);
    this.resolver = resolver;
  }

  async deliver(messageId: string, attempt: DeliveryAttempt): Promise<DeliveryResult> {
    const em = this.em.fork();
    const sql = sqlFor(em);
    const [message] = await sql<PendingMessage>(
      `select m.id, m.inbox_id, m.thread_id, m."from", m."to", m.subject, m.status, i.user_id, i.domain, r.raw
         from messages m
         join inboxes i on i.id = m.inbox_id
         join message_raw r on r.message_id = m.id
        where m.id = $1 and m.direction = 'outbound'`,
      [messageId],
    );
    // Deleted meanwhile, or already settled by an earlier run of the same job.
    if (!message || message.status === 'sent' || message.status === 'failed') return 'skipped';
    await sql(`update messages set status = 'sending' where id = $1 and status in ('queued', 'sending')`, [message.id]);

    let signed: Buffer;
    try {
      const key = await this.keys.forDomain(message.domain);
      signed = key ? await dkimSign(Buffer.from(message.raw), key) : Buffer.from(message.raw);
      await this.transmit(signed, message.from, message.to);
    } catch (error) {
      const failure = classifySmtpError(error);
      if (failure.permanent || attempt.number >= attempt.of) {
        const reason = failure.permanent ? failure.reason : `gave up after ${attempt.of} attempts: ${failure.reason}`;
        await sql(`update messages set status = 'failed', status_reason = $2 where id = $1 and status <> 'sent'`, [message.id, reason]);
        this.logger.warn(`outbound message ${message.id} failed: ${reason}`);
        return 'failed';
      }
      await sql(`update messages set status = 'queued', status_reason = $2 where id = $1 and status <> 'sent'`, [
        message.id,
        `attempt ${attempt.number} of ${attempt.of} deferred: ${failure.reason}`,
      ]);
      throw failure;
    }

    await em.transactional(async (tx) => {
      const txSql = sqlFor(tx);
      // Conditional, so a re-run job never records a second message.sent.
      const updated = await txSql(`update messages set status = 'sent', sent_at = now(), status_reason = null where id = $1 and status <> 'sent' returning id`, [message.id]);
      if (!updated.length) return;
      await txSql(`update message_raw set raw = $2 where message_id = $1`, [message.id, signed]);
      if (message.user_id) {
        await insertEvents(txSql, [
          {
            type: 'message.sent',
            userId: message.user_id,
            inboxId: message.inbox_id,
            data: { inbox_id: message.inbox_id, message_id: message.id, thread_id: message.thread_id, to: message.to, subject: message.subject },
          },
        ]);
      }
    });
    return 'sent';
  }

  private async transmit(raw: Buffer, from: string, to: string): Promise<void> {
    const envelope = { from, to: [to] };
    if (this.config.SMTP_RELAY_URL) {
      await this.sendVia({ url: this.config.SMTP_RELAY_URL }, raw, envelope, 'relay');
      return;
    }
    const domain = to.slice(to.lastIndexOf('@') + 1).toLowerCase();
    const targets = await deliveryTargets(this.resolver, domain);
    let lastFailure: DeliveryFailure | undefined;
    for (const target of targets) {
      try {
        // Opportunistic STARTTLS as MTAs do: MX certificates rarely match, encryption still beats plain text.
        await this.sendVia({ host: target.address, port: this.config.SMTP_DIRECT_PORT, secure: false, tls: { servername: target.host, rejectUnauthorized: false } }, raw, envelope, target.host);
        return;
      } catch (error) {
        const failure = classifySmtpError(error, target.host);
        if (failure.permanent) throw failure;
        lastFailure = failure;
      }
    }
    throw lastFailure ?? new DeliveryFailure(false, `no mail server of ${domain} answered`);
  }

  private async sendVia(options: Record<string, unknown>, raw: Buffer, envelope: { from: string; to: string[] }, label: string): Promise<void> {
    const nodemailer = await loadNodemailer();
    const transport = nodemailer.createTransport({
      ...options,
      name: this.config.mailHost,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    } as Parameters<typeof nodemailerModule.createTransport>[0]);
    try {
      await transport.sendMail({ raw, envelope });
    } catch (error) {
      throw classifySmtpError(error, label);
    } finally {
      transport.close();
    }
  }
}
