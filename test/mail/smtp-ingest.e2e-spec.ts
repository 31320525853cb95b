import Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { createUser } from '../support/factories';
import { adminDatabaseUrl } from '../support/test-env';
import { WebhookReceiver } from '../support/webhook-receiver';
import { buildMail, sendRawMail, SmtpSession, smtpPort } from '../support/smtp';

const MAX_BYTES = 64 * 1024;
jest.setTimeout(60000);

interface MessageRow {
  id: string;
  inbox_id: string;
  thread_id: string | null;
  direction: string;
  from: string;
  to: string;
  cc: string | null;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html: string;
  message_id_header: string | null;
  in_reply_to: string | null;
  references: string[];
  envelope_from: string | null;
  size_bytes: number;
  attachment_count: number;
}

describe('SMTP ingestion (real SMTP, Postgres, Redis)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  /** Owner with an active webhook for every event: its received mail writes outbox events. */
  let hooked: Awaited<ReturnType<typeof createUser>>;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await startTestApp({ MAX_MESSAGE_BYTES: String(MAX_BYTES) });
    [owner, hooked] = await Promise.all([createUser(t.api), createUser(t.api)]);
    const webhook = await t.api.post('/api/v1/webhooks', { url: receiver.url('/ingest') }, { apiKey: hooked.apiKey });
    expect(webhook.status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const tag = () => randomBytes(4).toString('hex');

  async function createInbox(options: { local?: string; domain?: string; userId?: string | null; expiresAt?: Date | null } = {}): Promise<{ id: string; address: string }> {
    const id = randomUUID();
    const local = options.local ?? `box-${tag()}`;
    const domain = options.domain ?? t.config.mailDomain;
    const temporary = options.userId ? false : true;
    const expiresAt = options.expiresAt !== undefined ? options.expiresAt : temporary ? new Date(Date.now() + 3600_000) : null;
    await t.sql(
      `insert into inboxes (id, user_id, address, local_part, domain, type, token_hash, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, options.userId ?? null, `${local}@${domain}`, local, domain, expiresAt ? 'temporary' : 'persistent', expiresAt ? randomBytes(16).toString('hex') : null, expiresAt],
    );
    return { id, address: `${local}@${domain}` };
  }

  const messagesOf = (inboxId: string) => t.sql<MessageRow>(`select * from messages where inbox_id = $1 order by created_at, id`, [inboxId]);

  function corpus(name: string, to: string, mid: string): Buffer {
    const raw = readFileSync(join(__dirname, '..', 'corpus', 'mime', name));
    return Buffer.from(raw.toString('latin1').replace(/%TO%/g, to).replace(/%MID%/g, mid), 'latin1');
  }

  it('announces the host name, SIZE and no AUTH/STARTTLS in EHLO', async () => {
    const session = await SmtpSession.open(smtpPort(t));
    try {
      // The host name and ESMTP once: `220 mx.agents.test ESMTP`, not `… ESMTP mx.agents.test ESMTP`.
      expect(session.greeting!.text).toBe('mx.agents.test ESMTP');
      const ehlo = session.ehlo!;
      expect(ehlo.code).toBe(250);
      expect(ehlo.lines[0]).toContain('mx.agents.test');
      expect(ehlo.lines).toContain(`SIZE ${MAX_BYTES}`);
      expect(ehlo.lines.some((l) => /^AUTH\b/i.test(l))).toBe(false);
      expect(ehlo.lines.some((l) => /^STARTTLS/i.test(l))).toBe(false);
    } finally {
      await session.quit();
    }
  });

  it('accepts mail for a live inbox, stores it completely and makes it readable over HTTP', async () => {
    const inbox = await createInbox({ userId: hooked.id });
    const raw = await buildMail({
      from: 'Alice Example <alice@example.org>',
      to: inbox.address,
      cc: 'carol@example.org',
      subject: 'Quarterly report',
      text: 'Hello, the numbers are attached.',
      html: '<p>Hello, the <b>numbers</b> are attached.</p>',
      headers: { 'Reply-To': 'replies@example.org' },
      messageId: `<report-${tag()}@example.org>`,
      attachments: [
        { filename: 'numbers.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' },
        { filename: 'logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), contentType: 'image/png', cid: 'logo@x' },
      ],
    });
    const reply = await sendRawMail(t, { from: 'bounce@example.org', to: [inbox.address], raw });
    expect(reply.code).toBe(250);

    const [message] = await messagesOf(inbox.id);
    expect(message).toMatchObject({
      direction: 'inbound',
      from: 'alice@example.org',
      from_name: 'Alice Example',
      to: inbox.address,
      cc: 'carol@example.org',
      reply_to: 'replies@example.org',
      subject: 'Quarterly report',
      envelope_from: 'bounce@example.org',
      size_bytes: expect.any(Number),
      attachment_count: 2,
    });
    expect(message!.body_text).toContain('the numbers are attached');
    expect(message!.body_html).toContain('<b>numbers</b>');
    expect(message!.thread_id).toBeTruthy();
    expect(reply.text).toContain(message!.id);

    const [stored] = await t.sql<{ raw: Buffer }>(`select raw from message_raw where message_id = $1`, [message!.id]);
    // Stored as received, below the trace header this MTA adds (RFC 5321 §4.4) with the client's address and HELO.
    const trace = stored!.raw.subarray(0, stored!.raw.length - raw.length).toString('latin1');
    expect(trace).toMatch(/^Received: from \S+ \(\[127\.0\.0\.1\]\)\r\n\tby mx\.agents\.test with ESMTP id [^;]+;\r\n\t[^\r\n]+\r\n$/);
    expect(stored!.raw.subarray(trace.length).equals(raw)).toBe(true);
    expect(message!.size_bytes).toBe(stored!.raw.length);
    const attachments = await t.sql<{ filename: string; content_type: string; size_bytes: number; content_id: string | null; disposition: string; content: Buffer }>(
      `select filename, content_type, size_bytes, content_id, disposition, content from attachments where message_id = $1 order by filename`,
      [message!.id],
    );
    expect(attachments.map((a) => [a.filename, a.content_type, a.size_bytes])).toEqual([
      ['logo.png', 'image/png', 7],
      ['numbers.csv', 'text/csv', 8],
    ]);
    expect(attachments[0]!.content_id).toContain('logo@x');
    expect(attachments[1]!.content.toString()).toBe('a,b\n1,2\n');

    // Owner with a webhook: a message.received event in the outbox, in the same transaction.
    const events = await t.sql<{ type: string; user_id: string; payload: { event: string; data: Record<string, unknown> } }>(`select type, user_id, payload from outbox_events where inbox_id = $1`, [inbox.id]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'message.received', user_id: hooked.id });
    expect(events[0]!.payload.data).toMatchObject({ inbox_id: inbox.id, message_id: message!.id, thread_id: message!.thread_id, from: 'alice@example.org', from_name: 'Alice Example', subject: 'Quarterly report' });

    const res = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${message!.id}`, { apiKey: hooked.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: message!.id, from: 'alice@example.org', from_name: 'Alice Example', subject: 'Quarterly report', attachments_truncated: false, skipped_parts: 0 });
    const listed = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { apiKey: hooked.apiKey });
    expect(listed.body.data[0]).toMatchObject({ from: 'alice@example.org', from_name: 'Alice Example', body_text: expect.stringContaining('numbers are attached') });
    await waitFor(() => receiver.requests.some((r) => r.path === '/ingest' && (r.body as { data?: { message_id?: string } }).data?.message_id === message!.id), { what: 'the webhook POST' });
  });

  it('keeps display names as written (encoded words decoded), and null when there is none', async () => {
    const inbox = await createInbox({ userId: owner.id });
    const cases: Array<[string, string | null]> = [
      ['=?UTF-8?B?SsO8cmdlbiBNw7xsbGVy?= <juergen@example.org>', 'Jürgen Müller'],
      ['"Doe, Jane (Billing)" <jane@example.org>', 'Doe, Jane (Billing)'],
      ['plain@example.org', null],
    ];
    for (const [from, name] of cases) {
      const raw = `From: ${from}\r\nTo: ${inbox.address}\r\nSubject: name ${tag()}\r\nMessage-ID: <n-${tag()}@example.org>\r\n\r\nhi\r\n`;
      expect((await sendRawMail(t, { from: 'bounce@example.org', to: [inbox.address], raw })).code).toBe(250);
      const [latest] = (await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?limit=1`, { apiKey: owner.apiKey })).body.data;
      expect([from, latest.from_name]).toEqual([from, name]);
    }
  });

  it('lists summaries with a preview instead of the body on ?format=summary, and keeps the full shape by default', async () => {
    const inbox = await createInbox({ userId: owner.id });
    const body = `Hello   agent,\n\n  your code is 482913.\n${'long text '.repeat(200)}`;
    const raw = await buildMail({ from: 'Shop <shop@example.org>', to: inbox.address, subject: 'Your code', text: body, html: '<p>html body</p>' });
    expect((await sendRawMail(t, { from: 'shop@example.org', to: [inbox.address], raw })).code).toBe(250);

    const full = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { apiKey: owner.apiKey });
    expect(full.body.data[0]).toMatchObject({ from: 'shop@example.org', from_name: 'Shop', body_text: expect.stringContaining('your code is 482913') });
    expect(full.body.data[0]).not.toHaveProperty('preview');
    expect(full.body.data[0].body_text.length).toBeGreaterThan(1000);

    const summary = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?format=summary`, { apiKey: owner.apiKey });
    expect(summary.status).toBe(200);
    const item = summary.body.data[0];
    expect(item).not.toHaveProperty('body_text');
    expect(item).not.toHaveProperty('body_html');
    expect(item).toMatchObject({ id: full.body.data[0].id, from: 'shop@example.org', from_name: 'Shop', subject: 'Your code', attachment_count: 0 });
    expect(item.preview.startsWith('Hello agent, your code is 482913. long text long text')).toBe(true);
    expect(item.preview.length).toBeLessThanOrEqual(200);
    expect(summary.body).toMatchObject({ has_more: false, next_cursor: null });
    expect((await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?format=short`, { apiKey: owner.apiKey })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'format must be "full" or "summary"',
    });
  });

  it('writes no outbox event for an owner without a webhook taking message.received', async () => {
    const inbox = await createInbox({ userId: owner.id });
    const picky = await createUser(t.api);
    expect((await t.api.post('/api/v1/webhooks', { url: receiver.url('/picky'), events: ['inbox.created'] }, { apiKey: picky.apiKey })).status).toBe(201);
    const pickyInbox = await createInbox({ userId: picky.id });
    for (const target of [inbox, pickyInbox]) {
      const raw = await buildMail({ from: 'alice@example.org', to: target.address, subject: 'No listener', text: 'hi', messageId: `<quiet-${tag()}@example.org>` });
      expect((await sendRawMail(t, { from: 'alice@example.org', to: [target.address], raw })).code).toBe(250);
      expect(await messagesOf(target.id)).toHaveLength(1);
      expect(await t.sql(`select 1 from outbox_events where inbox_id = $1`, [target.id])).toHaveLength(0);
    }
  });

  it('refuses unknown local parts, foreign domains and expired inboxes at RCPT TO', async () => {
    const unknown = await sendRawMail(t, { from: 'a@example.org', to: [`nobody-${tag()}@agents.test`], raw: 'Subject: x\r\n\r\nx' });
    expect(unknown.code).toBe(550);
    expect(unknown.text).toMatch(/^5\.1\.1 <nobody-[0-9a-f]+@agents\.test>: no such mailbox$/);

    const relay = await sendRawMail(t, { from: 'a@example.org', to: ['someone@gmail.com'], raw: 'Subject: x\r\n\r\nx' });
    expect(relay.code).toBe(550);
    expect(relay.text).toBe('5.7.1 relaying denied');

    const expired = await createInbox({ expiresAt: new Date(Date.now() - 1000) });
    const late = await sendRawMail(t, { from: 'a@example.org', to: [expired.address], raw: 'Subject: x\r\n\r\nx' });
    expect(late.code).toBe(550);
    expect(late.text).toContain('5.1.1');

    // A custom domain counts as ours only once verified.
    const domain = `d${tag()}.example.net`;
    await t.sql(`insert into domains (id, user_id, domain, verified, dkim_selector, dkim_public_key, dkim_private_key) values ($1, $2, $3, false, 's', 'p', 'k')`, [randomUUID(), owner.id, domain]);
    const custom = await createInbox({ domain, userId: owner.id });
    expect((await sendRawMail(t, { from: 'a@example.org', to: [custom.address], raw: 'Subject: x\r\n\r\nx' })).text).toBe('5.7.1 relaying denied');
    await t.sql(`update domains set verified = true where domain = $1`, [domain]);
    expect((await sendRawMail(t, { from: 'a@example.org', to: [custom.address], raw: 'Subject: custom\r\n\r\nx' })).code).toBe(250);
    expect(await messagesOf(custom.id)).toHaveLength(1);

    expect(await messagesOf(expired.id)).toHaveLength(0);
  });

  it('matches recipients case-insensitively and gives each recipient its own copy', async () => {
    const a = await createInbox({ local: `Mixed.Case-${tag()}` });
    const b = await createInbox();
    const raw = await buildMail({ from: 'x@example.org', to: [a.address, b.address], subject: 'For both', text: 'hi', messageId: `<both-${tag()}@example.org>` });
    const reply = await sendRawMail(t, { from: 'x@example.org', to: [a.address.toUpperCase(), b.address.replace(/@.*/, '@AGENTS.TEST'), `ghost-${tag()}@agents.test`], raw });
    expect(reply.code).toBe(250);
    expect(reply.result.rcpt.map((r) => r.code)).toEqual([250, 250, 550]);
    const [copyA] = await messagesOf(a.id);
    const [copyB] = await messagesOf(b.id);
    expect(copyA!.subject).toBe('For both');
    expect(copyB!.subject).toBe('For both');
    expect(copyA!.id).not.toBe(copyB!.id);
    // Temporary (ownerless) inboxes get no outbox events.
    expect(await t.sql(`select 1 from outbox_events where inbox_id in ($1, $2)`, [a.id, b.id])).toHaveLength(0);
  });

  it('refuses an oversize message with 552 and stores nothing', async () => {
    const inbox = await createInbox();
    const raw = await buildMail({ from: 'big@example.org', to: inbox.address, subject: 'Too big', text: 'x'.repeat(MAX_BYTES + 1000) });
    const reply = await sendRawMail(t, { from: 'big@example.org', to: [inbox.address], raw });
    expect(reply.code).toBe(552);
    expect(reply.text).toBe('5.3.4 message too large');
    expect(await messagesOf(inbox.id)).toHaveLength(0);

    // The session stays usable for the next transaction.
    const session = await SmtpSession.open(smtpPort(t));
    try {
      expect((await session.send('big@example.org', [inbox.address], 'x'.repeat(MAX_BYTES + 10))).data!.code).toBe(552);
      expect((await session.send('big@example.org', [inbox.address], 'Subject: small\r\n\r\nsmall')).data!.code).toBe(250);
    } finally {
      await session.quit();
    }
    expect((await messagesOf(inbox.id)).map((m) => m.subject)).toEqual(['small']);
  });

  it('stores malformed and unusual MIME as far as it can be read', async () => {
    const inbox = await createInbox();
    const mid = tag();
    const files = ['missing-boundary.eml', 'bad-base64.eml', 'eight-bit-headers.eml', 'no-headers.eml', 'bare-lf.eml', 'quoted-printable.eml', 'html-only-base64.eml'];
    const session = await SmtpSession.open(smtpPort(t));
    try {
      for (const file of files) {
        const result = await session.send('sender@example.org', [inbox.address], corpus(file, inbox.address, mid));
        expect([file, result.data?.code]).toEqual([file, 250]);
      }
    } finally {
      await session.quit();
    }
    const rows = await messagesOf(inbox.id);
    expect(rows).toHaveLength(files.length);
    const bySubject = new Map(rows.map((r) => [r.subject, r]));
    expect(bySubject.get('Missing boundary')!.body_text).toContain('Part without a declared boundary');
    expect(bySubject.has('Bad base64')).toBe(true);
    expect([...bySubject.keys()].some((s) => s.startsWith('Gr') && s.includes('aus K'))).toBe(true);
    expect(bySubject.get('Bare LF line endings')!.body_text).toContain('Line two');
    expect(bySubject.get('Café menü')!.body_text).toContain('Café au lait costs 3€, a very long line that is soft-wrapped here.');
    const html = bySubject.get('HTML only')!;
    expect(html.body_html).toContain('<b>482913</b>');
    expect(html.body_text).toContain('Your code is 482913');
    expect(html.body_text).not.toContain('<');
    const headerless = rows.find((r) => r.subject === '')!;
    expect(headerless.body_text + headerless.body_html).toContain('Just a body line');
    expect(headerless.from).toBe('sender@example.org');
    expect(headerless.to).toBe(inbox.address);
    expect(headerless.message_id_header).toMatch(/^<[0-9a-f]{40}@mx\.agents\.test>$/);
    const raws = await t.sql<{ n: string }>(`select count(*) as n from message_raw r join messages m on m.id = r.message_id where m.inbox_id = $1`, [inbox.id]);
    expect(Number(raws[0]!.n)).toBe(files.length);
  });

  it('stores a retried delivery of the same message once (with or without a Message-ID)', async () => {
    const inbox = await createInbox({ userId: hooked.id });
    const raw = await buildMail({ from: 'retry@example.org', to: inbox.address, subject: 'Retry me', text: 'once', messageId: `<retry-${tag()}@example.org>` });
    const noId = `From: retry@example.org\r\nTo: ${inbox.address}\r\nSubject: No id ${tag()}\r\n\r\nbody\r\n`;
    const named: string[][] = [[], []];
    for (const [k, mail] of [raw, noId].entries()) {
      for (let i = 0; i < 3; i++) {
        const reply = await sendRawMail(t, { from: 'retry@example.org', to: [inbox.address], raw: mail });
        expect(reply.code).toBe(250);
        named[k]!.push(/stored ([0-9a-f-]{36})$/.exec(reply.text)![1]!);
      }
    }
    const rows = await messagesOf(inbox.id);
    expect(rows).toHaveLength(2);
    // Every answer to a retry names the copy stored the first time, and that id opens it.
    expect(named.map((ids) => new Set(ids).size)).toEqual([1, 1]);
    expect(named.map((ids) => ids[0]).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const [id] of named) {
      expect((await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${id}`, { apiKey: hooked.apiKey })).status).toBe(200);
    }
    expect(await t.sql(`select 1 from outbox_events where inbox_id = $1`, [inbox.id])).toHaveLength(2);
    const threads = await t.sql<{ msg_count: number }>(`select msg_count from threads where inbox_id = $1`, [inbox.id]);
    expect(threads.map((th) => th.msg_count)).toEqual([1, 1]);
  });

  it('publishes every stored message on <prefix>messages.new after commit (batches as one JSON array)', async () => {
    const inbox = await createInbox();
    const subscriber = new Redis(t.config.REDIS_URL);
    const received: Array<{ inbox_id: string; message_id: string; created_at: string }> = [];
    try {
      await subscriber.subscribe(`${t.config.REDIS_PREFIX}:messages.new`);
      // One notice per PUBLISH, or an array for a group-committed batch.
      subscriber.on('message', (_channel: string, payload: string) => received.push(...([] as (typeof received)[number][]).concat(JSON.parse(payload))));
      expect((await sendRawMail(t, { from: 'p@example.org', to: [inbox.address], raw: `Subject: ping ${tag()}\r\n\r\nping` })).code).toBe(250);
      const notice = await waitFor(() => received.find((n) => n.inbox_id === inbox.id), { what: 'messages.new notice' });
      const [row] = await messagesOf(inbox.id);
      expect(notice.message_id).toBe(row!.id);
      expect(Number.isNaN(Date.parse(notice.created_at))).toBe(false);
    } finally {
      await subscriber.quit();
    }
  });

  it('threads by reply chain and by subject, and never merges subject-less mail', async () => {
    const inbox = await createInbox();
    const send = async (spec: Parameters<typeof buildMail>[0]) =>
      expect((await sendRawMail(t, { from: 'a@example.org', to: [inbox.address], raw: await buildMail(spec) })).code).toBe(250);
    const first = `<first-${tag()}@example.org>`;
    const second = `<second-${tag()}@example.org>`;
    await send({ from: 'a@example.org', to: inbox.address, subject: 'Project kickoff', text: '1', messageId: first });
    await send({ from: 'b@example.org', to: inbox.address, subject: 'Completely different words', text: '2', messageId: second, inReplyTo: first, references: [first] });
    await send({ from: 'c@example.org', to: inbox.address, subject: 'Other', text: '3', messageId: `<third-${tag()}@example.org>`, references: [first, second] });
    await send({ from: 'd@example.org', to: inbox.address, subject: 'RE: Fwd: project KICKOFF', text: '4' });
    await send({ from: 'e@example.org', to: inbox.address, subject: 'Unrelated topic', text: '5' });
    await send({ from: 'f@example.org', to: inbox.address, text: 'no subject 1' });
    await send({ from: 'g@example.org', to: inbox.address, text: 'no subject 2' });

    const rows = await messagesOf(inbox.id);
    const threadOf = (text: string) => rows.find((r) => r.body_text.trim() === text)!.thread_id;
    expect(threadOf('2')).toBe(threadOf('1'));
    expect(threadOf('3')).toBe(threadOf('1'));
    expect(threadOf('4')).toBe(threadOf('1'));
    expect(threadOf('5')).not.toBe(threadOf('1'));
    expect(threadOf('no subject 1')).not.toBe(threadOf('no subject 2'));
    const threads = await t.sql<{ id: string; subject: string; msg_count: number }>(`select id, subject, msg_count from threads where inbox_id = $1 order by created_at, id`, [inbox.id]);
    expect(threads).toHaveLength(4);
    expect(threads.find((th) => th.id === threadOf('1'))).toMatchObject({ subject: 'Project kickoff', msg_count: 4 });
  });

  it('keeps one thread and an exact count under 20 concurrent deliveries of one new subject', async () => {
    const inbox = await createInbox();
    const subject = `Concurrent ${tag()}`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => sendRawMail(t, { from: `s${i}@example.org`, to: [inbox.address], raw: await buildMail({ from: `s${i}@example.org`, to: inbox.address, subject: i % 2 ? `Re: ${subject}` : subject, text: String(i) }) })),
    );
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(250));
    const threads = await t.sql<{ msg_count: number; last_at: Date }>(`select msg_count, last_at from threads where inbox_id = $1`, [inbox.id]);
    expect(threads).toHaveLength(1);
    expect(threads[0]!.msg_count).toBe(20);
    const [latest] = await t.sql<{ at: Date }>(`select max(created_at) as at from messages where inbox_id = $1`, [inbox.id]);
    expect(threads[0]!.last_at.getTime()).toBe(latest!.at.getTime());
  });

  it('answers 451 when the database is unavailable and stores the retry once it is back', async () => {
    const inbox = await createInbox();
    const raw = await buildMail({ from: 'db@example.org', to: inbox.address, subject: 'During outage', text: 'x', messageId: `<outage-${tag()}@example.org>` });
    const admin = new Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    const session = await SmtpSession.open(smtpPort(t));
    try {
      expect((await session.command('MAIL FROM:<db@example.org>')).code).toBe(250);
      expect((await session.command(`RCPT TO:<${inbox.address}>`)).code).toBe(250);
      expect((await session.command('DATA')).code).toBe(354);
      // Outage: no new connections to this database, and the ingestion connections cut.
      await admin.query(`alter database "${t.databaseName}" with allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'agent-inbox-smtp'`, [t.databaseName]);
      const reply = await session.sendData(raw);
      expect(reply.code).toBe(451);
      expect(reply.text).toBe('4.3.0 temporary failure, try again later');
      // Looking up a recipient not seen before fails the same temporary way.
      const again = await session.send('db@example.org', [`other-${tag()}@agents.test`], raw);
      expect(again.rcpt[0]!.code).toBe(451);
      expect(again.rcpt[0]!.text).toBe('4.3.0 temporary failure, try again later');
    } finally {
      await admin.query(`alter database "${t.databaseName}" with allow_connections true`);
      await admin.end();
      await session.quit();
    }
    expect(await messagesOf(inbox.id)).toHaveLength(0);
    expect((await sendRawMail(t, { from: 'db@example.org', to: [inbox.address], raw })).code).toBe(250);
    expect(await messagesOf(inbox.id)).toHaveLength(1);
  });
});
