import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { dkimVerify } from 'mailauth';
import { simpleParser } from 'mailparser';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import nodemailer from 'nodemailer';
import { InboundSmtpServer } from '../../src/mail/inbound/inbound-smtp.server';
import { OUTBOUND_QUEUE } from '../../src/mail/outbound/outbound-queue';
import { OutboundRequeueSweeper } from '../../src/mail/outbound/outbound-requeue.sweeper';
import { startDnsServer, TestDnsServer } from '../support/dns-server';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { SmtpSink, startSmtpSink } from './smtp-sink';

interface MessageRow {
  status: string | null;
  status_reason: string | null;
  sent_at: Date | null;
  thread_id: string | null;
}

async function createInbox(t: TestApp, user: TestUser, body: Record<string, unknown> = {}): Promise<{ id: string; address: string }> {
  const res = await t.api.post('/api/v1/inboxes', { type: 'persistent', ...body }, { apiKey: user.apiKey });
  if (res.status !== 201) throw new Error(`create inbox failed: ${res.status} ${res.text}`);
  return { id: res.body.data.id, address: res.body.data.address };
}

async function messageRow(t: TestApp, id: string): Promise<MessageRow> {
  const [row] = await t.sql<MessageRow>('select status, status_reason, sent_at, thread_id from messages where id = $1', [id]);
  return row!;
}

/** Waits until the message reaches a final delivery status and returns its row. */
function settled(t: TestApp, id: string, timeoutMs = 15000): Promise<MessageRow> {
  return waitFor(
    async () => {
      const row = await messageRow(t, id);
      return row.status === 'sent' || row.status === 'failed' ? row : null;
    },
    { timeoutMs, what: `delivery of ${id}` },
  );
}

function headerBlock(raw: Buffer): string {
  return raw.toString('utf8').split('\r\n\r\n')[0]!;
}

