import type { ApiResponse } from '../support/api-client';
import { randomUUID } from 'node:crypto';
import { NewMessageBus } from '../../src/messages/new-message-bus';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { announceMessage, insertMessage } from '../support/message-factory';
import { buildMail, sendRawMail } from '../support/smtp';

describe('Messages: reading, raw source, attachments, codes and waiting for mail', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let bus: NewMessageBus;
  const key = (user: TestUser) => ({ apiKey: user.apiKey });

  beforeAll(async () => {
    t = await startTestApp();
    bus = t.app.get(NewMessageBus);
    [alice, bob] = await Promise.all([createUser(t.api), createUser(t.api)]);
  });
  afterAll(() => t.close());

  const newInbox = async (user: TestUser = alice, body: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/v1/inboxes', body, key(user));
    if (res.status !== 201) throw new Error(`create inbox failed: ${res.status} ${res.text}`);
    return res.body.data as { id: string; address: string; token?: string };
  };
  const path = (inboxId: string, rest = '') => `/api/v1/inboxes/${inboxId}/messages${rest}`;
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

  describe('list and read', () => {
    it('lists messages most recent first in the list shape, page by page', async () => {
      const inbox = await newInbox();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await insertMessage(t, { inboxId: inbox.id, subject: `Note ${i}`, text: `body ${i}`, html: `<p>${i}</p>`, createdAt: ago(100 - i) })).id);
      const first = await t.api.get(path(inbox.id, '?limit=3'), key(alice));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, has_more: true, next_cursor: expect.any(String) });
      expect(first.body.data[0]).toEqual({
        id: ids[4],
        inbox_id: inbox.id,
        thread_id: expect.any(String),
        direction: 'inbound',
        from: 'noreply@example.com',
        from_name: null,
        to: inbox.address,
        subject: 'Note 4',
        body_text: 'body 4',
        reply_text: 'body 4',
        // Stored straight into the table (no SMTP): its checks have not run.
        authentication: expect.objectContaining({ summary: 'pending', authenticated: false }),
        attachment_count: 0,
        created_at: expect.any(String),
      });
      const second = await t.api.get(path(inbox.id, `?limit=3&cursor=${first.body.next_cursor}`), key(alice));
      expect([...first.body.data, ...second.body.data].map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
      expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    });

    it('pages correctly through messages stored with microsecond timestamps in the same millisecond', async () => {
      const inbox = await newInbox();
      await t.sql(
        `insert into messages (id, inbox_id, direction, "from", "to", subject, created_at)
         select gen_random_uuid(), $1, 'inbound', 'a@example.com', 'b@agents.test', 'same ms ' || g, '2026-11-21T10:00:00.123Z'::timestamptz + (g || ' microseconds')::interval
         from generate_series(1, 7) g`,
        [inbox.id],
      );
      const seen = new Set<string>();
      let cursor: string | null = null;
      do {
        const res: ApiResponse = await t.api.get(path(inbox.id, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`), key(alice));
        for (const m of res.body.data) seen.add(m.id);
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(seen.size).toBe(7);
    });

    it('returns one message in full, with headers and its attachment list', async () => {
      const inbox = await newInbox();
      const message = await insertMessage(t, {
        inboxId: inbox.id,
        from: 'billing@shop.example',
        subject: 'Your invoice',
        text: 'See attached.',
        html: '<p>See <b>attached</b>.</p>',
        messageIdHeader: '<inv-1@shop.example>',
        inReplyTo: '<order-1@shop.example>',
        attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 fake') }],
      });
      const res = await t.api.get(path(inbox.id, `/${message.id}`), key(alice));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: message.id,
        inbox_id: inbox.id,
        thread_id: message.threadId,
        direction: 'inbound',
        from: 'billing@shop.example',
        from_name: null,
        to: inbox.address,
        cc: null,
        reply_to: null,
        subject: 'Your invoice',
        body_text: 'See attached.',
        reply_text: 'See attached.',
        authentication: expect.objectContaining({ summary: 'pending' }),
        body_html: '<p>See <b>attached</b>.</p>',
        message_id: '<inv-1@shop.example>',
        in_reply_to: '<order-1@shop.example>',
        references: ['<order-1@shop.example>'],
        attachments: [{ id: message.attachmentIds[0], filename: 'invoice.pdf', content_type: 'application/pdf', size: 13 }],
        attachments_truncated: false,
        skipped_parts: 0,
        status: null,
        status_reason: null,
        sent_at: null,
        created_at: message.createdAt.toISOString(),
        verification: null,
      });
    });

    it('serves the raw source as message/rfc822 and attachments as their bytes, outside the envelope', async () => {
      const inbox = await newInbox();
      const raw = 'From: a@example.com\r\nTo: b@agents.test\r\nSubject: raw\r\n\r\nbody \u00e9\r\n';
      const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
      const message = await insertMessage(t, {
        inboxId: inbox.id,
        raw,
        attachments: [{ filename: 'résumé "final".pdf', contentType: 'application/pdf', content: pdf }, { filename: null, contentType: 'bogus type!', content: Buffer.from('x') }],
      });
      const rawRes = await fetch(`${t.baseUrl}${path(inbox.id, `/${message.id}/raw`)}`, { headers: { 'x-api-key': alice.apiKey } });
      expect(rawRes.status).toBe(200);
      expect(rawRes.headers.get('content-type')).toBe('message/rfc822');
      expect(Buffer.from(await rawRes.arrayBuffer()).equals(Buffer.from(raw, 'utf8'))).toBe(true);

      const att = await fetch(`${t.baseUrl}${path(inbox.id, `/${message.id}/attachments/${message.attachmentIds[0]}`)}`, { headers: { 'x-api-key': alice.apiKey } });
      expect(att.status).toBe(200);
      expect(att.headers.get('content-type')).toBe('application/pdf');
      expect(att.headers.get('content-disposition')).toBe(`attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20_final_.pdf`);
      expect(Buffer.from(await att.arrayBuffer()).equals(pdf)).toBe(true);

      const unnamed = await fetch(`${t.baseUrl}${path(inbox.id, `/${message.id}/attachments/${message.attachmentIds[1]}`)}`, { headers: { 'x-api-key': alice.apiKey } });
      expect(unnamed.headers.get('content-type')).toBe('application/octet-stream');
      expect(unnamed.headers.get('content-disposition')).toContain('filename="attachment"');

      // Errors stay enveloped.
      const missing = await t.api.get(path(inbox.id, `/${message.id}/attachments/${randomUUID()}`), key(alice));
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'attachment not found' });
      const other = await newInbox();
      expect((await t.api.get(path(other.id, `/${message.id}/raw`), key(alice))).status).toBe(404);
      expect((await t.api.get(path(other.id, `/${message.id}/attachments/${message.attachmentIds[0]}`), key(alice))).status).toBe(404);
      expect((await t.api.get(path(inbox.id, `/${message.id}/raw`), key(bob))).status).toBe(404);
    });

    it('hides other users\' inboxes and messages, and messages of another inbox, behind 404', async () => {
      const inbox = await newInbox();
      const other = await newInbox();
      const message = await insertMessage(t, { inboxId: inbox.id });
      for (const res of [
        await t.api.get(path(inbox.id), key(bob)),
        await t.api.get(path(inbox.id, '/latest'), key(bob)),
        await t.api.get(path(inbox.id, '/code'), key(bob)),
        await t.api.get(path(inbox.id, `/${message.id}`), key(bob)),
        await t.api.delete(path(inbox.id, `/${message.id}`), key(bob)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('inbox not found');
      }
      const wrongInbox = await t.api.get(path(other.id, `/${message.id}`), key(alice));
      expect(wrongInbox.status).toBe(404);
      expect(wrongInbox.body.error).toBe('message not found');
      expect((await t.api.get(path(inbox.id, '/not-a-uuid'), key(alice))).status).toBe(404);
      expect((await t.api.get(path('nope', ''), key(alice))).status).toBe(404);
      expect((await t.api.get(path(inbox.id))).status).toBe(401);
      expect((await t.api.get(path(inbox.id, `/${message.id}`), key(alice))).status).toBe(200);
    });

    it('deletes a message and keeps its thread\'s count and last activity right, dropping the thread when empty', async () => {
      const inbox = await newInbox();
      const first = await insertMessage(t, { inboxId: inbox.id, subject: 'Order 42', createdAt: ago(60) });
      const second = await insertMessage(t, { inboxId: inbox.id, subject: 'Re: Order 42', createdAt: ago(30) });
      expect(second.threadId).toBe(first.threadId);
      const thread = () => t.sql<{ msg_count: number; last_at: Date }>('select msg_count, last_at from threads where id = $1', [first.threadId]);

      const res = await t.api.delete(path(inbox.id, `/${second.id}`), key(alice));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect((await t.api.get(path(inbox.id, `/${second.id}`), key(alice))).status).toBe(404);
      const [after] = await thread();
      expect(after!.msg_count).toBe(1);
      expect(new Date(after!.last_at).toISOString()).toBe(first.createdAt.toISOString());

      expect((await t.api.delete(path(inbox.id, `/${first.id}`), key(alice))).status).toBe(200);
      expect(await thread()).toHaveLength(0);
      expect((await t.api.delete(path(inbox.id, `/${first.id}`), key(alice))).status).toBe(404);
    });
  });

  describe('latest and code', () => {
    it('latest is the newest inbound message in full; 404 "no messages yet" on an empty inbox', async () => {
      const inbox = await newInbox();
      const empty = await t.api.get(path(inbox.id, '/latest'), key(alice));
      expect(empty.status).toBe(404);
      expect(empty.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'no messages yet' });
      await insertMessage(t, { inboxId: inbox.id, subject: 'older', createdAt: ago(20) });
      const newest = await insertMessage(t, { inboxId: inbox.id, subject: 'newer', html: '<b>hi</b>', createdAt: ago(10) });
      await insertMessage(t, { inboxId: inbox.id, subject: 'sent by us', direction: 'outbound', createdAt: ago(5) });
      const res = await t.api.get(path(inbox.id, '/latest'), key(alice));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: newest.id, subject: 'newer', body_html: '<b>hi</b>', direction: 'inbound', attachments: [] });
    });

    it('code answers at the top level with code, text, kind and message_id', async () => {
      const inbox = await newInbox();
      const none = await t.api.get(path(inbox.id, '/code'), key(alice));
      expect(none.status).toBe(404);
      const message = await insertMessage(t, { inboxId: inbox.id, subject: 'Verify your email', text: 'Hi!\n\nYour verification code is: 482913\n\nIt expires in 10 minutes.' });
      const res = await t.api.get(path(inbox.id, '/code'), key(alice));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, code: '482913', text: expect.stringContaining('482913'), kind: 'code', message_id: message.id, candidates: expect.any(Array) });
      expect(res.body).not.toHaveProperty('data');

      await insertMessage(t, { inboxId: inbox.id, subject: 'Welcome aboard', text: 'Thanks for joining, we are glad to have you.' });
      const noCode = await t.api.get(path(inbox.id, '/code'), key(alice));
      expect(noCode.status).toBe(404);
      expect(noCode.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'no verification code found in the latest message' });
    });

    it('code and latest work on public inboxes by token', async () => {
      const pub = (await t.api.post('/api/v1/public/inbox')).body.data as { id: string; token: string };
      expect((await t.api.get(`/api/v1/public/inbox/${pub.token}/latest`)).status).toBe(404);
      const message = await insertMessage(t, { inboxId: pub.id, subject: 'Confirm your account', html: '<p>Use code <strong>771204</strong> to sign in.</p>', text: '' });
      const latest = await t.api.get(`/api/v1/public/inbox/${pub.token}/latest`);
      expect(latest.status).toBe(200);
      expect(latest.body.data.id).toBe(message.id);
      const code = await t.api.get(`/api/v1/public/inbox/${pub.token}/code`);
      expect(code.body).toMatchObject({ success: true, code: '771204', kind: 'code', message_id: message.id });
    });

    it('validates wait and since', async () => {
      const inbox = await newInbox();
      const foreign = await insertMessage(t, { inboxId: (await newInbox()).id });
      for (const query of ['wait=61', 'wait=-1', 'wait=abc', 'wait=1.5', 'since=yesterday', 'since=2026-11-21', `since=${foreign.id}`, `since=${randomUUID()}`]) {
        const res = await t.api.get(path(inbox.id, `/latest?${query}`), key(alice));
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
        expect(res.body.success).toBe(false);
      }
    });

    it('since selects messages after a timestamp or after a given message', async () => {
      const inbox = await newInbox();
      const a = await insertMessage(t, { inboxId: inbox.id, subject: 'A', createdAt: ago(30) });
      const b = await insertMessage(t, { inboxId: inbox.id, subject: 'B', createdAt: ago(20) });
      expect((await t.api.get(path(inbox.id, `/latest?since=${a.id}`), key(alice))).body.data.id).toBe(b.id);
      const afterB = await t.api.get(path(inbox.id, `/latest?since=${b.id}`), key(alice));
      expect(afterB.status).toBe(404);
      expect(afterB.body.error).toBe('no new message since the given point');
      expect((await t.api.get(path(inbox.id, `/latest?since=${encodeURIComponent(ago(25).toISOString())}`), key(alice))).body.data.id).toBe(b.id);
      expect((await t.api.get(path(inbox.id, `/latest?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`), key(alice))).status).toBe(404);
      expect((await t.api.get(path(inbox.id, `/latest?since=${encodeURIComponent('2020-01-01T00:00:00+02:00')}`), key(alice))).body.data.id).toBe(b.id);
    });
  });

  describe('waiting for mail (wait=)', () => {
    it('answers within milliseconds of the commit notice from another connection', async () => {
      const inbox = await newInbox();
      const started = Date.now();
      const pending = t.api.get(path(inbox.id, '/latest?wait=10'), key(alice));
      await waitFor(() => bus.waiterCount > 0, { what: 'the request to wait' });
      const message = await insertMessage(t, { inboxId: inbox.id, subject: 'Arrived' });
      const announced = Date.now();
      await announceMessage(t, inbox.id, message);
      const res = await pending;
      const latency = Date.now() - announced;
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: message.id, subject: 'Arrived' });
      expect(latency).toBeLessThan(500);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(bus.waiterCount).toBe(0);
      process.stdout.write(`[measure] wait wake-up latency after publish: ${latency} ms\n`);
    });

    it('answers at once when a matching message already exists, and waits for the next one with since', async () => {
      const inbox = await newInbox();
      const first = await insertMessage(t, { inboxId: inbox.id, subject: 'first' });
      const t0 = Date.now();
      const immediate = await t.api.get(path(inbox.id, '/latest?wait=10'), key(alice));
      expect(immediate.body.data.id).toBe(first.id);
      expect(Date.now() - t0).toBeLessThan(2000);

      const pending = t.api.get(path(inbox.id, `/latest?wait=10&since=${first.id}`), key(alice));
      await waitFor(() => bus.waiterCount > 0);
      // A notice for another inbox does not end the wait.
      const elsewhere = await newInbox();
      await announceMessage(t, elsewhere.id, await insertMessage(t, { inboxId: elsewhere.id }));
      const second = await insertMessage(t, { inboxId: inbox.id, subject: 'second' });
      await announceMessage(t, inbox.id, second);
      expect((await pending).body.data.id).toBe(second.id);
    });

    it('times out with 404 NOT_FOUND after about wait seconds', async () => {
      const inbox = await newInbox();
      const t0 = Date.now();
      const res = await t.api.get(path(inbox.id, '/latest?wait=1'), key(alice));
      const elapsed = Date.now() - t0;
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'no new message within 1 s' });
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(2500);
      expect(bus.waiterCount).toBe(0);
    });

    it('code?wait= keeps waiting past mail without a code and returns the code when it comes (public inbox)', async () => {
      const pub = (await t.api.post('/api/v1/public/inbox')).body.data as { id: string; token: string };
      const pending = t.api.get(`/api/v1/public/inbox/${pub.token}/code?wait=10`);
      await waitFor(() => bus.waiterCount > 0);
      const welcome = await insertMessage(t, { inboxId: pub.id, subject: 'Welcome', text: 'Glad you are here.' });
      await announceMessage(t, pub.id, welcome);
      const withCode = await insertMessage(t, { inboxId: pub.id, subject: 'Your login code', text: 'Your one-time passcode is 903 114.' });
      await announceMessage(t, pub.id, withCode);
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, code: '903114', kind: 'code', message_id: withCode.id });
    });

    it('a message stored without a notice is still found at the deadline re-check', async () => {
      const inbox = await newInbox();
      const pending = t.api.get(path(inbox.id, '/latest?wait=1'), key(alice));
      await waitFor(() => bus.waiterCount > 0);
      const quiet = await insertMessage(t, { inboxId: inbox.id });
      expect((await pending).body.data.id).toBe(quiet.id);
    });

    it('a wait on an inbox deleted meanwhile ends at once with 404 inbox not found; an expired one at its deadline', async () => {
      const inbox = await newInbox();
      const pending = t.api.get(path(inbox.id, '/latest?wait=10'), key(alice));
      await waitFor(() => bus.waiterCount > 0);
      const t0 = Date.now();
      expect((await t.api.delete(`/api/v1/inboxes/${inbox.id}`, key(alice))).status).toBe(200);
      const res = await pending;
      expect(Date.now() - t0).toBeLessThan(1000);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('inbox not found');

      const temp = await newInbox(alice, { type: 'temporary' });
      const waiting = t.api.get(`/api/v1/public/inbox/${temp.token}/code?wait=1`);
      await waitFor(() => bus.waiterCount > 0);
      await t.sql("update inboxes set expires_at = now() - interval '1 second' where id = $1", [temp.id]);
      const expired = await waiting;
      expect(expired.status).toBe(404);
      expect(expired.body.error).toBe('inbox not found');
    });

    it('releases the waiter when the client hangs up', async () => {
      const inbox = await newInbox();
      const controller = new AbortController();
      const pending = fetch(`${t.baseUrl}${path(inbox.id, '/latest?wait=30')}`, { headers: { 'x-api-key': alice.apiKey }, signal: controller.signal }).catch((e: Error) => e);
      await waitFor(() => bus.waiterCount > 0);
      controller.abort();
      await pending;
      await waitFor(() => bus.waiterCount === 0, { timeoutMs: 3000, what: 'the waiter to be released' });
    });

    it('many concurrent waiters on one inbox all wake on one notice', async () => {
      const inbox = await newInbox();
      const pendings = Array.from({ length: 20 }, () => t.api.get(path(inbox.id, '/latest?wait=10'), key(alice)));
      await waitFor(() => bus.waiterCount >= 20);
      const message = await insertMessage(t, { inboxId: inbox.id });
      await announceMessage(t, inbox.id, message);
      const results = await Promise.all(pendings);
      expect(results.map((r) => r.body.data?.id)).toEqual(Array(20).fill(message.id));
    });

    it('over real SMTP: a waiting code request answers within milliseconds of the 250, and raw and attachments match what was sent', async () => {
      const pub = (await t.api.post('/api/v1/public/inbox')).body.data as { id: string; address: string; token: string };
      const pending = t.api.get(`/api/v1/public/inbox/${pub.token}/code?wait=10`);
      await waitFor(() => bus.waiterCount > 0);
      const raw = await buildMail({
        from: 'Acme <no-reply@acme.example>',
        to: pub.address,
        subject: 'Confirm your sign-up',
        text: 'Welcome to Acme!\n\nYour confirmation code is 640 218.\n',
        html: '<p>Welcome to Acme!</p><p>Your confirmation code is <b>640 218</b>.</p>',
        attachments: [{ filename: 'terms.txt', content: 'Be nice.', contentType: 'text/plain' }],
      });
      const reply = await sendRawMail(t, { from: 'no-reply@acme.example', to: [pub.address], raw });
      const accepted = Date.now();
      expect(reply.code).toBe(250);
      const res = await pending;
      const latency = Date.now() - accepted;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, code: '640218', kind: 'code' });
      expect(latency).toBeLessThan(1000);
      process.stdout.write(`[measure] SMTP 250 to waiting /code answer: ${latency} ms\n`);

      // Raw source and attachment bytes of mail received over SMTP, on an owned inbox.
      const owned = await newInbox();
      const ownedRaw = await buildMail({ from: 'a@acme.example', to: owned.address, subject: 'Files', text: 'see attached', attachments: [{ filename: 'data.bin', content: Buffer.from([0, 1, 2, 255]), contentType: 'application/octet-stream' }] });
      expect((await sendRawMail(t, { from: 'a@acme.example', to: [owned.address], raw: ownedRaw })).code).toBe(250);
      const latest = await t.api.get(path(owned.id, '/latest'), key(alice));
      expect(latest.body.data).toMatchObject({ subject: 'Files', direction: 'inbound' });
      expect(latest.body.data.attachments).toEqual([{ id: expect.any(String), filename: 'data.bin', content_type: 'application/octet-stream', size: 4 }]);
      const bytes = await fetch(`${t.baseUrl}${path(owned.id, `/${latest.body.data.id}/attachments/${latest.body.data.attachments[0].id}`)}`, { headers: { 'x-api-key': alice.apiKey } });
      expect([...Buffer.from(await bytes.arrayBuffer())]).toEqual([0, 1, 2, 255]);
      const source = await fetch(`${t.baseUrl}${path(owned.id, `/${latest.body.data.id}/raw`)}`, { headers: { 'x-api-key': alice.apiKey } });
      expect(source.headers.get('content-type')).toBe('message/rfc822');
      expect(Buffer.from(await source.arrayBuffer()).includes(ownedRaw.subarray(ownedRaw.indexOf('Subject:')))).toBe(true);
    });

    it('shutdown answers pending waits at once instead of holding the drain', async () => {
      const inbox = await newInbox();
      const pending = t.api.get(path(inbox.id, '/latest?wait=30'), key(alice));
      await waitFor(() => bus.waiterCount > 0);
      const t0 = Date.now();
      await t.close();
      const res = await pending;
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers.get('retry-after')).toBe('1');
    });
  });
});
