import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../src/events/event-types';
import { insertEvents } from '../../src/events/outbox';
import { OutboxRelay } from '../../src/webhooks/outbox-relay';
import { signWebhookBodyWithTimestamp, verifyWebhookSignature } from '../../src/webhooks/signature';
import { deliveryJobId, WEBHOOK_QUEUE } from '../../src/webhooks/webhook-queue';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { smtpPort, SmtpSession } from '../support/smtp';
import { WebhookReceiver } from '../support/webhook-receiver';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Webhooks: subscriptions, signed deliveries, retries', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let alice: TestUser;
  let bob: TestUser;

  const emit = (events: NewEvent[]) => insertEvents((sql, params) => t.sql(sql, params), events);
  const received = (userId: string, inboxId = randomUUID()): NewEvent => ({
    type: 'message.received',
    userId,
    inboxId,
    data: { inbox_id: inboxId, message_id: randomUUID(), thread_id: randomUUID(), from: 'sender@example.com', to: 'agent@agents.test', subject: 'Your code is 123456' },
  });
  const subscribe = async (user: TestUser, path: string, events?: string[]) => {
    const res = await t.api.post('/api/v1/webhooks', { url: receiver.url(path), ...(events ? { events } : {}) }, { apiKey: user.apiKey });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; secret: string; events: string[] };
  };
  const deliveries = async (user: TestUser, webhookId: string) => (await t.api.get(`/api/v1/webhooks/${webhookId}/deliveries`, { apiKey: user.apiKey })).body.data as any[];

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await startTestApp({ WEBHOOK_TIMEOUT_MS: '400', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_MAX_ATTEMPTS: '3' });
    [alice, bob] = await Promise.all([createUser(t.api), createUser(t.api)]);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  describe('subscriptions', () => {
    it('creates a webhook (201) with a whsec_ secret shown only once, deduplicated events, active true', async () => {
      const res = await t.api.post('/api/v1/webhooks', { url: receiver.url('/crud'), events: ['message.received', 'inbox.created', 'message.received'] }, { bearer: alice.token });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        data: { id: expect.any(String), user_id: alice.id, url: receiver.url('/crud'), events: ['message.received', 'inbox.created'], secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/), active: true, created_at: expect.any(String) },
      });
      const id = res.body.data.id;

      const list = await t.api.get('/api/v1/webhooks', { apiKey: alice.apiKey });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ success: true, has_more: false, next_cursor: null });
      expect(list.body.data.map((w: any) => w.id)).toContain(id);
      expect(list.text).not.toContain('whsec_');

      const one = await t.api.get(`/api/v1/webhooks/${id}`, { apiKey: alice.apiKey });
      expect(one.body.data).toEqual({ id, user_id: alice.id, url: receiver.url('/crud'), events: ['message.received', 'inbox.created'], active: true, created_at: res.body.data.created_at });

      const [row] = await t.sql<{ secret: string }>('select secret from webhooks where id = $1', [id]);
      expect(row!.secret).toBe(res.body.data.secret);

      // Someone else's webhook does not exist for Bob.
      expect((await t.api.get(`/api/v1/webhooks/${id}`, { apiKey: bob.apiKey })).status).toBe(404);
      expect((await t.api.delete(`/api/v1/webhooks/${id}`, { apiKey: bob.apiKey })).status).toBe(404);
      expect((await t.api.get(`/api/v1/webhooks/${id}/deliveries`, { apiKey: bob.apiKey })).status).toBe(404);
      expect((await t.api.get('/api/v1/webhooks', { apiKey: bob.apiKey })).body.data.map((w: any) => w.id)).not.toContain(id);

      const deleted = await t.api.delete(`/api/v1/webhooks/${id}`, { apiKey: alice.apiKey });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true });
      expect((await t.api.get(`/api/v1/webhooks/${id}`, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.delete(`/api/v1/webhooks/${id}`, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.get('/api/v1/webhooks/not-a-uuid', { apiKey: alice.apiKey })).status).toBe(404);
    });

    it('treats absent or empty events as all events', async () => {
      const a = await t.api.post('/api/v1/webhooks', { url: receiver.url('/all1') }, { apiKey: alice.apiKey });
      const b = await t.api.post('/api/v1/webhooks', { url: receiver.url('/all2'), events: [] }, { apiKey: alice.apiKey });
      expect(a.body.data.events).toEqual([]);
      expect(b.body.data.events).toEqual([]);
      await t.api.delete(`/api/v1/webhooks/${a.body.data.id}`, { apiKey: alice.apiKey });
      await t.api.delete(`/api/v1/webhooks/${b.body.data.id}`, { apiKey: alice.apiKey });
    });

    it.each([
      [{ url: receiver?.url('/x') ?? 'http://127.0.0.1/x', events: ['message.deleted'] }, 'events may only contain'],
      [{ url: 'http://127.0.0.1/x', events: 'message.received' }, 'events'],
      [{}, 'url'],
      [{ url: 42 }, 'url'],
      [{ url: 'not a url' }, 'absolute URL'],
      [{ url: 'ftp://example.com/x' }, 'http or https'],
      [{ url: `https://example.com/${'a'.repeat(2050)}` }, 'url'],
    ])('refuses %j with 400', async (body, mention) => {
      const res = await t.api.post('/api/v1/webhooks', body, { apiKey: alice.apiKey });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toContain(mention);
    });

    it('requires credentials', async () => {
      expect((await t.api.get('/api/v1/webhooks')).status).toBe(401);
      expect((await t.api.post('/api/v1/webhooks', { url: 'https://example.com/x' })).status).toBe(401);
    });

    it('caps webhooks at 20 per user (409) and pages the list', async () => {
      const carol = await createUser(t.api);
      for (let i = 0; i < 20; i++) expect((await t.api.post('/api/v1/webhooks', { url: `https://example.com/h${i}` }, { apiKey: carol.apiKey })).status).toBe(201);
      const over = await t.api.post('/api/v1/webhooks', { url: 'https://example.com/h21' }, { apiKey: carol.apiKey });
      expect(over.status).toBe(409);
      expect(over.body.code).toBe('CONFLICT');
      const first = await t.api.get('/api/v1/webhooks?limit=15', { apiKey: carol.apiKey });
      expect(first.body.data).toHaveLength(15);
      expect(first.body.has_more).toBe(true);
      const second = await t.api.get(`/api/v1/webhooks?limit=15&cursor=${first.body.next_cursor}`, { apiKey: carol.apiKey });
      expect(second.body.data).toHaveLength(5);
      expect(second.body.has_more).toBe(false);
      const urls = [...first.body.data, ...second.body.data].map((w: any) => w.url);
      expect(new Set(urls).size).toBe(20);
      expect(urls[0]).toBe('https://example.com/h19');
      expect((await t.api.get('/api/v1/webhooks?cursor=garbage', { apiKey: carol.apiKey })).status).toBe(400);
    });
  });

  describe('deliveries', () => {
    it('POSTs the signed payload to every matching webhook of the owner only, honouring event filters', async () => {
      const all = await subscribe(alice, '/alice-all');
      const onlyReceived = await subscribe(alice, '/alice-received', ['message.received']);
      const bobs = await subscribe(bob, '/bob');
      const inboxId = randomUUID();
      const message = received(alice.id, inboxId);
      const [receivedRow, createdRow, bobRow, ownerless] = await emit([
        message,
        { type: 'inbox.created', userId: alice.id, inboxId, data: { inbox_id: inboxId, address: 'a@agents.test', type: 'persistent', expires_at: null } },
        { type: 'message.sent', userId: bob.id, inboxId: randomUUID(), data: { inbox_id: randomUUID(), message_id: randomUUID(), thread_id: null, to: 'x@example.com', subject: 'Hi' } },
        { type: 'inbox.expired', userId: null, inboxId: randomUUID(), data: { inbox_id: randomUUID(), address: 't@agents.test', expired_at: new Date().toISOString() } },
      ]);

      await waitFor(() => receiver.to('/alice-all').length === 2 && receiver.to('/alice-received').length === 1 && receiver.to('/bob').length === 1, { what: 'deliveries' });
      const toAll = receiver.to('/alice-all');
      expect(toAll.map((r) => r.headers['x-webhook-id']).sort()).toEqual([receivedRow!.id, createdRow!.id].sort());
      const hit = toAll.find((r) => r.headers['x-webhook-id'] === receivedRow!.id)!;
      expect(hit.method).toBe('POST');
      expect(hit.headers['content-type']).toBe('application/json');
      expect(hit.headers['user-agent']).toBe('AgentInbox-Webhooks/1.0');
      expect(hit.headers['x-webhook-event']).toBe('message.received');
      // The relay adds the verdict; this event's message was never stored, so there is none to add.
      expect(hit.body).toEqual({ event: 'message.received', timestamp: receivedRow!.payload.timestamp, data: { ...message.data, authentication: null, reply_text: null } });
      expect(Object.keys(hit.body)).toEqual(['event', 'timestamp', 'data']);
      // The signature is the hex HMAC-SHA256 of the exact raw body keyed with the secret.
      expect(verifyWebhookSignature(all.secret, hit.rawBody, String(hit.headers['x-webhook-signature']))).toBe(true);
      expect(hit.headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(onlyReceived.secret, hit.rawBody, String(hit.headers['x-webhook-signature']))).toBe(false);
      const ts = Number(hit.headers['x-webhook-timestamp']);
      expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(60);
      expect(hit.headers['x-webhook-signature-v2']).toBe(signWebhookBodyWithTimestamp(all.secret, ts, hit.rawBody));

      const filtered = receiver.to('/alice-received');
      expect(filtered[0]!.headers['x-webhook-id']).toBe(receivedRow!.id);
      expect(verifyWebhookSignature(onlyReceived.secret, filtered[0]!.rawBody, String(filtered[0]!.headers['x-webhook-signature']))).toBe(true);

      const toBob = receiver.to('/bob');
      expect(toBob[0]!.headers['x-webhook-id']).toBe(bobRow!.id);
      expect(toBob[0]!.body.event).toBe('message.sent');
      expect(verifyWebhookSignature(bobs.secret, toBob[0]!.rawBody, String(toBob[0]!.headers['x-webhook-signature']))).toBe(true);

      // Every outbox row is dispatched, the ownerless one with nothing to deliver.
      await waitFor(async () => (await t.sql('select 1 from outbox_events where dispatched_at is null')).length === 0, { what: 'dispatch' });
      expect(await t.sql('select 1 from webhook_deliveries where event_id = $1', [ownerless!.id])).toHaveLength(0);

      const log = await waitFor(async () => {
        const rows = await deliveries(alice, all.id);
        return rows.length === 2 && rows.every((d) => d.status === 'succeeded') && rows;
      }, { what: 'the delivery log' });
      expect(log[0]).toEqual({
        id: expect.any(String), event_id: expect.any(String), event_type: expect.any(String), status: 'succeeded', attempts: 1, last_status_code: 200,
        last_duration_ms: expect.any(Number), last_error: null, last_attempt_at: expect.any(String), next_attempt_at: null, created_at: expect.any(String),
      });
      for (const id of [all.id, onlyReceived.id]) await t.api.delete(`/api/v1/webhooks/${id}`, { apiKey: alice.apiKey });
      await t.api.delete(`/api/v1/webhooks/${bobs.id}`, { apiKey: bob.apiKey });
    });

    it('retries after a 500 with the same id and body, then succeeds; the log records each attempt', async () => {
      receiver.respond({ status: 500, body: 'database on fire' }, '/flaky');
      const hook = await subscribe(alice, '/flaky');
      const [event] = await emit([received(alice.id)]);
      await waitFor(() => receiver.to('/flaky').length >= 2, { what: 'a retry' });
      const [failing] = await deliveries(alice, hook.id);
      expect(failing).toMatchObject({ status: 'pending', last_status_code: 500, last_error: 'HTTP 500: database on fire' });
      receiver.respond({ status: 204 }, '/flaky');
      const [done] = await waitFor(async () => {
        const rows = await deliveries(alice, hook.id);
        return rows[0]?.status === 'succeeded' && rows;
      }, { what: 'success after retry' });
      expect(done).toMatchObject({ event_id: event!.id, status: 'succeeded', last_status_code: 204, last_error: null, next_attempt_at: null });
      const attempts = receiver.to('/flaky');
      expect(done.attempts).toBe(attempts.length);
      expect(new Set(attempts.map((r) => r.headers['x-webhook-id']))).toEqual(new Set([event!.id]));
      expect(new Set(attempts.map((r) => r.rawBody)).size).toBe(1);
      expect(new Set(attempts.map((r) => r.headers['x-webhook-signature'])).size).toBe(1);
      await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey });
    });

    it('counts a receiver that does not answer in time as a failed attempt and retries', async () => {
      receiver.respond({ hang: true }, '/slow');
      const hook = await subscribe(alice, '/slow');
      await emit([received(alice.id)]);
      await waitFor(() => receiver.to('/slow').length >= 2, { what: 'a retry after a timeout' });
      const [slow] = await deliveries(alice, hook.id);
      expect(slow.last_error).toBe('timed out after 400 ms');
      expect(slow.last_status_code).toBeNull();
      expect(slow.last_duration_ms).toBeGreaterThanOrEqual(390);
      receiver.respond({ status: 200 }, '/slow');
      await waitFor(async () => (await deliveries(alice, hook.id))[0]?.status === 'succeeded', { what: 'success after timeouts' });
      await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey });
    });

    it('does not follow redirects, and gives up after WEBHOOK_MAX_ATTEMPTS', async () => {
      receiver.respond({ redirect: receiver.url('/elsewhere') }, '/moved');
      const hook = await subscribe(alice, '/moved');
      const [event] = await emit([received(alice.id)]);
      const [failed] = await waitFor(async () => {
        const rows = await deliveries(alice, hook.id);
        return rows[0]?.status === 'failed' && rows;
      }, { what: 'the delivery to fail' });
      expect(failed).toMatchObject({ event_id: event!.id, attempts: 3, last_status_code: 302, next_attempt_at: null });
      expect(failed.last_error).toContain('not followed');
      expect(receiver.to('/moved')).toHaveLength(3);
      expect(receiver.to('/elsewhere')).toHaveLength(0);

      // Resend: the same event again, now, with a fresh schedule.
      receiver.respond({ status: 200 }, '/moved');
      const resent = await t.api.post(`/api/v1/webhooks/${hook.id}/deliveries/${failed.id}/resend`, undefined, { apiKey: alice.apiKey });
      expect(resent.status).toBe(202);
      expect(resent.body.data).toMatchObject({ id: failed.id, status: 'pending' });
      await waitFor(async () => (await deliveries(alice, hook.id))[0]?.status === 'succeeded', { what: 'the resent delivery' });
      const all = receiver.to('/moved');
      expect(all).toHaveLength(4);
      expect(all[3]!.headers['x-webhook-id']).toBe(event!.id);
      expect(all[3]!.rawBody).toBe(all[0]!.rawBody);
      expect((await deliveries(alice, hook.id))[0]).toMatchObject({ attempts: 4, last_status_code: 200 });

      expect((await t.api.post(`/api/v1/webhooks/${hook.id}/deliveries/${randomUUID()}/resend`, undefined, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.post(`/api/v1/webhooks/${hook.id}/deliveries/${failed.id}/resend`, undefined, { apiKey: bob.apiKey })).status).toBe(404);
      await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey });
    });

    it('stops delivering once the webhook is deleted, pending retries included', async () => {
      receiver.respond({ status: 503 }, '/gone');
      const hook = await subscribe(alice, '/gone');
      const [event] = await emit([received(alice.id)]);
      await waitFor(() => receiver.to('/gone').length >= 1, { what: 'the first attempt' });
      expect((await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey })).status).toBe(200);
      const seen = receiver.to('/gone').length;
      const queue = t.app.get<Queue>(getQueueToken(WEBHOOK_QUEUE));
      // The queued retry still runs, finds no delivery row, and sends nothing.
      await waitFor(async () => (await queue.getJob(deliveryJobId(hook.id, event!.id)))?.returnvalue === 'skipped', { what: 'the retry to be skipped' });
      expect(receiver.to('/gone').length).toBeLessThanOrEqual(seen + 1); // an attempt already in flight at delete time may land
      expect(await t.sql('select 1 from webhook_deliveries where webhook_id = $1', [hook.id])).toHaveLength(0);
      const after = receiver.to('/gone').length;
      await sleep(500); // absence needs a window: several retry delays at WEBHOOK_RETRY_BASE_MS=100
      expect(receiver.to('/gone').length).toBe(after);
    });

    it('delivers the producers\' events end to end: inbox.created from the API, message.received from SMTP', async () => {
      const hook = await subscribe(alice, '/e2e', ['inbox.created', 'message.received']);
      const created = await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: alice.apiKey });
      expect(created.status).toBe(201);
      const inbox = created.body.data;
      const [first] = await waitFor(() => receiver.to('/e2e').length >= 1 && receiver.to('/e2e'), { what: 'inbox.created' });
      expect(first!.body).toEqual({ event: 'inbox.created', timestamp: expect.any(String), data: { inbox_id: inbox.id, address: inbox.address, type: 'persistent', expires_at: null } });
      expect(verifyWebhookSignature(hook.secret, first!.rawBody, String(first!.headers['x-webhook-signature']))).toBe(true);

      const session = await SmtpSession.open(smtpPort(t));
      const sent = await session.send('sender@example.com', [inbox.address], `From: Sender <sender@example.com>\r\nTo: ${inbox.address}\r\nSubject: Hello hook\r\nMessage-ID: <${randomUUID()}@example.com>\r\n\r\nBody.\r\n`);
      await session.quit();
      expect(sent.data?.code ?? sent.mailFrom.code).toBe(250);
      const second = await waitFor(() => receiver.to('/e2e').find((r) => r.body.event === 'message.received'), { what: 'message.received' });
      expect(second.body.data).toEqual({
        inbox_id: inbox.id,
        message_id: expect.any(String),
        thread_id: expect.any(String),
        from: expect.stringContaining('sender@example.com'),
        from_name: 'Sender',
        to: expect.stringContaining(inbox.address),
        subject: 'Hello hook',
        reply_text: 'Body.',
        // Unsigned mail from a domain without SPF or DMARC records: nothing to verify, and the event waited for that verdict.
        authentication: expect.objectContaining({ summary: 'none', authenticated: false, from_domain: 'example.com' }),
      });
      await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey });
    });

    it('prunes dispatched events after 7 days and finished deliveries after 30, never pending ones', async () => {
      const hook = await subscribe(alice, '/prune');
      const [oldEvent, newEvent] = await emit([received(alice.id), received(alice.id)]);
      await waitFor(async () => (await t.sql(`select 1 from webhook_deliveries where webhook_id = $1 and status = 'succeeded'`, [hook.id])).length === 2, { what: 'two deliveries' });
      await t.sql(`update outbox_events set dispatched_at = now() - interval '8 days' where id = $1`, [oldEvent!.id]);
      await t.sql(`update webhook_deliveries set created_at = now() - interval '31 days' where webhook_id = $1`, [hook.id]);
      await t.sql(`update webhook_deliveries set status = 'pending' where webhook_id = $1 and event_id = $2`, [hook.id, newEvent!.id]);
      const pruned = await t.app.get(OutboxRelay).prune();
      expect(pruned.events).toBeGreaterThanOrEqual(1);
      expect(await t.sql('select id from outbox_events where id = any($1)', [[oldEvent!.id, newEvent!.id]])).toEqual([{ id: newEvent!.id }]);
      expect(await t.sql('select event_id from webhook_deliveries where webhook_id = $1', [hook.id])).toEqual([{ event_id: newEvent!.id }]);
      await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey });
    });

    it('pages the delivery log newest first', async () => {
      const hook = await subscribe(alice, '/paged', ['inbox.expired']);
      for (let i = 0; i < 3; i++) await emit([{ type: 'inbox.expired', userId: alice.id, inboxId: randomUUID(), data: { inbox_id: randomUUID(), address: `t${i}@agents.test`, expired_at: new Date().toISOString() } }]);
      await emit([received(alice.id)]);
      await waitFor(() => receiver.to('/paged').length === 3, { what: 'three deliveries' });
      const first = await t.api.get(`/api/v1/webhooks/${hook.id}/deliveries?limit=2`, { apiKey: alice.apiKey });
      expect(first.body.data).toHaveLength(2);
      expect(first.body.has_more).toBe(true);
      const second = await t.api.get(`/api/v1/webhooks/${hook.id}/deliveries?limit=2&cursor=${first.body.next_cursor}`, { apiKey: alice.apiKey });
      expect(second.body.data).toHaveLength(1);
      expect(second.body.has_more).toBe(false);
      const events = [...first.body.data, ...second.body.data].map((d: any) => d.event_type);
      expect(events).toEqual(['inbox.expired', 'inbox.expired', 'inbox.expired']);
      await t.api.delete(`/api/v1/webhooks/${hook.id}`, { apiKey: alice.apiKey });
    });
  });
});