describe('Outbound mail through a relay (SMTP_RELAY_URL)', () => {
  let t: TestApp;
  let relay: SmtpSink;
  let alice: TestUser;
  let bob: TestUser;
  let inbox: { id: string; address: string };

  beforeAll(async () => {
    relay = await startSmtpSink();
    t = await startTestApp({ SMTP_RELAY_URL: `smtp://127.0.0.1:${relay.port}`, OUTBOUND_RETRY_BASE_MS: '50', OUTBOUND_MAX_ATTEMPTS: '3' });
    [alice, bob] = await Promise.all([createUser(t.api), createUser(t.api)]);
    inbox = await createInbox(t, alice, { prefix: `alice-${randomUUID().slice(0, 8)}` });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });
  beforeEach(() => {
    relay.onRcpt = () => 'accept';
  });

  it('queues a message (201), delivers it through the relay with proper headers, and records sent + one message.sent event', async () => {
    const res = await t.api.post(
      `/api/v1/inboxes/${inbox.id}/messages`,
      { to: 'Someone@Example.NET', subject: 'Hello from an agent — ünïcode', body: 'plain body\nsecond line', html: '<p>html <b>body</b></p>' },
      { apiKey: alice.apiKey },
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const sent = res.body.data;
    expect(sent).toEqual({
      id: expect.any(String),
      inbox_id: inbox.id,
      thread_id: expect.any(String),
      direction: 'outbound',
      from: inbox.address,
      from_name: null,
      to: 'Someone@example.net',
      subject: 'Hello from an agent — ünïcode',
      status: 'queued',
      message_id: `<${sent.id}@${inbox.address.split('@')[1]}>`,
      created_at: expect.any(String),
    });

    const row = await settled(t, sent.id);
    expect(row).toMatchObject({ status: 'sent', status_reason: null, thread_id: sent.thread_id });
    expect(row.sent_at).toBeInstanceOf(Date);
    const read = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${sent.id}`, { apiKey: alice.apiKey });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: sent.id, direction: 'outbound', status: 'sent', status_reason: null, sent_at: row.sent_at!.toISOString(), body_html: '<p>html <b>body</b></p>' });

    const [mail] = relay.mailsTo('someone@example.net');
    expect(mail).toBeDefined();
    expect(mail!.from).toBe(inbox.address);
    const head = headerBlock(mail!.raw);
    expect(head).toMatch(new RegExp(`^Message-ID: ${sent.message_id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    expect(head).toMatch(/^Date: \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d \+0000$/m);
    expect(head).toMatch(/^Content-Type: multipart\/alternative;/m);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.from?.value).toEqual([{ address: inbox.address, name: '' }]);
    expect(parsed.subject).toBe('Hello from an agent — ünïcode');
    expect(parsed.text?.trim()).toBe('plain body\nsecond line');
    expect(parsed.html).toContain('<p>html <b>body</b></p>');

    // What is stored is what was sent.
    const [raw] = await t.sql<{ raw: Buffer }>('select raw from message_raw where message_id = $1', [sent.id]);
    expect(raw!.raw.toString('latin1')).toBe(mail!.raw.toString('latin1'));

    const events = await t.sql<{ type: string; user_id: string; inbox_id: string; payload: { event: string; data: Record<string, unknown> } }>(
      `select type, user_id, inbox_id, payload from outbox_events where type = 'message.sent' and payload->'data'->>'message_id' = $1`,
      [sent.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ user_id: alice.id, inbox_id: inbox.id });
    expect(events[0]!.payload).toMatchObject({
      event: 'message.sent',
      data: { inbox_id: inbox.id, message_id: sent.id, thread_id: sent.thread_id, to: 'Someone@example.net', subject: 'Hello from an agent — ünïcode' },
    });

    // Re-running the settled job changes nothing and records no second event.
    expect(await t.app.get(OutboundRequeueSweeper).sweep(0)).toBe(0);
  });

  it('sends text-only mail as a single text/plain part', async () => {
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'plain@example.net', subject: 'Plain', body: 'just text' }, { bearer: alice.token });
    expect(res.status).toBe(201);
    expect((await settled(t, res.body.data.id)).status).toBe('sent');
    const head = headerBlock(relay.mailsTo('plain@example.net')[0]!.raw);
    expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
  });

  it('sends a display name in From ("Name" <address>), encoded and quoted safely, and refuses one with a line break', async () => {
    const name = 'Jürgen "the agent" Müller, Support';
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { from_name: `  ${name} `, to: 'named@example.net', subject: 'Named', body: 'b' }, { apiKey: alice.apiKey });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ from: inbox.address, from_name: name });
    expect((await settled(t, res.body.data.id)).status).toBe('sent');
    const parsed = await simpleParser(relay.mailsTo('named@example.net')[0]!.raw);
    expect(parsed.from!.value).toEqual([{ name, address: inbox.address }]);
    expect(headerBlock(relay.mailsTo('named@example.net')[0]!.raw)).toMatch(/^From: =\?UTF-8\?/m);
    const stored = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${res.body.data.id}`, { apiKey: alice.apiKey });
    expect(stored.body.data.from_name).toBe(name);

    const injected = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { from_name: 'Eve\r\nBcc: victim@example.net', to: 'x@example.net', subject: 's', body: 'b' }, { apiKey: alice.apiKey });
    expect(injected.status).toBe(400);
    expect(injected.body.error).toBe('from_name must not contain line breaks');
  });

  it('threads sent mail like received mail: same subject joins, and an answer over SMTP with In-Reply-To joins by reply chain', async () => {
    const first = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'partner@example.net', subject: 'Proposal 77', body: 'first' }, { apiKey: alice.apiKey });
    const second = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'partner@example.net', subject: 'Re: proposal 77', body: 'second' }, { apiKey: alice.apiKey });
    expect(second.body.data.thread_id).toBe(first.body.data.thread_id);
    await settled(t, first.body.data.id);

    const port = t.app.get(InboundSmtpServer).address()!.port;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    try {
      await transport.sendMail({
        from: 'partner@example.net',
        to: inbox.address,
        subject: 'A completely different subject',
        text: 'Sounds good.',
        inReplyTo: first.body.data.message_id,
        references: [first.body.data.message_id],
      });
    } finally {
      transport.close();
    }
    const answer = await waitFor(
      async () => (await t.sql<{ thread_id: string }>(`select thread_id from messages where inbox_id = $1 and direction = 'inbound' and in_reply_to = $2`, [inbox.id, first.body.data.message_id]))[0],
      { what: 'the inbound answer' },
    );
    expect(answer.thread_id).toBe(first.body.data.thread_id);
    const [thread] = await t.sql<{ msg_count: number }>('select msg_count from threads where id = $1', [first.body.data.thread_id]);
    expect(thread!.msg_count).toBe(3);
  });

  it('refuses to send from a temporary inbox (403), another user\'s inbox or an unknown one (404), and without credentials (401)', async () => {
    const temp = await t.api.post('/api/v1/inboxes', { type: 'temporary', ttl_minutes: 10 }, { apiKey: alice.apiKey });
    expect(temp.status).toBe(201);
    const body = { to: 'x@example.net', subject: 's', body: 'b' };
    const fromTemp = await t.api.post(`/api/v1/inboxes/${temp.body.data.id}/messages`, body, { apiKey: alice.apiKey });
    expect(fromTemp.status).toBe(403);
    expect(fromTemp.body).toMatchObject({ success: false, code: 'FORBIDDEN', error: 'only persistent inboxes can send' });

    const publicInbox = await t.api.post('/api/v1/public/inbox');
    expect((await t.api.post(`/api/v1/inboxes/${publicInbox.body.data.id}/messages`, body, { apiKey: alice.apiKey })).status).toBe(404);
    const othersInbox = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, body, { apiKey: bob.apiKey });
    expect(othersInbox.status).toBe(404);
    expect(othersInbox.body.code).toBe('NOT_FOUND');
    expect((await t.api.post(`/api/v1/inboxes/${randomUUID()}/messages`, body, { apiKey: alice.apiKey })).status).toBe(404);
    expect((await t.api.post('/api/v1/inboxes/not-a-uuid/messages', body, { apiKey: alice.apiKey })).status).toBe(404);
    expect((await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, body)).status).toBe(401);

    const [{ count }] = await t.sql<{ count: string }>(`select count(*) from messages where "to" = 'x@example.net'`);
    expect(count).toBe('0');
  });

  it.each([
    [{ to: 'not-an-email', subject: 's', body: 'b' }, 'to'],
    [{ to: 'a@example.net, b@example.net', subject: 's', body: 'b' }, 'to'],
    [{ to: 'Someone <a@example.net>', subject: 's', body: 'b' }, 'to'],
    [{ to: 'a@example.net\r\nBcc: victim@example.org', subject: 's', body: 'b' }, 'to'],
    [{ to: 'a@localhost', subject: 's', body: 'b' }, 'to'],
    [{ to: 'a@example.net', subject: 'hi\r\nBcc: victim@example.org', body: 'b' }, 'subject'],
    [{ to: 'a@example.net', subject: 'hi\nX-Injected: 1', body: 'b' }, 'subject'],
    [{ to: 'a@example.net', subject: 'x'.repeat(999), body: 'b' }, 'subject'],
    [{ to: 'a@example.net', subject: '', body: 'b' }, 'subject'],
    [{ to: 'a@example.net', body: 'b' }, 'subject'],
    [{ to: 'a@example.net', subject: 's' }, 'body'],
    [{ to: 'a@example.net', subject: 's', body: 42 }, 'body'],
    [{ to: 'a@example.net', subject: 's', body: 'b', html: { x: 1 } }, 'html'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, body, { apiKey: alice.apiKey });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toContain(field);
  });

  it('marks a message failed with the server\'s reply on a 5xx, without retrying or recording message.sent', async () => {
    relay.onRcpt = (address) => (address === 'nobody@example.net' ? { code: 550, message: '5.1.1 <nobody@example.net>: Recipient address rejected: User unknown' } : 'accept');
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'nobody@example.net', subject: 'Bounce me', body: 'b' }, { apiKey: alice.apiKey });
    expect(res.status).toBe(201);
    const row = await settled(t, res.body.data.id);
    expect(row.status).toBe('failed');
    expect(row.status_reason).toContain('550');
    expect(row.status_reason).toContain('User unknown');
    expect(row.sent_at).toBeNull();
    expect(relay.rcptAttempts.filter((a) => a === 'nobody@example.net')).toHaveLength(1);
    const read = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${res.body.data.id}`, { apiKey: alice.apiKey });
    expect(read.body.data).toMatchObject({ status: 'failed', status_reason: row.status_reason, sent_at: null });
    const events = await t.sql(`select 1 from outbox_events where type = 'message.sent' and payload->'data'->>'message_id' = $1`, [res.body.data.id]);
    expect(events).toHaveLength(0);
  });

  it('retries a 4xx with backoff and then sends', async () => {
    relay.onRcpt = (address, attempt) => (address === 'greylist@example.net' && attempt === 1 ? { code: 451, message: '4.7.1 Greylisted, please retry later' } : 'accept');
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'greylist@example.net', subject: 'Greylisted', body: 'b' }, { apiKey: alice.apiKey });
    const row = await settled(t, res.body.data.id);
    expect(row).toMatchObject({ status: 'sent', status_reason: null });
    expect(relay.rcptAttempts.filter((a) => a === 'greylist@example.net')).toHaveLength(2);
    expect(relay.mailsTo('greylist@example.net')).toHaveLength(1);
    const events = await t.sql(`select 1 from outbox_events where type = 'message.sent' and payload->'data'->>'message_id' = $1`, [res.body.data.id]);
    expect(events).toHaveLength(1);
  });

  it('gives up after the last attempt of a recipient that keeps deferring, with the reason', async () => {
    relay.onRcpt = (address) => (address === 'busy@example.net' ? { code: 450, message: '4.2.1 Mailbox busy' } : 'accept');
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'busy@example.net', subject: 'Busy', body: 'b' }, { apiKey: alice.apiKey });
    const row = await settled(t, res.body.data.id);
    expect(row.status).toBe('failed');
    expect(row.status_reason).toMatch(/^gave up after 3 attempts: .*450.*Mailbox busy/);
    expect(relay.rcptAttempts.filter((a) => a === 'busy@example.net')).toHaveLength(3);
  });

  it('re-enqueues a message left queued (e.g. Redis was down at send time) through the recovery sweep', async () => {
    const id = randomUUID();
    const messageId = `<${id}@${inbox.address.split('@')[1]}>`;
    const raw = Buffer.from(`From: ${inbox.address}\r\nTo: stuck@example.net\r\nSubject: Stuck\r\nMessage-ID: ${messageId}\r\nDate: Sat, 21 Nov 2026 10:00:00 +0000\r\n\r\nstuck body\r\n`);
    await t.sql(
      `insert into messages (id, inbox_id, direction, "from", "to", subject, body_text, message_id_header, status, created_at)
       values ($1, $2, 'outbound', $3, 'stuck@example.net', 'Stuck', 'stuck body', $4, 'queued', now() - interval '5 minutes')`,
      [id, inbox.id, inbox.address, messageId],
    );
    await t.sql('insert into message_raw (message_id, raw) values ($1, $2)', [id, raw]);
    expect(await t.app.get(OutboundRequeueSweeper).sweep()).toBe(1);
    expect((await settled(t, id)).status).toBe('sent');
    expect(relay.mailsTo('stuck@example.net')).toHaveLength(1);
  });

  it('hands a backlog larger than one batch (Redis lost the jobs) back to the queue in one sweep, each mail sent once', async () => {
    const lost = 210;
    const domain = inbox.address.split('@')[1];
    const rows = await t.sql<{ id: string }>(
      `insert into messages (id, inbox_id, direction, "from", "to", subject, body_text, message_id_header, status, created_at)
       select x.id, $1, 'outbound', $2, 'backlog@example.net', 'Backlog', 'body', '<' || x.id || '@' || $3 || '>', 'queued', now() - interval '5 minutes' - make_interval(secs => x.n)
         from (select gen_random_uuid() as id, n from generate_series(1, $4::int) n) x
       returning id`,
      [inbox.id, inbox.address, domain, lost],
    );
    await t.sql(
      `insert into message_raw (message_id, raw)
       select m.id, convert_to('From: ' || m."from" || E'\r\nTo: backlog@example.net\r\nSubject: Backlog\r\nMessage-ID: ' || m.message_id_header || E'\r\n\r\nbody\r\n', 'UTF8')
         from messages m where m.id = any($1::uuid[])`,
      [`{${rows.map((r) => r.id).join(',')}}`],
    );
    expect(await t.app.get(OutboundRequeueSweeper).sweep()).toBe(lost);
    await waitFor(async () => (await t.sql(`select 1 from messages where "to" = 'backlog@example.net' and status = 'sent'`)).length === lost, { timeoutMs: 60000, what: `${lost} sent` });
    const ids = relay.mailsTo('backlog@example.net').map((m) => /Message-ID: (\S+)/i.exec(m.raw.toString())?.[1]);
    expect(ids).toHaveLength(lost);
    expect(new Set(ids).size).toBe(lost);
  }, 90000);

  describe('reply', () => {
    /** An inbound conversation stored as the SMTP side would: a thread with one received message. */
    async function receivedThread(fields: { subject: string; from: string; replyTo?: string | null; messageIdHeader: string | null; references?: string[] }) {
      const threadId = randomUUID();
      const messageId = randomUUID();
      await t.sql(`insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count) values ($1, $2, $3, lower($3), now(), 1)`, [threadId, inbox.id, fields.subject]);
      await t.sql(
        `insert into messages (id, inbox_id, thread_id, direction, "from", "to", reply_to, subject, body_text, message_id_header, "references", created_at)
         values ($1, $2, $3, 'inbound', $4, $5, $6, $7, 'question?', $8, $9::text[], now() - interval '1 minute')`,
        [messageId, inbox.id, threadId, fields.from, inbox.address, fields.replyTo ?? null, fields.subject, fields.messageIdHeader, fields.references ?? []],
      );
      return { threadId, messageId };
    }

    it('answers the Reply-To of the last inbound message with Re:, In-Reply-To and References, in the same thread', async () => {
      const { threadId } = await receivedThread({
        subject: 'Your order 1234',
        from: 'shop@example.net',
        replyTo: 'support@example.net',
        messageIdHeader: '<order-2@shop.example.net>',
        references: ['<order-1@shop.example.net>'],
      });
      const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/${threadId}/reply`, { body: 'Thanks!', html: '<p>Thanks!</p>' }, { apiKey: alice.apiKey });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ direction: 'outbound', thread_id: threadId, to: 'support@example.net', subject: 'Re: Your order 1234', status: 'queued' });
      expect((await settled(t, res.body.data.id)).status).toBe('sent');

      const mail = relay.mailsTo('support@example.net')[0]!;
      const parsed = await simpleParser(mail.raw);
      expect(parsed.subject).toBe('Re: Your order 1234');
      expect(parsed.inReplyTo).toBe('<order-2@shop.example.net>');
      expect(parsed.references).toEqual(['<order-1@shop.example.net>', '<order-2@shop.example.net>']);
      const [thread] = await t.sql<{ msg_count: number }>('select msg_count from threads where id = $1', [threadId]);
      expect(thread!.msg_count).toBe(2);
      const [stored] = await t.sql<{ in_reply_to: string; references: string[] }>('select in_reply_to, "references" from messages where id = $1', [res.body.data.id]);
      expect(stored).toEqual({ in_reply_to: '<order-2@shop.example.net>', references: ['<order-1@shop.example.net>', '<order-2@shop.example.net>'] });
    });

    it('answers From when there is no Reply-To, and does not double a Re: prefix', async () => {
      const { threadId } = await receivedThread({ subject: 'RE: Meeting', from: 'colleague@example.net', messageIdHeader: '<m1@example.net>' });
      const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/${threadId}/reply`, { body: 'Fine by me.' }, { apiKey: alice.apiKey });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ to: 'colleague@example.net', subject: 'RE: Meeting' });
      await settled(t, res.body.data.id);
      const parsed = await simpleParser(relay.mailsTo('colleague@example.net')[0]!.raw);
      expect(parsed.subject).toBe('RE: Meeting');
      expect(parsed.references).toBe('<m1@example.net>');
    });

    it('answers 400 when the thread has nothing to reply to, 404 for threads of other inboxes or users, 403 from temporary inboxes', async () => {
      const sent = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'only-out@example.net', subject: 'Only outbound', body: 'b' }, { apiKey: alice.apiKey });
      const noInbound = await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/${sent.body.data.thread_id}/reply`, { body: 'x' }, { apiKey: alice.apiKey });
      expect(noInbound.status).toBe(400);
      expect(noInbound.body.error).toContain('nothing to reply to');

      const { threadId } = await receivedThread({ subject: 'Private', from: 'x@example.net', messageIdHeader: null });
      expect((await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/${threadId}/reply`, { body: 'x' }, { apiKey: bob.apiKey })).status).toBe(404);
      const other = await createInbox(t, alice);
      expect((await t.api.post(`/api/v1/inboxes/${other.id}/threads/${threadId}/reply`, { body: 'x' }, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/${randomUUID()}/reply`, { body: 'x' }, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/nope/reply`, { body: 'x' }, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.post(`/api/v1/inboxes/${inbox.id}/threads/${threadId}/reply`, {}, { apiKey: alice.apiKey })).status).toBe(400);
      const temp = await t.api.post('/api/v1/inboxes', { type: 'temporary' }, { apiKey: alice.apiKey });
      expect((await t.api.post(`/api/v1/inboxes/${temp.body.data.id}/threads/${threadId}/reply`, { body: 'x' }, { apiKey: alice.apiKey })).status).toBe(403);
    });
  });

  it('signs mail from a verified custom domain with its DKIM key (d= that domain), verifiable against the published record', async () => {
    const domain = `custom-${randomUUID().slice(0, 8)}.example`;
    const added = await t.api.post('/api/v1/domains', { domain }, { apiKey: alice.apiKey });
    expect(added.status).toBe(201);
    const { dkim_key: publicB64, dkim_selector: selector } = added.body.data as { dkim_key: string; dkim_selector: string };
    // DNS verification has its own tests; here the domain is simply marked verified.
    await t.sql('update domains set verified = true, mx_verified = true, spf_verified = true, dkim_verified = true where id = $1', [added.body.data.id]);
    const custom = await createInbox(t, alice, { prefix: 'signer', domain });
    expect(custom.address).toBe(`signer@${domain}`);
    const res = await t.api.post(`/api/v1/inboxes/${custom.id}/messages`, { to: 'dkim@example.net', subject: 'Signed', body: 'signed body', html: '<p>signed</p>' }, { apiKey: alice.apiKey });
    expect(res.status).toBe(201);
    expect(res.body.data.message_id).toMatch(new RegExp(`@${domain.replace(/\./g, '\\.')}>$`));
    expect((await settled(t, res.body.data.id)).status).toBe('sent');

    const mail = relay.mailsTo('dkim@example.net')[0]!;
    expect(headerBlock(mail.raw)).toMatch(new RegExp(`^DKIM-Signature: .*d=${domain.replace(/\./g, '\\.')};`, 'ms'));
    const published = `v=DKIM1; k=rsa; p=${publicB64}`;
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === `${selector}._domainkey.${domain}`) return [[published]];
      throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' });
    };
    const result = await dkimVerify(mail.raw, { resolver });
    expect(result.results).toHaveLength(1);
    expect(result.results[0]!.status.result).toBe('pass');
    expect(result.results[0]!.signingDomain).toBe(domain);
    // The stored copy is the signed one.
    const [raw] = await t.sql<{ raw: Buffer }>('select raw from message_raw where message_id = $1', [res.body.data.id]);
    expect(raw!.raw.equals(mail.raw)).toBe(true);
  });

  it('signs mail from an international custom domain with d= its A-label, however the domain was spelled', async () => {
    const unicode = `bücher-${randomUUID().slice(0, 8)}.example`;
    const ascii = domainToASCII(unicode);
    const added = await t.api.post('/api/v1/domains', { domain: unicode.toUpperCase() }, { apiKey: alice.apiKey });
    expect(added.status).toBe(201);
    expect(added.body.data.domain).toBe(ascii);
    await t.sql('update domains set verified = true, mx_verified = true, spf_verified = true, dkim_verified = true where id = $1', [added.body.data.id]);
    const custom = await createInbox(t, alice, { prefix: 'idn', domain: unicode });
    expect(custom.address).toBe(`idn@${ascii}`);
    const res = await t.api.post(`/api/v1/inboxes/${custom.id}/messages`, { to: 'idn-dkim@example.net', subject: 'Signed IDN', body: 'b' }, { apiKey: alice.apiKey });
    expect(res.status).toBe(201);
    expect(res.body.data.from).toBe(`idn@${ascii}`);
    expect((await settled(t, res.body.data.id)).status).toBe('sent');
    const mail = relay.mailsTo('idn-dkim@example.net')[0]!;
    // (smtp-server, the sink's library, shows envelope domains as U-labels; the headers are as sent.)
    expect(mail.from).toBe(`idn@${unicode}`);
    expect(headerBlock(mail.raw)).toContain(`From: idn@${ascii}`);
    expect(headerBlock(mail.raw)).toMatch(new RegExp(`^DKIM-Signature: .*d=${ascii.replace(/[.-]/g, '\\$&')};`, 'ms'));
  });
});

