import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Client } from 'pg';
import { createUser } from './support/factories';
import { createTestDatabase, dropTestDatabase, waitFor } from './support/harness';
import { spawnService, ServiceProcess } from './support/service-process';
import { SmtpSession } from './support/smtp';
import { databaseUrlFor } from './support/test-env';

jest.setTimeout(90_000);

const GRACE_SECONDS = 10;

/** The first reply line a fresh SMTP connection gets, or the connection error. */
function greeting(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        socket.destroy();
        resolve(text.trim());
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve(text.trim() || 'closed'));
  });
}

describe('Graceful shutdown of the built service on SIGTERM', () => {
  let databaseName: string;
  let service: ServiceProcess;
  let db: Client;

  beforeAll(async () => {
    databaseName = await createTestDatabase();
    service = await spawnService({ databaseName, redisPrefix: `test:${process.env.TEST_RUN_ID}:${databaseName.slice(-8)}`, env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } });
    db = new Client({ connectionString: databaseUrlFor(databaseName) });
    await db.connect();
  });
  afterAll(async () => {
    service?.kill();
    await db?.end();
    if (databaseName) await dropTestDatabase(databaseName);
  });

  it('under SMTP load: every 250 is stored, DATA in flight completes, new sessions get 421, waits get 503, exit 0', async () => {
    const user = await createUser(service.api);
    const inbox = (await service.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey })).body.data;
    const quiet = (await service.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey })).body.data;
    const mail = (id: string) => [`From: load@example.org`, `To: ${inbox.address}`, `Subject: load ${id}`, `Message-ID: <${id}@example.org>`, '', `body ${id}`, ''].join('\r\n');

    // A session that is in the middle of DATA when SIGTERM arrives (body half sent).
    const slow = await SmtpSession.open(service.smtpPort);
    expect((await slow.command('MAIL FROM:<slow@example.org>')).code).toBe(250);
    expect((await slow.command(`RCPT TO:<${inbox.address}>`)).code).toBe(250);
    expect((await slow.command('DATA')).code).toBe(354);

    // A long-poll waiting on an inbox that gets no mail.
    const waiting = service.api.get(`/api/v1/inboxes/${quiet.id}/messages/latest?wait=30`, { apiKey: user.apiKey });

    // Load: sessions sending back to back until the server turns them away.
    const acknowledged: string[] = [];
    const otherReplies: number[] = [];
    let stop = false;
    const sender = async () => {
      const session = await SmtpSession.open(service.smtpPort);
      try {
        while (!stop) {
          const id = randomBytes(8).toString('hex');
          const result = await session.send('load@example.org', [inbox.address], mail(id));
          const code = result.data?.code ?? result.rcpt[0]?.code ?? result.mailFrom.code;
          if (code === 250) acknowledged.push(id);
          else {
            otherReplies.push(code);
            return;
          }
        }
      } catch {
        // connection closed by the server: whatever was not answered 250 is the sender's to retry
      } finally {
        session.destroy();
      }
    };
    const senders = Array.from({ length: 6 }, () => sender());
    await waitFor(() => acknowledged.length >= 30, { timeoutMs: 20_000, what: '30 accepted messages' });

    const signalled = Date.now();
    service.child.kill('SIGTERM');
    // While the half-sent DATA is still open the server drains: new sessions are told 421.
    await waitFor(async () => (await greeting(service.smtpPort)).startsWith('421'), { timeoutMs: 5000, what: 'a 421 greeting' });
    // The waiting request is answered at once with a retryable 503.
    const waited = await waiting;
    expect(waited.status).toBe(503);
    // The half-sent message is finished and committed.
    const slowReply = await slow.sendData(mail('slow-one'));
    expect(slowReply.code).toBe(250);
    acknowledged.push('slow-one');
    stop = true;
    await Promise.all(senders);

    const exit = await service.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(GRACE_SECONDS * 1000);
    // Every sender was turned away with a 4xx (never a 5xx), if it was not simply disconnected.
    expect(otherReplies.every((code) => code >= 400 && code < 500)).toBe(true);

    const { rows } = await db.query<{ id: string }>(`select message_id_header as id from messages where inbox_id = $1`, [inbox.id]);
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(`<${id}@example.org>`))).toEqual([]);
  });
});
