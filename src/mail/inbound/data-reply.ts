import type { StoredDelivery } from './inbound-store';

export type SmtpError = Error & { responseCode: number };

/** An error smtp-server turns into a reply with this code. */
export function smtpError(code: number, message: string): SmtpError {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The one reply after DATA, for all recipients of the transaction (SMTP has no per-recipient
 * reply there; LMTP would). 250 only when every recipient's copy is committed (or was already
 * stored by an earlier attempt). When inboxes vanished between RCPT TO and the commit:
 * - every recipient gone: 550, the sender bounces the message;
 * - some gone, some stored: 451, the sender retries the whole transaction; the stored copies are
 *   recognised by Message-ID and not stored twice (a retry still counts them delivered), and the
 *   vanished addresses are then refused at RCPT TO with 550, so the sender bounces exactly those.
 *   A 250 would report them delivered, and the alternative, a bounce generated here, would be
 *   backscatter to a possibly forged sender.
 */
export function dataReply(stored: readonly Pick<StoredDelivery, 'messageId' | 'outcome'>[]): string {
  const gone = stored.filter((s) => s.outcome === 'gone').length;
  if (gone === stored.length) throw smtpError(550, '5.1.1 mailbox no longer exists');
  if (gone) throw smtpError(451, '4.2.0 some recipients no longer exist; try again (copies already stored are not stored twice)');
  return `2.0.0 OK: stored ${stored.map((s) => s.messageId).join(' ')}`.slice(0, 500);
}

