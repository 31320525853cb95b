import MailComposer from 'nodemailer/lib/mail-composer';
import { connect, Socket } from 'node:net';
import { InboundSmtpServer } from '../../src/mail/inbound/inbound-smtp.server';
import type { TestApp } from './harness';

/** One SMTP reply: the code and the text of its (last) line. */
export interface SmtpReply {
  code: number;
  text: string;
  /** Every line of a multi-line reply, without the `250-` prefix. */
  lines: string[];
}

/** Outcome of one transaction: the replies to MAIL FROM, each RCPT TO and the final DATA (null if never reached). */
export interface SmtpResult {
  mailFrom: SmtpReply;
  rcpt: SmtpReply[];
  data: SmtpReply | null;
}

/** The port the app's SMTP server is bound to (SMTP_PORT=0 in tests). */
export function smtpPort(t: Pick<TestApp, 'app'>): number {
  const address = t.app.get(InboundSmtpServer, { strict: false }).address();
  if (!address) throw new Error('SMTP server is not listening (is the smtp role enabled?)');
  return address.port;
}

/**
 * A tiny SMTP client that sends bytes exactly as given (bare LF, 8-bit headers and all), so
 * tests can deliver malformed mail, and that keeps its session for many transactions (load tests).
 */
export class SmtpSession {
  private buffer = '';
  private lines: string[] = [];
  private waiter: ((reply: SmtpReply) => void) | null = null;
  private failure: Error | null = null;
  private readonly replies: SmtpReply[] = [];
  ehlo: SmtpReply | null = null;
  greeting: SmtpReply | null = null;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk.toString('latin1')));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('connection closed')));
  }

  static async open(port: number, host = '127.0.0.1', heloName = 'client.test'): Promise<SmtpSession> {
    const socket = connect(port, host);
    const session = new SmtpSession(socket);
    const greeting = await session.read();
    if (greeting.code !== 220) throw new Error(`Unexpected greeting ${greeting.code} ${greeting.text}`);
    session.greeting = greeting;
    session.ehlo = await session.command(`EHLO ${heloName}`);
    return session;
  }

  command(line: string): Promise<SmtpReply> {
    this.socket.write(`${line}\r\n`);
    return this.read();
  }

  /** One transaction. `raw` is sent as is (dot-stuffed), then CRLF.CRLF. Recipients refused at RCPT are skipped. */
  async send(from: string, to: string[], raw: string | Buffer): Promise<SmtpResult> {
    const mailFrom = await this.command(`MAIL FROM:<${from}>`);
    if (mailFrom.code !== 250) return { mailFrom, rcpt: [], data: null };
    const rcpt: SmtpReply[] = [];
    for (const address of to) rcpt.push(await this.command(`RCPT TO:<${address}>`));
    if (!rcpt.some((r) => r.code === 250 || r.code === 251)) {
      await this.command('RSET');
      return { mailFrom, rcpt, data: null };
    }
    const go = await this.command('DATA');
    if (go.code !== 354) return { mailFrom, rcpt, data: go };
    return { mailFrom, rcpt, data: await this.sendData(raw) };
  }

  /**
   * MAIL, RCPT… and DATA in one write (the server offers PIPELINING), then the body if DATA got
   * 354: fewer round trips for load tests. Returns the same shape as `send`.
   */
  async sendPipelined(from: string, to: string[], raw: string | Buffer, onDataSent?: () => void): Promise<SmtpResult> {
    this.socket.write([`MAIL FROM:<${from}>`, ...to.map((a) => `RCPT TO:<${a}>`), 'DATA', ''].join('\r\n'));
    const mailFrom = await this.read();
    const rcpt: SmtpReply[] = [];
    for (let i = 0; i < to.length; i++) rcpt.push(await this.read());
    const go = await this.read();
    if (go.code !== 354) return { mailFrom, rcpt, data: go };
    const reply = this.sendData(raw);
    onDataSent?.();
    return { mailFrom, rcpt, data: await reply };
  }

  /** Sends the message body after a 354 and returns the final reply. */
  sendData(raw: string | Buffer): Promise<SmtpReply> {
    const body = Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8');
    const stuffed = dotStuff(body);
    // The terminator is always CRLF.CRLF, even after a body with bare-LF line ends.
    const endsWithCrlf = stuffed.length >= 2 && stuffed[stuffed.length - 2] === 0x0d && stuffed[stuffed.length - 1] === 0x0a;
    const ending = endsWithCrlf ? '.\r\n' : '\r\n.\r\n';
    this.socket.write(Buffer.concat([stuffed, Buffer.from(ending)]));
    return this.read();
  }

  async quit(): Promise<void> {
    if (this.socket.destroyed) return;
    await this.command('QUIT').catch(() => undefined);
    this.socket.destroy();
  }

  destroy(): void {
    this.socket.destroy();
  }

  read(): Promise<SmtpReply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<SmtpReply>((resolve, reject) => {
      this.waiter = resolve;
      this.rejecter = reject;
    });
  }

  private rejecter: ((error: Error) => void) | null = null;

  private onData(text: string): void {
    this.buffer += text;
    let index: number;
    while ((index = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, '');
      this.buffer = this.buffer.slice(index + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), text: line.slice(4), lines: this.lines };
        this.lines = [];
        const waiter = this.waiter;
        this.waiter = null;
        this.rejecter = null;
        if (waiter) waiter(reply);
        else this.replies.push(reply);
      }
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const rejecter = this.rejecter;
    this.waiter = null;
    this.rejecter = null;
    rejecter?.(error);
  }
}

function dotStuff(body: Buffer): Buffer {
  const text = body.toString('latin1');
  return Buffer.from(text.replace(/(^|\n)\./g, '$1..'), 'latin1');
}

/**
 * Delivers one message over a fresh SMTP session to the test app and returns the server's
 * final reply (the DATA reply, or the failing MAIL/RCPT reply when it never got that far).
 */
export async function sendRawMail(t: Pick<TestApp, 'app'>, mail: { from: string; to: string[]; raw: string | Buffer }): Promise<SmtpReply & { result: SmtpResult }> {
  const session = await SmtpSession.open(smtpPort(t));
  try {
    const result = await session.send(mail.from, mail.to, mail.raw);
    const final = result.data ?? (result.mailFrom.code !== 250 ? result.mailFrom : result.rcpt[result.rcpt.length - 1]!);
    return { ...final, result };
  } finally {
    await session.quit();
  }
}

export interface MailSpec {
  from: string;
  to: string | string[];
  cc?: string | string[];
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string | string[];
  headers?: Record<string, string>;
  attachments?: Array<{ filename?: string; content: string | Buffer; contentType?: string; cid?: string; encoding?: string }>;
}

/** A realistic RFC 5322 message (nodemailer's MailComposer) as a Buffer. */
export function buildMail(spec: MailSpec): Promise<Buffer> {
  const composer = new MailComposer({
    from: spec.from,
    to: spec.to,
    cc: spec.cc,
    subject: spec.subject,
    text: spec.text,
    html: spec.html,
    messageId: spec.messageId,
    inReplyTo: spec.inReplyTo,
    references: spec.references,
    headers: spec.headers,
    attachments: spec.attachments,
  });
  return new Promise<Buffer>((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))));
}
