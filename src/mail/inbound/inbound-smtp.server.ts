import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, SMTPServerAddress, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { AppConfig } from '../../config/app-config';
import { clientIp, receivedHeader } from './authentication/received-header';
import { ConnectionLimit } from './connection-limit';
import { inboxFullMessage, storedBytes } from '../../messages/inbox-storage';
import { parsePlain, parseWithMailparser } from './inbound-mime';
import { MessageBuffer } from './message-buffer';
import { collectAllGarbageSoon } from '../../common/memory/collect-garbage';
import { collectOldGenerationSoon } from '../../common/memory/old-generation-watermark';
import { dataReply, SmtpError, smtpError } from './data-reply';
import { BIG_MESSAGE_BYTES, Delivery, InboundStore, InboxTarget, StoredDelivery } from './inbound-store';
import { metrics, smtpRefusalReason } from '../../metrics/metrics';

/** Recipients accepted in one transaction; more get 452 and the sender retries them in another. */
export const MAX_RECIPIENTS_PER_MESSAGE = 100;


/**
 * From this size on a stored message is followed by a mark-compact that frees its bytes: an incremental one
 * (collectOldGenerationSoon), or without the watermark an atomic full GC (collectAllGarbageSoon, a 90-120 ms pause).
 */
const COLLECT_AFTER_BYTES = 4 * 1024 * 1024;
const TEMPORARY_FAILURE = () => smtpError(451, '4.3.0 temporary failure, try again later');
const SHUTTING_DOWN = () => smtpError(421, '4.3.2 service shutting down, try again later');

/**
 * The MX: accepts mail for live inboxes of the default domain and of verified custom domains
 * (no AUTH, never a relay), enforces MAX_MESSAGE_BYTES, and answers 250 only once the message is
 * committed. Runs only in processes with the `smtp` role.
 */