describe('Outbound mail direct to MX (no relay)', () => {
  let t: TestApp;
  let mx: SmtpSink;
  let dns: TestDnsServer;
  let user: TestUser;
  let inbox: { id: string; address: string };
  const keyDir = mkdtempSync(join(tmpdir(), 'outbound-dkim-'));
  const serviceKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

  beforeAll(async () => {
    writeFileSync(join(keyDir, 'dkim.pem'), serviceKey.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    [mx, dns] = await Promise.all([startSmtpSink(), startDnsServer()]);
    dns.setRecords('example.net', 'MX', [{ exchange: 'mx.example.net', priority: 10 }]);
    dns.setRecords('mx.example.net', 'A', ['127.0.0.1']);
    dns.setRecords('bare.example.net', 'A', ['127.0.0.1']);
    dns.setRecords('nullmx.example.net', 'MX', [{ exchange: '.', priority: 0 }]);
    t = await startTestApp({
      DNS_SERVERS: dns.address,
      SMTP_DIRECT_PORT: String(mx.port),
      OUTBOUND_RETRY_BASE_MS: '50',
      OUTBOUND_MAX_ATTEMPTS: '2',
      DKIM_PRIVATE_KEY_FILE: join(keyDir, 'dkim.pem'),
      DKIM_SELECTOR: 'svc2026',
    });
    user = await createUser(t.api);
    inbox = await createInbox(t, user);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([mx?.close(), dns?.close()]);
    rmSync(keyDir, { recursive: true, force: true });
  });

  it('delivers to the MX host of the recipient domain, signed with the service key for MAIL_DOMAIN', async () => {
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'someone@example.net', subject: 'Direct', body: 'via MX' }, { apiKey: user.apiKey });
    expect(res.status).toBe(201);
    expect((await settled(t, res.body.data.id)).status).toBe('sent');
    const [mail] = mx.mailsTo('someone@example.net');
    expect(mail!.from).toBe(inbox.address);
    expect(dns.queries).toEqual(expect.arrayContaining(['MX example.net', 'A mx.example.net']));

    expect(inbox.address.endsWith(`@${t.config.mailDomain}`)).toBe(true);
    const published = `v=DKIM1; k=rsa; p=${serviceKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
    const result = await dkimVerify(mail!.raw, {
      resolver: async (name: string, type: string) => {
        if (type === 'TXT' && name === `svc2026._domainkey.${t.config.mailDomain}`) return [[published]];
        throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' });
      },
    });
    expect(result.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[t.config.mailDomain, 'pass']]);
  });

  it('delivers to an international recipient domain through the MX of its A-label', async () => {
    dns.setRecords('xn--mnchen-3ya.example', 'MX', [{ exchange: 'mx.example.net', priority: 10 }]);
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'jemand@München.example', subject: 'IDN', body: 'b' }, { apiKey: user.apiKey });
    expect(res.status).toBe(201);
    expect(res.body.data.to).toBe('jemand@xn--mnchen-3ya.example');
    expect((await settled(t, res.body.data.id)).status).toBe('sent');
    // (the sink's SMTP library shows envelope domains as U-labels; the To header is as sent)
    const [mail] = mx.mailsTo('jemand@münchen.example');
    expect(headerBlock(mail!.raw)).toContain('To: jemand@xn--mnchen-3ya.example');
    expect(dns.queries).toContain('MX xn--mnchen-3ya.example');
  });

  it('falls back to the domain\'s A record when it has no MX', async () => {
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'someone@bare.example.net', subject: 'Implicit MX', body: 'via A' }, { apiKey: user.apiKey });
    expect((await settled(t, res.body.data.id)).status).toBe('sent');
    expect(mx.mailsTo('someone@bare.example.net')).toHaveLength(1);
  });

  it('fails permanently for a null MX and for a domain that does not exist', async () => {
    const nullMx = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'x@nullmx.example.net', subject: 'Null MX', body: 'b' }, { apiKey: user.apiKey });
    const missing = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'x@missing.example.net', subject: 'NXDOMAIN', body: 'b' }, { apiKey: user.apiKey });
    const [a, b] = await Promise.all([settled(t, nullMx.body.data.id), settled(t, missing.body.data.id)]);
    expect(a.status).toBe('failed');
    expect(a.status_reason).toContain('null MX');
    expect(b.status).toBe('failed');
    expect(b.status_reason).toContain('does not exist');
  });

  it('a 5xx from the MX fails the message with its reply', async () => {
    mx.onRcpt = (address) => (address === 'full@example.net' ? { code: 552, message: '5.2.2 Mailbox full' } : 'accept');
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'full@example.net', subject: 'Full', body: 'b' }, { apiKey: user.apiKey });
    const row = await settled(t, res.body.data.id);
    expect(row.status).toBe('failed');
    expect(row.status_reason).toMatch(/552.*Mailbox full.*mx\.example\.net/);
  });
});

describe('Outbound mail in a process without the worker role', () => {
  let t: TestApp;
  let relay: SmtpSink;

  beforeAll(async () => {
    relay = await startSmtpSink();
    t = await startTestApp({ SERVICE_ROLES: 'api', SMTP_RELAY_URL: `smtp://127.0.0.1:${relay.port}`, SEND_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  it('accepts and queues the message but leaves delivery to a worker process', async () => {
    const user = await createUser(t.api);
    const inbox = await createInbox(t, user);
    const res = await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'later@example.net', subject: 'Later', body: 'b' }, { apiKey: user.apiKey });
    expect(res.status).toBe(201);
    const queue = t.app.get<Queue>(getQueueToken(OUTBOUND_QUEUE));
    const job = await waitFor(() => queue.getJob(res.body.data.id), { what: 'the delivery job' });
    expect(job.data).toEqual({ v: 1, messageId: res.body.data.id });
    expect(job.opts).toMatchObject({ attempts: 8, backoff: { type: 'exponential', delay: 60000 } });
    expect(await job.getState()).toBe('waiting');
    expect((await messageRow(t, res.body.data.id)).status).toBe('queued');
    expect(relay.mails).toHaveLength(0);
  });

  it('limits each account to SEND_RATE_LIMIT messages per minute across its inboxes: 429 with Retry-After, nothing stored', async () => {
    const user = await createUser(t.api);
    const [first, second] = [await createInbox(t, user), await createInbox(t, user)];
    const send = (inboxId: string, subject: string) =>
      t.api.post(`/api/v1/inboxes/${inboxId}/messages`, { to: 'quota@example.net', subject, body: 'b' }, { apiKey: user.apiKey });
    // Refused requests (validation, someone else's inbox) do not count.
    expect((await send(first.id, '')).status).toBe(400);
    for (const [inbox, subject] of [[first, 'one'], [second, 'two'], [first, 'three']] as const) expect((await send(inbox.id, subject)).status).toBe(201);

    const refused = await send(second.id, 'four');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED', error: expect.stringContaining('at most 3 messages per minute') });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const stored = await t.sql<{ subject: string }>(`select subject from messages where "to" = 'quota@example.net' and inbox_id in ($1, $2) order by subject`, [first.id, second.id]);
    expect(stored.map((m) => m.subject)).toEqual(['one', 'three', 'two']);

    // Another account has its own allowance.
    const other = await createUser(t.api);
    const theirs = await createInbox(t, other);
    expect((await t.api.post(`/api/v1/inboxes/${theirs.id}/messages`, { to: 'quota@example.net', subject: 'theirs', body: 'b' }, { apiKey: other.apiKey })).status).toBe(201);
  });
});
