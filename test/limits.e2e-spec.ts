import { connect } from 'node:net';
import { MessageRetentionSweeper } from '../src/messages/message-retention.sweeper';
import { createUser } from './support/factories';
import { startTestApp, TestApp, waitFor } from './support/harness';
import { insertMessage } from './support/message-factory';
import { SmtpSession, smtpPort } from './support/smtp';

/** The first reply line of a fresh SMTP connection. */
function greeting(port: number): Promise<{ line: string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve({ line: text.trim(), close: () => socket.destroy() });
    });
    socket.on('error', reject);
  });
}

describe('Resource limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ API_RATE_LIMIT: '5', PUBLIC_RATE_LIMIT: '4', API_RATE_WINDOW_SECONDS: '60', SMTP_MAX_CONNECTIONS_PER_IP: '2', MESSAGE_RETENTION_DAYS: '30', MAX_INBOX_BYTES: '4000' });
  });
  afterAll(() => t.close());

  it('limits requests per API key, with RateLimit-* headers and a 429 with Retry-After beyond', async () => {
    const user = await createUser(t.api); // register + key creation count against the IP and the user, not the key
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.api.get('/api/v1/inboxes', { apiKey: user.apiKey });
      statuses.push(last.status);
      if (i === 0) {
        expect(last.headers.get('ratelimit-limit')).toBe('5');
        expect(last.headers.get('ratelimit-remaining')).toBe('4');
        expect(Number(last.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last!.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(last!.body.error).toContain('API key rate limit');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    // Another key of the same account has its own budget; the JWT counts against the account.
    const other = await t.api.post('/api/v1/auth/api-keys', { name: 'second' }, { bearer: user.token });
    expect(other.status).toBe(201);
    expect((await t.api.get('/api/v1/inboxes', { apiKey: other.body.data.key })).status).toBe(200);
  });

  it('answers 421 to an SMTP client holding too many sessions at once, and admits it again when one closes', async () => {
    const port = smtpPort(t);
    const first = await SmtpSession.open(port);
    const second = await SmtpSession.open(port);
    const third = await greeting(port);
    expect(third.line).toMatch(/^421 /);
    third.close();
    await first.quit();
    // The slot is freed once the server has seen the session close.
    await waitFor(async () => {
      const probe = await greeting(port);
      probe.close();
      return probe.line.startsWith('220');
    }, { what: 'a free session slot' });
    const fourth = await SmtpSession.open(port);
    expect(fourth.ehlo?.code).toBe(250);
    await fourth.quit();
    await second.quit();
  });

  it('caps the bytes an inbox holds: 552 for a message that would overflow it, 452 at RCPT once full, 409 on send', async () => {
    const user = await createUser(t.api);
    const inbox = (await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { bearer: user.token })).body.data;
    const mail = (subject: string, size: number) => [`From: big@example.org`, `To: ${inbox.address}`, `Subject: ${subject}`, '', 'x'.repeat(size), ''].join('\r\n');
    const session = await SmtpSession.open(smtpPort(t));
    try {
      expect((await session.send('big@example.org', [inbox.address], mail('first', 3000))).data?.code).toBe(250);
      const overflow = await session.send('big@example.org', [inbox.address], mail('too big now', 2000));
      expect(overflow.data?.code).toBe(552);
      expect(overflow.data?.text).toContain('5.2.2 inbox storage is full');
      expect((await session.send('big@example.org', [inbox.address], mail('small', 300))).data?.code).toBe(250);
      await t.sql(`update messages set size_bytes = size_bytes + 1000 where inbox_id = $1 and subject = 'small'`, [inbox.id]);
      const full = await session.send('big@example.org', [inbox.address], mail('refused at rcpt', 10));
      expect(full.rcpt[0]).toMatchObject({ code: 452 });
      expect(full.rcpt[0]!.text).toContain('4.2.2');
    } finally {
      await session.quit();
    }
    const send = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'someone@example.net', subject: 'hi', body: 'b' }, { bearer: user.token });
    expect(send.status).toBe(409);
    expect(send.body).toMatchObject({ code: 'CONFLICT', error: 'inbox storage is full (at most 4000 bytes per inbox); delete messages to make room' });
    expect((await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { bearer: user.token })).body.data.map((m: { subject: string }) => m.subject)).toEqual(['small', 'first']);
  });

  it('deletes messages of persistent inboxes past MESSAGE_RETENTION_DAYS, keeping threads consistent', async () => {
    const user = await createUser(t.api);
    const auth = { bearer: user.token };
    const inbox = (await t.api.post('/api/v1/inboxes', { type: 'persistent' }, auth)).body.data;
    const old = await insertMessage(t, { inboxId: inbox.id, subject: 'Old thread', createdAt: new Date(Date.now() - 40 * 86400_000) });
    const mixedOld = await insertMessage(t, { inboxId: inbox.id, subject: 'Mixed', createdAt: new Date(Date.now() - 31 * 86400_000) });
    const mixedNew = await insertMessage(t, { inboxId: inbox.id, subject: 'Mixed', createdAt: new Date(Date.now() - 86400_000), threadId: mixedOld.threadId });
    expect(await t.app.get(MessageRetentionSweeper).sweep()).toBeGreaterThanOrEqual(2);
    const messages = (await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, auth)).body.data;
    expect(messages.map((m: { id: string }) => m.id)).toEqual([mixedNew.id]);
    const threads = (await t.api.get(`/api/v1/inboxes/${inbox.id}/threads`, auth)).body.data;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: mixedOld.threadId, msg_count: 1 });
    expect(await t.sql('select 1 from threads where id = $1', [old.threadId])).toEqual([]);
    expect(await t.app.get(MessageRetentionSweeper).sweep()).toBe(0);
  });

  it('does not enforce the request budget while Redis is unreachable, so reads keep working', async () => {
    const user = await createUser(t.api);
    const broken = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', API_RATE_LIMIT: '5', SERVICE_ROLES: 'api' }, { databaseName: t.databaseName });
    try {
      const res = await broken.api.get('/api/v1/inboxes', { bearer: user.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    } finally {
      await broken.close();
    }
  });

  // Last: registering users (earlier tests) counts against this client IP too.
  it('limits unauthenticated requests per client IP; /health is never limited', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.api.post('/api/v1/public/inbox');
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    expect(last!.body.error).toContain('rate limit for your address');
    for (let i = 0; i < 10; i++) expect((await t.api.get('/health')).status).toBe(200);
  });
});