@Injectable()
export class InboundSmtpServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(InboundSmtpServer.name);
  private server: SMTPServer | null = null;
  /** Inboxes resolved at RCPT TO, per session, in recipient order. */
  private readonly targets = new WeakMap<SMTPServerSession, Map<string, InboxTarget>>();
  /** Sessions counted in the active-sessions gauge and the per-IP limit (refused connections never were). */
  private readonly counted = new WeakSet<SMTPServerSession>();
  /** Set on shutdown: new sessions and new transactions get 421 while accepted DATA finishes. */
  private draining = false;
  private readonly dataInFlight = new Set<Promise<unknown>>();
  /** Open sessions per client IP on this node (SMTP_MAX_CONNECTIONS_PER_IP). */
  private readonly perIp: ConnectionLimit;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly store: InboundStore,
  ) {
    this.perIp = new ConnectionLimit(config.SMTP_MAX_CONNECTIONS_PER_IP);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.hasRole('smtp')) return;
    await this.listen();
  }

  /** The bound address (the real port when SMTP_PORT=0), or null when not listening. */
  address(): AddressInfo | null {
    const address = this.server?.server.address();
    return address && typeof address === 'object' ? address : null;
  }

  private async listen(): Promise<void> {
    const tls = this.config.SMTP_TLS_CERT_FILE && this.config.SMTP_TLS_KEY_FILE
      ? { cert: readFileSync(this.config.SMTP_TLS_CERT_FILE), key: readFileSync(this.config.SMTP_TLS_KEY_FILE) }
      : null;
    const server = new SMTPServer({
      // smtp-server writes `220 <name> ESMTP` itself; a banner would be appended after it.
      name: this.config.mailHost,
      size: this.config.MAX_MESSAGE_BYTES,
      authOptional: true,
      disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
      hideSTARTTLS: !tls,
      ...(tls ?? {}),
      logger: false,
      // Used only once the DATA in flight has drained (see beforeApplicationShutdown): idle
      // sessions then get 421 a second later.
      closeTimeout: 1000,
      onConnect: (session, callback) => callback(this.admit(session)),
      onClose: (session) => {
        if (!this.counted.delete(session)) return;
        metrics.smtpSessionsActive.dec();
        this.perIp.close(clientIp(session.remoteAddress));
      },
      onMailFrom: (_address, _session, callback) => callback(this.draining ? SHUTTING_DOWN() : null),
      onRcptTo: (address, session, callback) => {
        this.onRcptTo(address, session).then(
          () => callback(),
          (error: SmtpError) => {
            metrics.smtpRefused.inc({ stage: 'rcpt', reason: smtpRefusalReason(error.responseCode, error.message) });
            callback(error);
          },
        );
      },
      onData: (stream, session, callback) => {
        let dataEnded = 0;
        stream.once('end', () => (dataEnded = performance.now()));
        // Out of dataInFlight as the reply is written (no `finally`: one promise less per message).
        const done: Promise<void> = this.onData(stream, session).then(
          (message) => {
            this.dataInFlight.delete(done);
            // The copies are committed, hence readable through the API, before this 250 is written.
            metrics.smtpDataToReadableSeconds.observe((performance.now() - dataEnded) / 1000);
            metrics.smtpAccepted.inc(session.envelope.rcptTo.length);
            callback(null, message);
          },
          (error: SmtpError) => {
            this.dataInFlight.delete(done);
            metrics.smtpRefused.inc({ stage: 'data', reason: smtpRefusalReason(error.responseCode, error.message) });
            callback(error);
          },
        );
        this.dataInFlight.add(done);
      },
    });
    server.on('error', (error) => this.logger.warn(`SMTP connection error: ${error.message}`));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.config.SMTP_PORT, this.config.SMTP_BIND_HOST, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.logger.log(`SMTP listening on ${this.config.SMTP_BIND_HOST}:${this.address()?.port}`);
  }

  /** A new session: 421 while shutting down or when its address already holds too many sessions here. */
  private admit(session: SMTPServerSession): SmtpError | null {
    if (this.draining) {
      metrics.smtpRefused.inc({ stage: 'connect', reason: 'shutting_down' });
      return SHUTTING_DOWN();
    }
    if (!this.perIp.tryOpen(clientIp(session.remoteAddress))) {
      metrics.smtpRefused.inc({ stage: 'connect', reason: 'too_many_connections' });
      return smtpError(421, '4.7.0 too many connections from your address, try again later');
    }
    metrics.smtpSessions.inc();
    metrics.smtpSessionsActive.inc();
    this.counted.add(session);
    return null;
  }

  private async onRcptTo(address: SMTPServerAddress, session: SMTPServerSession): Promise<void> {
    let targets = this.targets.get(session);
    // smtp-server resets the envelope after each transaction; start afresh with the first RCPT.
    if (!targets || session.envelope.rcptTo.length === 0) {
      targets = new Map();
      this.targets.set(session, targets);
    }
    if (session.envelope.rcptTo.length >= MAX_RECIPIENTS_PER_MESSAGE) throw smtpError(452, '4.5.3 too many recipients');
    const verdict = await this.store.resolveRecipient(address.address).catch((error: unknown) => {
      this.logger.warn(`Recipient lookup failed: ${String(error)}`);
      throw TEMPORARY_FAILURE();
    });
    if (verdict.kind === 'relay') throw smtpError(550, '5.7.1 relaying denied');
    if (verdict.kind === 'unknown') throw smtpError(550, `5.1.1 <${address.address}>: no such mailbox`);
    if (this.config.MAX_INBOX_BYTES > 0 && (await this.inboxBytes(verdict.inbox.id)) >= this.config.MAX_INBOX_BYTES) {
      throw smtpError(452, `4.2.2 <${address.address}>: ${inboxFullMessage(this.config.MAX_INBOX_BYTES)}`);
    }
    targets.set(address.address.toLowerCase(), verdict.inbox);
  }

  /** Stored bytes of an inbox (MAX_INBOX_BYTES); a database fault is a 451 like any other lookup. */
  private inboxBytes(inboxId: string): Promise<number> {
    return storedBytes((text, params) => this.store.db.query(text, params).then((r) => r.rows), inboxId).catch((error: unknown) => {
      this.logger.warn(`Inbox size lookup failed: ${String(error)}`);
      throw TEMPORARY_FAILURE();
    });
  }

  private async onData(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const data = new MessageBuffer(this.config.MAX_MESSAGE_BYTES);
    let tooLarge = false;
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        // Past the limit keep draining (the client is still sending) but stop buffering.
        if (tooLarge || stream.sizeExceeded || data.length + chunk.length > this.config.MAX_MESSAGE_BYTES) {
          tooLarge = true;
          return;
        }
        data.push(chunk);
      });
      stream.once('end', () => resolve());
      stream.once('error', reject);
    });
    const length = data.length;
    if (tooLarge || stream.sizeExceeded) throw smtpError(552, '5.3.4 message too large');

    const targets = this.targets.get(session);
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const inboxes = session.envelope.rcptTo.map((r) => targets?.get(r.address.toLowerCase())).filter((t): t is InboxTarget => Boolean(t));
    if (!inboxes.length) throw smtpError(554, '5.5.1 no valid recipients');
    // One recipient: a message that would overflow its inbox is refused outright. With several, an
    // inbox may overshoot by this one message rather than refusing the copies of the others.
    if (this.config.MAX_INBOX_BYTES > 0 && inboxes.length === 1 && (await this.inboxBytes(inboxes[0]!.id)) + length > this.config.MAX_INBOX_BYTES) {
      throw smtpError(552, `5.2.2 ${inboxFullMessage(this.config.MAX_INBOX_BYTES)}`);
    }

    // Stored with our trace header on top (RFC 5321 §4.4): it carries the client address and
    // HELO that sender authentication needs, also when it runs later from the stored row. The
    // message exists once from here on (`stored`; `raw` is a view of it without the header): a
    // large one was collected in one buffer with room for the header (MessageBuffer).
    const trace = { ip: clientIp(session.remoteAddress), helo: session.hostNameAppearsAs || session.clientHostname || '', protocol: session.secure ? 'ESMTPS' : 'ESMTP' };
    const received = Buffer.from(receivedHeader(trace, this.config.mailHost, session.id, new Date()), 'latin1');
    const stored = data.finish(received);
    const raw = stored.subarray(received.length);

    let deliveries: Delivery[];
    try {
      // Parsed once; only the To fallback (no To header) differs per recipient.
      // parseInbound() without its promise for the plain path (most mail here): the same two readers in the same order.
      const context = { envelopeFrom, recipient: '', host: this.config.mailHost, maxAttachments: this.config.MAX_ATTACHMENTS_PER_MESSAGE, textInPlaceFrom: BIG_MESSAGE_BYTES, attachmentsInPlaceFrom: BIG_MESSAGE_BYTES };
      const parsed = parsePlain(raw, context) ?? (await parseWithMailparser(raw, context));
      if (parsed.skippedParts > 0) {
        this.logger.warn(
          { skipped_parts: parsed.skippedParts, stored_attachments: parsed.attachments.length, message_id_header: parsed.messageIdHeader, bytes: raw.length },
          `Received message has more MIME parts than are stored: ${parsed.skippedParts} skipped (MAX_ATTACHMENTS_PER_MESSAGE=${this.config.MAX_ATTACHMENTS_PER_MESSAGE})`,
        );
      }
      deliveries = inboxes.map((inbox) => ({ inbox, raw: stored, envelopeFrom, parsed: parsed.to ? parsed : { ...parsed, to: inbox.address } }));
    } catch (error) {
      this.logger.error(`Parsing failed unexpectedly: ${String(error)}`);
      throw TEMPORARY_FAILURE();
    }
    let copies: StoredDelivery[];
    try {
      copies = await this.store.store(deliveries);
    } catch (error) {
      this.logger.warn(`Storing a received message failed: ${String(error)}`);
      throw TEMPORARY_FAILURE();
    }
    // Stored: a large message's bytes are freed by a mark-compact soon rather than whenever V8 starts one.
    if (length >= COLLECT_AFTER_BYTES && !collectOldGenerationSoon()) collectAllGarbageSoon();
    return dataReply(copies);
  }

  /**
   * Graceful stop: from now on new sessions and new transactions get 421 (the sender retries
   * later or at another MX), while every DATA already in flight is committed and answered 250, or
   * answered 4xx when it cannot be. Nothing is acknowledged without being stored. Then the
   * listener closes and idle sessions get 421. Bounded by the shutdown grace period.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.draining = true;
    const deadline = Date.now() + Math.max(1, this.config.SHUTDOWN_GRACE_SECONDS - 1) * 1000;
    while (this.dataInFlight.size && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.dataInFlight]), new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())))]);
      clearTimeout(timer);
    }
    this.server = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
