import { randomUUID } from 'node:crypto';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { insertMessage } from '../support/message-factory';
import { buildMail, sendRawMail } from '../support/smtp';

describe('Threads: listing and reading conversations', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const key = (user: TestUser) => ({ apiKey: user.apiKey });

  beforeAll(async () => {
    t = await startTestApp();
    [alice, bob] = await Promise.all([createUser(t.api), createUser(t.api)]);
  });
  afterAll(() => t.close());

  const newInbox = async (user: TestUser = alice) => (await t.api.post('/api/v1/inboxes', {}, key(user))).body.data as { id: string; address: string };
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

  it('lists threads by most recent activity with subject, last_at and msg_count, page by page', async () => {
    const inbox = await newInbox();
    await insertMessage(t, { inboxId: inbox.id, subject: 'Order 1', createdAt: ago(300) });
    await insertMessage(t, { inboxId: inbox.id, subject: 'Invoice', createdAt: ago(200) });
    await insertMessage(t, { inboxId: inbox.id, subject: 'Shipping', createdAt: ago(150) });
    const reply = await insertMessage(t, { inboxId: inbox.id, subject: 'Re: Order 1', createdAt: ago(100) });

    const res = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads`, key(alice));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, has_more: false, next_cursor: null });
    expect(res.body.data.map((th: { subject: string; msg_count: number }) => [th.subject, th.msg_count])).toEqual([
      ['Order 1', 2],
      ['Shipping', 1],
      ['Invoice', 1],
    ]);
    expect(res.body.data[0]).toEqual({
      id: reply.threadId,
      inbox_id: inbox.id,
      subject: 'Order 1',
      last_at: reply.createdAt.toISOString(),
      msg_count: 2,
      created_at: expect.any(String),
    });

    const first = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads?limit=2`, key(alice));
    expect(first.body.data).toHaveLength(2);
    expect(first.body.has_more).toBe(true);
    const second = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads?limit=2&cursor=${first.body.next_cursor}`, key(alice));
    expect(second.body.data.map((th: { subject: string }) => th.subject)).toEqual(['Invoice']);
    expect((await t.api.get(`/api/v1/inboxes/${inbox.id}/threads?cursor=%%%`, key(alice))).status).toBe(400);
  });

  it('returns one thread with its messages in chronological order', async () => {
    const inbox = await newInbox();
    const a = await insertMessage(t, { inboxId: inbox.id, from: 'shop@example.com', subject: 'Your order', text: 'Thanks for ordering', createdAt: ago(60) });
    const b = await insertMessage(t, { inboxId: inbox.id, from: inbox.address, to: 'shop@example.com', subject: 'Re: Your order', text: 'When will it ship?', direction: 'outbound', createdAt: ago(40) });
    const c = await insertMessage(t, { inboxId: inbox.id, from: 'shop@example.com', subject: 'RE: Your order', text: 'Tomorrow.', createdAt: ago(20) });
    await insertMessage(t, { inboxId: inbox.id, subject: 'Unrelated' });

    const res = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads/${a.threadId}`, key(alice));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.threadId, inbox_id: inbox.id, subject: 'Your order', msg_count: 3, last_at: c.createdAt.toISOString() });
    expect(res.body.data.messages.map((m: { id: string }) => m.id)).toEqual([a.id, b.id, c.id]);
    expect(res.body.data.messages[1]).toEqual({
      id: b.id,
      direction: 'outbound',
      from: inbox.address,
      from_name: null,
      to: 'shop@example.com',
      subject: 'Re: Your order',
      body_text: 'When will it ship?',
      reply_text: 'When will it ship?',
      authentication: null,
      attachment_count: 0,
      created_at: b.createdAt.toISOString(),
    });
  });

  it('answers 404 for another user\'s inbox, a thread of another inbox, unknown and non-UUID ids', async () => {
    const inbox = await newInbox();
    const other = await newInbox();
    const message = await insertMessage(t, { inboxId: inbox.id, subject: 'Private' });
    for (const [res, error] of [
      [await t.api.get(`/api/v1/inboxes/${inbox.id}/threads`, key(bob)), 'inbox not found'],
      [await t.api.get(`/api/v1/inboxes/${inbox.id}/threads/${message.threadId}`, key(bob)), 'inbox not found'],
      [await t.api.get(`/api/v1/inboxes/${other.id}/threads/${message.threadId}`, key(alice)), 'thread not found'],
      [await t.api.get(`/api/v1/inboxes/${inbox.id}/threads/${randomUUID()}`, key(alice)), 'thread not found'],
      [await t.api.get(`/api/v1/inboxes/${inbox.id}/threads/xyz`, key(alice)), 'thread not found'],
      [await t.api.get('/api/v1/inboxes/xyz/threads', key(alice)), 'inbox not found'],
    ] as const) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', error });
    }
    expect((await t.api.get(`/api/v1/inboxes/${inbox.id}/threads`)).status).toBe(401);
  });

  it('shows mail delivered over SMTP grouped by its reply chain', async () => {
    const inbox = await newInbox();
    const first = await buildMail({ from: 'Support <help@vendor.example>', to: inbox.address, subject: 'Ticket #881', text: 'We got your request.', messageId: '<t881-1@vendor.example>' });
    expect((await sendRawMail(t, { from: 'help@vendor.example', to: [inbox.address], raw: first })).code).toBe(250);
    const second = await buildMail({
      from: 'Support <help@vendor.example>',
      to: inbox.address,
      subject: 'Update on your request',
      text: 'It is fixed.',
      messageId: '<t881-2@vendor.example>',
      inReplyTo: '<t881-1@vendor.example>',
      references: '<t881-1@vendor.example>',
    });
    expect((await sendRawMail(t, { from: 'help@vendor.example', to: [inbox.address], raw: second })).code).toBe(250);

    const list = await waitFor(async () => {
      const res = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads`, key(alice));
      return res.body.data?.[0]?.msg_count === 2 ? res : null;
    });
    expect(list.body.data).toHaveLength(1);
    const thread = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads/${list.body.data[0].id}`, key(alice));
    expect(thread.body.data.subject).toBe('Ticket #881');
    expect(thread.body.data.messages.map((m: { body_text: string }) => m.body_text.trim())).toEqual(['We got your request.', 'It is fixed.']);
    expect(thread.body.data.messages[0].from).toContain('help@vendor.example');

    // Deleting one message of the thread keeps the thread with one message.
    const msgs = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, key(alice));
    expect((await t.api.delete(`/api/v1/inboxes/${inbox.id}/messages/${msgs.body.data[0].id}`, key(alice))).status).toBe(200);
    const after = await t.api.get(`/api/v1/inboxes/${inbox.id}/threads/${list.body.data[0].id}`, key(alice));
    expect(after.body.data.msg_count).toBe(1);
    expect(after.body.data.messages).toHaveLength(1);
  });
});
