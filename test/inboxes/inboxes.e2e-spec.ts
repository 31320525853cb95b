import type { ApiResponse } from '../support/api-client';
import { randomUUID } from 'node:crypto';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InboxExpirySweeper } from '../../src/inboxes/inbox-expiry.sweeper';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { insertMessage } from '../support/message-factory';

const PUBLIC_LIMIT = 40;

describe('Inboxes: persistent and temporary, public token inboxes, expiry', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const key = (user: TestUser) => ({ apiKey: user.apiKey });

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_INBOX_RATE_LIMIT: String(PUBLIC_LIMIT), EXPIRY_SWEEP_INTERVAL_SECONDS: '3600' });
    [alice, bob] = await Promise.all([createUser(t.api), createUser(t.api)]);
  });
  afterAll(() => t.close());

  const createInbox = async (user: TestUser, body: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/v1/inboxes', body, key(user));
    if (res.status !== 201) throw new Error(`create inbox failed: ${res.status} ${res.text}`);
    return res.body.data;
  };
  const createPublic = async () => {
    const res = await t.api.post('/api/v1/public/inbox');
    if (res.status !== 201) throw new Error(`create public inbox failed: ${res.status} ${res.text}`);
    return res.body.data as { id: string; address: string; token: string; expires_at: string };
  };
  const outbox = (inboxId: string, type: string) =>
    t.sql<{ user_id: string; payload: { event: string; timestamp: string; data: Record<string, unknown> } }>(
      'select user_id, payload from outbox_events where inbox_id = $1 and type = $2',
      [inboxId, type],
    );

  describe('POST /inboxes', () => {
    it('creates a persistent inbox by default, with a random unguessable address and an inbox.created event', async () => {
      const res = await t.api.post('/api/v1/inboxes', {}, key(alice));
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      const data = res.body.data;
      expect(data).toEqual({
        id: expect.any(String),
        address: expect.stringMatching(/^[a-z]+-[a-z]+-[a-z2-7]{8}@agents\.test$/),
        domain: 'agents.test',
        type: 'persistent',
        user_id: alice.id,
        expires_at: null,
        created_at: expect.any(String),
      });
      const events = await outbox(data.id, 'inbox.created');
      expect(events).toHaveLength(1);
      expect(events[0]!.user_id).toBe(alice.id);
      expect(events[0]!.payload).toEqual({
        event: 'inbox.created',
        timestamp: expect.any(String),
        data: { inbox_id: data.id, address: data.address, type: 'persistent', expires_at: null },
      });
    });

    it('accepts a JWT as well as an API key, and lower-cases the prefix', async () => {
      const res = await t.api.post('/api/v1/inboxes', { type: 'persistent', prefix: 'Signup.Bot+GitHub' }, { bearer: alice.token });
      expect(res.status).toBe(201);
      expect(res.body.data.address).toBe('signup.bot+github@agents.test');
    });

    it('creates a temporary inbox with a TTL and a temp_ token that opens the public endpoints', async () => {
      const before = Date.now();
      const res = await t.api.post('/api/v1/inboxes', { type: 'temporary', ttl_minutes: 15 }, key(alice));
      expect(res.status).toBe(201);
      const data = res.body.data;
      expect(data.type).toBe('temporary');
      expect(data.token).toMatch(/^temp_[A-Za-z0-9]{32}$/);
      const expires = new Date(data.expires_at).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
      const pub = await t.api.get(`/api/v1/public/inbox/${data.token}`);
      expect(pub.status).toBe(200);
      expect(pub.body.data.id).toBe(data.id);
      const [row] = await t.sql<{ token_hash: string }>('select token_hash from inboxes where id = $1', [data.id]);
      expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.token_hash).not.toContain(data.token);
      // The token is shown once: later reads never carry it.
      const got = await t.api.get(`/api/v1/inboxes/${data.id}`, key(alice));
      expect(got.body.data).not.toHaveProperty('token');
      expect(got.body.data).not.toHaveProperty('token_hash');
    });

    it('defaults a temporary inbox to 60 minutes', async () => {
      const data = await createInbox(alice, { type: 'temporary' });
      const minutes = (new Date(data.expires_at).getTime() - new Date(data.created_at).getTime()) / 60_000;
      expect(minutes).toBeCloseTo(60, 1);
    });

    it.each([['a..b'], ['-x'], ['x'.repeat(65)], ['ünï'], ['has space'], ['.dot'], ['dot.'], [''], ['a@b'], [42]])('rejects the prefix %j with 400', async (prefix) => {
      const res = await t.api.post('/api/v1/inboxes', { prefix }, key(alice));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: expect.stringContaining('prefix') });
    });

    it('accepts a prefix of exactly 64 characters', async () => {
      const prefix = `p${randomUUID().replace(/-/g, '')}`.padEnd(64, 'x');
      expect((await t.api.post('/api/v1/inboxes', { prefix }, key(alice))).status).toBe(201);
    });

    it.each([[0], [-1], [10081], ['abc'], [1.5], ['30']])('rejects ttl_minutes %j with 400', async (ttl) => {
      const res = await t.api.post('/api/v1/inboxes', { type: 'temporary', ttl_minutes: ttl }, key(alice));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('ttl_minutes');
    });

    it('accepts the 7-day maximum TTL', async () => {
      const data = await createInbox(alice, { type: 'temporary', ttl_minutes: 10080 });
      expect(new Date(data.expires_at).getTime() - new Date(data.created_at).getTime()).toBe(10080 * 60_000);
    });

    it('rejects ttl_minutes on a persistent inbox and an unknown type', async () => {
      const persistent = await t.api.post('/api/v1/inboxes', { type: 'persistent', ttl_minutes: 30 }, key(alice));
      expect(persistent.status).toBe(400);
      expect(persistent.body.error).toContain('temporary');
      const defaulted = await t.api.post('/api/v1/inboxes', { ttl_minutes: 30 }, key(alice));
      expect(defaulted.status).toBe(400);
      const badType = await t.api.post('/api/v1/inboxes', { type: 'forever' }, key(alice));
      expect(badType.status).toBe(400);
      expect(badType.body.error).toContain('type');
    });

    it('answers 409 for a taken address, whatever the case and whoever owns it', async () => {
      const prefix = `taken-${randomUUID().slice(0, 8)}`;
      await createInbox(alice, { prefix });
      const again = await t.api.post('/api/v1/inboxes', { prefix: prefix.toUpperCase() }, key(bob));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', error: expect.stringContaining(`${prefix}@agents.test`) });
      const temp = await t.api.post('/api/v1/inboxes', { prefix, type: 'temporary' }, key(alice));
      expect(temp.status).toBe(409);
      // No event for the refused creation.
      const [{ n }] = (await t.sql<{ n: number }>("select count(*)::int as n from outbox_events where payload->'data'->>'address' = $1", [`${prefix}@agents.test`])) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('accepts the default domain spelled out, refuses unknown, foreign and unverified domains with 400', async () => {
      const own = await createInbox(alice, { domain: 'AGENTS.test' });
      expect(own.domain).toBe('agents.test');
      const unknown = await t.api.post('/api/v1/inboxes', { domain: 'example.org' }, key(alice));
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toContain('example.org');
      // A verified domain of Bob's is not Alice's, an unverified one of Alice's is not usable yet.
      const insertDomain = (userId: string, domain: string, verified: boolean) =>
        t.sql<{ id: string }>(
          `insert into domains (id, user_id, domain, verified, mx_verified, spf_verified, dkim_verified, dkim_selector, dkim_public_key, dkim_private_key)
           values ($1, $2, $3, $4, $4, $4, $4, 'agentmail', 'pk', 'sk') returning id`,
          [randomUUID(), userId, domain, verified],
        );
      await insertDomain(bob.id, 'bob-mail.example', true);
      await insertDomain(alice.id, 'alice-pending.example', false);
      const [verified] = await insertDomain(alice.id, 'alice-mail.example', true);
      expect((await t.api.post('/api/v1/inboxes', { domain: 'bob-mail.example' }, key(alice))).status).toBe(400);
      expect((await t.api.post('/api/v1/inboxes', { domain: 'alice-pending.example' }, key(alice))).status).toBe(400);
      const custom = await t.api.post('/api/v1/inboxes', { domain: 'Alice-Mail.example', prefix: 'support' }, key(alice));
      expect(custom.status).toBe(201);
      expect(custom.body.data).toMatchObject({ address: 'support@alice-mail.example', domain: 'alice-mail.example' });
      const [row] = await t.sql<{ domain_id: string }>('select domain_id from inboxes where id = $1', [custom.body.data.id]);
      expect(row!.domain_id).toBe(verified!.id);
      // The same local part on another domain is another address.
      expect((await t.api.post('/api/v1/inboxes', { prefix: 'support' }, key(alice))).status).toBe(201);
    });

    it('requires credentials', async () => {
      const res = await t.api.post('/api/v1/inboxes', {});
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });
  });

  describe('list, get, patch, delete', () => {
    it('lists only your own inboxes, most recent first, page by page', async () => {
      const carol = await createUser(t.api);
      const created: string[] = [];
      for (let i = 0; i < 5; i++) created.push((await createInbox(carol, { prefix: `carol-${i}-${randomUUID().slice(0, 6)}` })).id);
      await createInbox(bob);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: ApiResponse = await t.api.get(`/api/v1/inboxes?limit=2${cursor ? `&cursor=${cursor}` : ''}`, key(carol));
        expect(res.status).toBe(200);
        expect(res.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.data.map((i: { id: string }) => i.id));
        cursor = res.body.next_cursor;
        expect(res.body.has_more).toBe(cursor !== null);
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual([...created].reverse());
      const bad = await t.api.get('/api/v1/inboxes?cursor=garbage', key(carol));
      expect(bad.status).toBe(400);
      expect((await t.api.get('/api/v1/inboxes?limit=0', key(carol))).status).toBe(400);
      expect((await t.api.get('/api/v1/inboxes?limit=101', key(carol))).status).toBe(400);
    });

    it('hides other users\' inboxes behind 404 on every operation, and non-UUID ids too', async () => {
      const inbox = await createInbox(alice, { type: 'temporary' });
      for (const res of [
        await t.api.get(`/api/v1/inboxes/${inbox.id}`, key(bob)),
        await t.api.patch(`/api/v1/inboxes/${inbox.id}`, { ttl_minutes: 5 }, key(bob)),
        await t.api.delete(`/api/v1/inboxes/${inbox.id}`, key(bob)),
        await t.api.get(`/api/v1/inboxes/${randomUUID()}`, key(alice)),
        await t.api.get('/api/v1/inboxes/not-a-uuid', key(alice)),
        await t.api.delete('/api/v1/inboxes/123', key(alice)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'inbox not found' });
      }
      expect((await t.api.get(`/api/v1/inboxes/${inbox.id}`, key(alice))).status).toBe(200);
    });

    it('PATCH sets a temporary inbox to expire ttl_minutes from now; persistent ones answer 400', async () => {
      const temp = await createInbox(alice, { type: 'temporary', ttl_minutes: 5 });
      const res = await t.api.patch(`/api/v1/inboxes/${temp.id}`, { ttl_minutes: 600 }, key(alice));
      expect(res.status).toBe(200);
      expect(res.body.data.id).toBe(temp.id);
      expect(Math.abs(new Date(res.body.data.expires_at).getTime() - (Date.now() + 600 * 60_000))).toBeLessThan(5000);
      const persistent = await createInbox(alice);
      const refused = await t.api.patch(`/api/v1/inboxes/${persistent.id}`, { ttl_minutes: 30 }, key(alice));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('only temporary inboxes expire');
      for (const body of [{}, { ttl_minutes: 0 }, { ttl_minutes: 10081 }, { ttl_minutes: 'abc' }, { ttl_minutes: 2.5 }]) {
        expect((await t.api.patch(`/api/v1/inboxes/${temp.id}`, body, key(alice))).status).toBe(400);
      }
    });

    it('DELETE removes the inbox with its messages, threads, raw sources and attachments', async () => {
      const inbox = await createInbox(alice);
      const message = await insertMessage(t, {
        inboxId: inbox.id,
        subject: 'Invoice',
        attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('hi') }],
      });
      const res = await t.api.delete(`/api/v1/inboxes/${inbox.id}`, key(alice));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect((await t.api.get(`/api/v1/inboxes/${inbox.id}`, key(alice))).status).toBe(404);
      for (const [table, column, id] of [
        ['messages', 'inbox_id', inbox.id],
        ['threads', 'inbox_id', inbox.id],
        ['message_raw', 'message_id', message.id],
        ['attachments', 'message_id', message.id],
      ] as const) {
        const rows = await t.sql(`select 1 from ${table} where ${column} = $1`, [id]);
        expect(rows).toHaveLength(0);
      }
      expect((await t.api.delete(`/api/v1/inboxes/${inbox.id}`, key(alice))).status).toBe(404);
    });
  });

  describe('public temporary inboxes', () => {
    it('creates an anonymous inbox for 60 minutes with a token returned once, and writes no event', async () => {
      const res = await t.api.post('/api/v1/public/inbox');
      expect(res.status).toBe(201);
      const data = res.body.data;
      expect(data).toEqual({
        id: expect.any(String),
        address: expect.stringMatching(/@agents\.test$/),
        domain: 'agents.test',
        token: expect.stringMatching(/^temp_[A-Za-z0-9]{32}$/),
        view_url: `${t.baseUrl}/view#token=${data.token}`,
        type: 'temporary',
        expires_at: expect.any(String),
        created_at: expect.any(String),
      });
      expect(new Date(data.expires_at).getTime() - new Date(data.created_at).getTime()).toBe(60 * 60_000);
      const [row] = await t.sql<{ user_id: string | null }>('select user_id from inboxes where id = $1', [data.id]);
      expect(row!.user_id).toBeNull();
      expect(await outbox(data.id, 'inbox.created')).toHaveLength(0);
    });

    it('reads the inbox and its messages by token, newest first, page by page', async () => {
      const inbox = await createPublic();
      const base = Date.now() - 60_000;
      for (let i = 0; i < 3; i++) await insertMessage(t, { inboxId: inbox.id, subject: `Mail ${i}`, createdAt: new Date(base + i * 1000) });
      const res = await t.api.get(`/api/v1/public/inbox/${inbox.token}?limit=2`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: inbox.id, address: inbox.address, expires_at: inbox.expires_at, has_more: true });
      expect(res.body.data.messages.map((m: { subject: string }) => m.subject)).toEqual(['Mail 2', 'Mail 1']);
      expect(res.body.data.messages[0]).not.toHaveProperty('body_html');
      const next = await t.api.get(`/api/v1/public/inbox/${inbox.token}?limit=2&cursor=${res.body.data.next_cursor}`);
      expect(next.body.data.messages.map((m: { subject: string }) => m.subject)).toEqual(['Mail 0']);
      expect(next.body.data).toMatchObject({ has_more: false, next_cursor: null });
    });

    it('lists messages by inbox id with X-Inbox-Token; a token of another inbox, none or a wrong one is refused', async () => {
      const one = await createPublic();
      const two = await createPublic();
      await insertMessage(t, { inboxId: one.id, subject: 'For one' });
      const ok = await t.api.get(`/api/v1/public/inbox/${one.id}/messages`, { inboxToken: one.token });
      expect(ok.status).toBe(200);
      expect(ok.body.data.map((m: { subject: string }) => m.subject)).toEqual(['For one']);
      expect(ok.body).toMatchObject({ has_more: false, next_cursor: null });
      const crossed = await t.api.get(`/api/v1/public/inbox/${one.id}/messages`, { inboxToken: two.token });
      expect(crossed.status).toBe(404);
      const wrong = await t.api.get(`/api/v1/public/inbox/${one.id}/messages`, { inboxToken: 'temp_nope' });
      expect(wrong.status).toBe(404);
      const missing = await t.api.get(`/api/v1/public/inbox/${one.id}/messages`);
      expect(missing.status).toBe(401);
      expect((await t.api.get('/api/v1/public/inbox/temp_wrongtoken')).status).toBe(404);
      expect((await t.api.get('/api/v1/public/inbox/temp_wrongtoken/latest')).status).toBe(404);
      // An owner's API key is no inbox token.
      expect((await t.api.get(`/api/v1/public/inbox/${alice.apiKey}`)).status).toBe(404);
    });

    it('deletes by token: inbox and messages go at once, and the token stops working', async () => {
      const inbox = await createPublic();
      const message = await insertMessage(t, { inboxId: inbox.id });
      const res = await t.api.delete(`/api/v1/public/inbox/${inbox.token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await t.sql('select 1 from messages where id = $1', [message.id])).toHaveLength(0);
      expect((await t.api.get(`/api/v1/public/inbox/${inbox.token}`)).status).toBe(404);
      expect((await t.api.delete(`/api/v1/public/inbox/${inbox.token}`)).status).toBe(404);
    });

    it('an owned temporary inbox is not listed or opened through the public id form with another token', async () => {
      const owned = await createInbox(alice, { type: 'temporary' });
      const stranger = await createPublic();
      expect((await t.api.get(`/api/v1/public/inbox/${owned.id}/messages`, { inboxToken: stranger.token })).status).toBe(404);
      expect((await t.api.get(`/api/v1/public/inbox/${owned.id}/messages`, { inboxToken: owned.token })).status).toBe(200);
    });
  });

  describe('expiry', () => {
    const expire = (id: string) => t.sql("update inboxes set expires_at = now() - interval '1 second' where id = $1", [id]);

    it('an expired inbox is 404 everywhere at once, before any sweep', async () => {
      const owned = await createInbox(alice, { type: 'temporary' });
      const anon = await createPublic();
      await expire(owned.id);
      await expire(anon.id);
      expect((await t.api.get(`/api/v1/inboxes/${owned.id}`, key(alice))).status).toBe(404);
      expect((await t.api.get(`/api/v1/inboxes/${owned.id}/messages`, key(alice))).status).toBe(404);
      expect((await t.api.get(`/api/v1/inboxes/${owned.id}/threads`, key(alice))).status).toBe(404);
      expect((await t.api.patch(`/api/v1/inboxes/${owned.id}`, { ttl_minutes: 60 }, key(alice))).status).toBe(404);
      expect((await t.api.get(`/api/v1/public/inbox/${owned.token}`)).status).toBe(404);
      expect((await t.api.get(`/api/v1/public/inbox/${anon.token}`)).status).toBe(404);
      expect((await t.api.get(`/api/v1/public/inbox/${anon.token}/code`)).status).toBe(404);
      const list = await t.api.get('/api/v1/inboxes?limit=100', key(alice));
      expect(list.body.data.map((i: { id: string }) => i.id)).not.toContain(owned.id);
    });

    it('the sweeper deletes expired inboxes with one inbox.expired event per owned inbox, never doubled by concurrent sweeps', async () => {
      const sweeper = t.app.get(InboxExpirySweeper);
      await sweeper.sweep(); // start from a clean slate
      const owned = await Promise.all(Array.from({ length: 6 }, () => createInbox(alice, { type: 'temporary' })));
      const anon = await Promise.all(Array.from({ length: 4 }, () => createPublic()));
      const live = await createInbox(alice, { type: 'temporary' });
      const persistent = await createInbox(alice);
      const message = await insertMessage(t, { inboxId: owned[0].id });
      for (const inbox of [...owned, ...anon]) await expire(inbox.id);

      const removed = await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);
      expect(removed.reduce((a, b) => a + b, 0)).toBe(10);

      const left = await t.sql<{ id: string }>('select id from inboxes where id = any($1)', [[...owned, ...anon, live, persistent].map((i) => i.id)]);
      expect(left.map((r) => r.id).sort()).toEqual([live.id, persistent.id].sort());
      expect(await t.sql('select 1 from messages where id = $1', [message.id])).toHaveLength(0);
      for (const inbox of owned) {
        const events = await outbox(inbox.id, 'inbox.expired');
        expect(events).toHaveLength(1);
        expect(events[0]!.user_id).toBe(alice.id);
        expect(events[0]!.payload).toEqual({
          event: 'inbox.expired',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          data: { inbox_id: inbox.id, address: inbox.address, expired_at: expect.stringMatching(/Z$/) },
        });
      }
      for (const inbox of anon) expect(await outbox(inbox.id, 'inbox.expired')).toHaveLength(0);
      expect(await sweeper.sweep()).toBe(0);
    });

    it('schedules the sweeper on worker processes at EXPIRY_SWEEP_INTERVAL_SECONDS', () => {
      expect(t.config.hasRole('worker')).toBe(true);
      expect(t.app.get(SchedulerRegistry).doesExist('interval', 'inbox-expiry-sweep')).toBe(true);
    });

    it('sweeps in bounded batches until none is left', async () => {
      const sweeper = t.app.get(InboxExpirySweeper);
      await t.sql(
        `insert into inboxes (id, user_id, address, local_part, domain, type, expires_at)
         select gen_random_uuid(), $1, 'bulk-' || g || '@agents.test', 'bulk-' || g, 'agents.test', 'temporary', now() - interval '1 minute'
         from generate_series(1, 1203) g`,
        [bob.id],
      );
      expect(await sweeper.sweep()).toBe(1203);
      const [{ n }] = (await t.sql<{ n: number }>("select count(*)::int as n from outbox_events where type = 'inbox.expired' and user_id = $1", [bob.id])) as [{ n: number }];
      expect(n).toBe(1203);
    });
  });

  it('caps live inboxes per account at MAX_INBOXES_PER_USER (1000), exactly under concurrent creation', async () => {
    const carol = await createUser(t.api);
    await t.sql(
      `insert into inboxes (id, user_id, address, local_part, domain, type)
       select gen_random_uuid(), $1, 'cap-' || g || '-' || $2 || '@agents.test', 'cap-' || g || '-' || $2, 'agents.test', 'persistent'
       from generate_series(1, 997) g`,
      [carol.id, carol.id.slice(0, 8)],
    );
    // An expired inbox does not count, even before the sweeper removed it.
    await t.sql(`insert into inboxes (id, user_id, address, local_part, domain, type, expires_at) values (gen_random_uuid(), $1, $2, $3, 'agents.test', 'temporary', now() - interval '1 minute')`, [carol.id, `gone-${carol.id}@agents.test`, `gone-${carol.id}`]);
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => t.api.post('/api/v1/inboxes', i % 2 ? { type: 'temporary' } : {}, key(carol))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT', error: 'inbox limit reached: at most 1000 live inboxes per account; delete one first' });
    // Deleting one frees a place; other accounts are unaffected.
    const created = racing.find((r) => r.status === 201)!;
    expect((await t.api.delete(`/api/v1/inboxes/${created.body.data.id}`, key(carol))).status).toBe(200);
    expect((await t.api.post('/api/v1/inboxes', {}, key(carol))).status).toBe(201);
    expect((await t.api.post('/api/v1/inboxes', {}, key(carol))).status).toBe(409);
    expect((await t.api.post('/api/v1/inboxes', {}, key(alice))).status).toBe(201);
  });

  it('rate-limits public inbox creation per client IP with 429 and Retry-After', async () => {
    // Earlier tests used part of this minute's allowance; spend the rest, then one more.
    let last = await t.api.post('/api/v1/public/inbox');
    for (let i = 0; i < PUBLIC_LIMIT && last.status === 201; i++) last = await t.api.post('/api/v1/public/inbox');
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Authenticated creation is not affected.
    expect((await t.api.post('/api/v1/inboxes', { type: 'temporary' }, key(alice))).status).toBe(201);
  });
});
