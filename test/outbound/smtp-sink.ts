import { SMTPServer } from 'smtp-server';

/** One mail as the receiving server got it. */
export interface SunkMail {
  from: string;
  to: string[];
  raw: Buffer;
}

/** How the sink answers RCPT TO for one recipient: accept, or an SMTP error reply. */
export type RcptVerdict = 'accept' | { code: number; message: string };

export interface SmtpSink {
  port: number;
  mails: SunkMail[];
  /** Every RCPT TO seen, accepted or not (to count attempts). */
  rcptAttempts: string[];
  /** Decides each RCPT TO; accept everything by default. */
  onRcpt: (address: string, attempt: number) => RcptVerdict;
  /** Mails received for one recipient. */
  mailsTo(address: string): SunkMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 standing in for a relay or a recipient's MX: no auth, no TLS,
 * records every mail and answers RCPT TO as `onRcpt` says (5xx rejects, 4xx defers).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    mails: [],
    rcptAttempts: [],
    onRcpt: () => 'accept',
    mailsTo: (address) => sink.mails.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      sink.rcptAttempts.push(to);
      const verdict = sink.onRcpt(to, sink.rcptAttempts.filter((a) => a === to).length);
      if (verdict === 'accept') return callback();
      callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.port = (server.server.address() as { port: number }).port;
  return sink;
}
