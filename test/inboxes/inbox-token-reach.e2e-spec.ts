import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';

/**
 * The token of a temporary inbox opens everything in its inbox over the same `/inboxes/{id}/…`
 * paths the owner uses: list, full messages, attachments, raw source, threads, delete.
 */
describe('Inbox token reach: X-Inbox-Token on the inbox-scoped endpoints', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await createUser(t.api);
  });
  afterAll(() => t.close());

  const publicInbox = async () => {
    const res = await t.api.post('/api/v1/public/inbox');
    expect(res.status).toBe(201);
    return res.body.data as { id: string; address: string; token: string };
  };

  /** Delivers a mail with a code and a text attachment over real SMTP; returns the stored message. */
  const deliver = async (inbox: { id: string; address: string; token: string }, subject = 'Your code') => {
    const raw = await buildMail({
      from: 'Shop <noreply@shop.example>',
      to: inbox.address,
      subject,
      text: 'Your verification code is 482913.',
      html: '<p>Your verification code is <b>482913</b>.</p>',
      attachments: [{ filename: 'receipt.txt', content: 'thank you', contentType: 'text/plain' }],
    });
    const reply = await sendRawMail(t, { from: 'noreply@shop.example', to: [inbox.address], raw });
    expect(reply.code).toBe(250);
    const latest = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/latest`, { inboxToken: inbox.token });
    expect(latest.status).toBe(200);
    return latest.body.data as { id: string; thread_id: string; subject: string; attachments: Array<{ id: string; filename: string }> };
  };

  it('reads the inbox, its list, full messages, code, raw source, attachments and threads with the token alone', async () => {
    const inbox = await publicInbox();
    const message = await deliver(inbox);
    const auth = { inboxToken: inbox.token };
    const base = `/api/v1/inboxes/${inbox.id}`;

    const details = await t.api.get(base, auth);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ id: inbox.id, address: inbox.address, type: 'temporary', user_id: null });

    const list = await t.api.get(`${base}/messages`, auth);
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([message.id]);

    const full = await t.api.get(`${base}/messages/${message.id}`, auth);
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ id: message.id, subject: 'Your code', body_html: expect.stringContaining('<b>482913</b>') });
    expect(full.body.data.verification).toEqual({ code: '482913', kind: 'code', text: expect.stringContaining('482913') });

    const code = await t.api.get(`${base}/messages/code`, auth);
    expect(code.body).toMatchObject({ success: true, code: '482913', message_id: message.id });

    const raw = await t.api.get(`${base}/messages/${message.id}/raw`, auth);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^message\/rfc822/);
    expect(raw.text).toContain('Subject: Your code');

    const attachment = message.attachments.find((a) => a.filename === 'receipt.txt')!;
    const download = await t.api.get(`${base}/messages/${message.id}/attachments/${attachment.id}`, auth);
    expect(download.status).toBe(200);
    expect(download.text).toBe('thank you');

    const threads = await t.api.get(`${base}/threads`, auth);
    expect(threads.status).toBe(200);
    expect(threads.body.data.map((th: { id: string }) => th.id)).toEqual([message.thread_id]);
    const thread = await t.api.get(`${base}/threads/${message.thread_id}`, auth);
    expect(thread.status).toBe(200);
    expect(thread.body.data.messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
  });

  it('deletes a message, then the whole inbox, with the token', async () => {
    const inbox = await publicInbox();
    const first = await deliver(inbox, 'First');
    await deliver(inbox, 'Second');
    const auth = { inboxToken: inbox.token };
    const base = `/api/v1/inboxes/${inbox.id}`;

    expect((await t.api.delete(`${base}/messages/${first.id}`, auth)).status).toBe(200);
    const list = await t.api.get(`${base}/messages`, auth);
    expect(list.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Second']);

    expect((await t.api.delete(base, auth)).body).toEqual({ success: true });
    expect((await t.api.get(`/api/v1/public/inbox/${inbox.token}`)).status).toBe(404);
    const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from inboxes where id = $1', [inbox.id]);
    expect(n).toBe(0);
  });

  it('opens an account-owned temporary inbox by its token as well as by the owner key', async () => {
    const created = await t.api.post('/api/v1/inboxes', { type: 'temporary', ttl_minutes: 30 }, { apiKey: alice.apiKey });
    const inbox = created.body.data as { id: string; address: string; token: string };
    const message = await deliver(inbox);
    for (const auth of [{ inboxToken: inbox.token }, { apiKey: alice.apiKey }, { bearer: alice.token }]) {
      const res = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${message.id}`, auth);
      expect(res.status).toBe(200);
    }
  });

  it("answers 404 for a token used on another inbox's paths or an unknown token, 401 without any credential", async () => {
    const [mine, theirs] = await Promise.all([publicInbox(), publicInbox()]);
    const message = await deliver(theirs);
    const withMine = { inboxToken: mine.token };
    for (const path of [
      `/api/v1/inboxes/${theirs.id}`,
      `/api/v1/inboxes/${theirs.id}/messages`,
      `/api/v1/inboxes/${theirs.id}/messages/${message.id}`,
      `/api/v1/inboxes/${theirs.id}/messages/${message.id}/raw`,
      `/api/v1/inboxes/${theirs.id}/threads`,
      `/api/v1/inboxes/not-a-uuid/messages`,
    ]) {
      const res = await t.api.get(path, withMine);
      expect({ path, status: res.status, code: res.body?.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
    // The message id of another inbox under my own inbox's path is just as unknown.
    expect((await t.api.get(`/api/v1/inboxes/${mine.id}/messages/${message.id}`, withMine)).status).toBe(404);
    expect((await t.api.delete(`/api/v1/inboxes/${theirs.id}`, withMine)).status).toBe(404);
    expect((await t.api.get(`/api/v1/inboxes/${theirs.id}/messages`, { inboxToken: 'temp_wrong' })).status).toBe(404);
    expect((await t.api.get(`/api/v1/inboxes/${theirs.id}/messages`)).status).toBe(401);
    // Still there for its own token.
    expect((await t.api.get(`/api/v1/inboxes/${theirs.id}/messages`, { inboxToken: theirs.token })).status).toBe(200);
  });

  it('keeps account-only operations closed to inbox tokens', async () => {
    const inbox = await publicInbox();
    const auth = { inboxToken: inbox.token };
    expect((await t.api.get('/api/v1/inboxes', auth)).status).toBe(401);
    expect((await t.api.patch(`/api/v1/inboxes/${inbox.id}`, { ttl_minutes: 120 }, auth)).status).toBe(401);
    expect((await t.api.post(`/api/v1/inboxes/${inbox.id}/messages`, { to: 'x@example.com', subject: 's', body: 'b' }, auth)).status).toBe(401);
  });

  it('still keeps other users out when they use their own account credentials', async () => {
    const bob = await createUser(t.api);
    const created = await t.api.post('/api/v1/inboxes', { type: 'temporary' }, { apiKey: alice.apiKey });
    const inbox = created.body.data as { id: string };
    expect((await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { apiKey: bob.apiKey })).status).toBe(404);
    expect((await t.api.delete(`/api/v1/inboxes/${inbox.id}`, { apiKey: bob.apiKey })).status).toBe(404);
  });

  it('opens the inbox of an X-Inbox-Token without the token in the URL (GET /public/inbox)', async () => {
    const inbox = await publicInbox();
    await deliver(inbox);
    const res = await t.api.get('/api/v1/public/inbox', { inboxToken: inbox.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: inbox.id, address: inbox.address, messages: [expect.objectContaining({ subject: 'Your code' })] });
    expect((await t.api.get('/api/v1/public/inbox')).status).toBe(401);
    expect((await t.api.get('/api/v1/public/inbox', { inboxToken: 'temp_nope' })).status).toBe(404);
  });

  it('links every new temporary inbox to the web inbox with the token in the fragment (view_url)', async () => {
    const anonymous = (await t.api.post('/api/v1/public/inbox')).body.data;
    expect(anonymous.view_url).toBe(`${t.baseUrl}/view#token=${anonymous.token}`);
    const owned = (await t.api.post('/api/v1/inboxes', { type: 'temporary' }, { apiKey: alice.apiKey })).body.data;
    expect(owned.view_url).toBe(`${t.baseUrl}/view#token=${owned.token}`);
    const persistent = (await t.api.post('/api/v1/inboxes', {}, { apiKey: alice.apiKey })).body.data;
    expect(persistent).not.toHaveProperty('view_url');
    expect(persistent).not.toHaveProperty('token');

    const behindProxy = await startTestApp({ PUBLIC_URL: 'https://inbox.example.com/' });
    try {
      const created = (await behindProxy.api.post('/api/v1/public/inbox')).body.data;
      expect(created.view_url).toBe(`https://inbox.example.com/view#token=${created.token}`);
    } finally {
      await behindProxy.close();
    }
  });
});