describe('Webhooks with WEBHOOK_ALLOW_PRIVATE_URLS=false (production default)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let user: TestUser;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false', WEBHOOK_RETRY_BASE_MS: '100' });
    user = await createUser(t.api);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it.each([
    ['http://example.com/hook', 'https'],
    ['https://localhost/hook', 'public host'],
    ['https://api.localhost/hook', 'public host'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'public host'],
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://2130706433/hook', 'loopback'],
    ['https://0x7f.0.0.1/hook', 'loopback'],
    ['https://0177.0.0.1/hook', 'loopback'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://172.16.5.4/hook', 'private'],
    ['https://192.168.1.1/hook', 'private'],
    ['https://100.64.0.1/hook', 'carrier-grade NAT'],
    ['https://169.254.169.254/latest/meta-data/', 'link-local'],
    ['https://0.0.0.0/hook', 'this network'],
    ['https://224.0.0.251/hook', 'multicast'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://[::ffff:169.254.169.254]/hook', 'link-local'],
    ['https://[fd00:ec2::254]/hook', 'unique local'],
    ['https://[fe80::1]/hook', 'link-local'],
    ['https://user:secret@example.com/hook', 'credentials'],
  ])('refuses %s with 400', async (url, mention) => {
    const res = await t.api.post('/api/v1/webhooks', { url }, { apiKey: user.apiKey });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.error).toContain(mention);
  });

  it('accepts a public https URL', async () => {
    const res = await t.api.post('/api/v1/webhooks', { url: 'https://hooks.example.com/inbox' }, { apiKey: user.apiKey });
    expect(res.status).toBe(201);
    await t.api.delete(`/api/v1/webhooks/${res.body.data.id}`, { apiKey: user.apiKey });
  });

  it('refuses at delivery time a host that resolves to a private address, without connecting or retrying', async () => {
    // As if a public name had been re-pointed at the loopback after creation (DNS rebinding).
    const id = randomUUID();
    await t.sql(`insert into webhooks (id, user_id, url, events, secret) values ($1, $2, $3, '{}', 'whsec_x')`, [id, user.id, `https://localhost:${receiver.port}/rebound`]);
    const [event] = await insertEvents((sql, params) => t.sql(sql, params), [
      { type: 'inbox.created', userId: user.id, inboxId: randomUUID(), data: { inbox_id: randomUUID(), address: 'a@agents.test', type: 'persistent', expires_at: null } },
    ]);
    const [row] = await waitFor(async () => {
      const rows = await t.sql<any>('select status, attempts, last_error, next_attempt_at from webhook_deliveries where webhook_id = $1 and event_id = $2', [id, event!.id]);
      return rows[0]?.status === 'failed' && rows;
    }, { what: 'the refused delivery' });
    expect(row).toMatchObject({ attempts: 1, next_attempt_at: null });
    expect(row.last_error).toMatch(/^refused: host resolves to a private or reserved address (127\.0\.0\.1|::1)/);
    expect(receiver.requests).toHaveLength(0);
  });
});
