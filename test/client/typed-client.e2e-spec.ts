import { AgentInboxError, AgentInboxTimeoutError, createAgentInboxClient, dataOf } from '../../clients/typescript/src';
import { uniqueEmail } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';

describe('typed TypeScript client (clients/typescript) against the live service', () => {
  let t: TestApp;
  const deliver = async (to: string, subject: string, text: string) => {
    const raw = await buildMail({ from: 'noreply@service.example', to, subject, text });
    expect((await sendRawMail(t, { from: 'noreply@service.example', to: [to], raw })).code).toBe(250);
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Register, then make an API key with the JWT: the README's first steps, through the client. */
  async function accountClient() {
    const anonymous = createAgentInboxClient({ baseUrl: t.baseUrl });
    const registered = dataOf(await anonymous.api.POST('/api/v1/auth/register', { body: { email: uniqueEmail('client'), password: 'correct horse battery', name: 'Client' } }));
    const withJwt = createAgentInboxClient({ baseUrl: t.baseUrl, jwt: registered.token });
    const key = dataOf(await withJwt.api.POST('/api/v1/auth/api-keys', { body: { name: 'typed-client' } }));
    expect(key.key).toMatch(/^ak_/);
    return createAgentInboxClient({ baseUrl: t.baseUrl, apiKey: key.key });
  }

  it('registers, makes a key, creates an inbox and gets the code of a mail delivered over SMTP', async () => {
    const client = await accountClient();
    const inbox = dataOf(await client.api.POST('/api/v1/inboxes', { body: { type: 'temporary', ttl_minutes: 20 } }));
    expect(inbox).toMatchObject({ type: 'temporary', token: expect.stringMatching(/^temp_/) });

    const waiting = client.waitForCode(inbox.id, { timeout: 20 });
    await deliver(inbox.address, 'Your login code', 'Your verification code is 613370.');
    const code = await waiting;
    expect(code).toMatchObject({ code: '613370', kind: 'code', text: expect.stringContaining('613370'), message_id: expect.any(String) });

    // The next mail: waitForMessage after the previous one, by token this time.
    const next = client.waitForMessage({ token: inbox.token! }, { since: code.message_id, timeout: 20 });
    await deliver(inbox.address, 'Welcome aboard', 'Thanks for signing up.');
    expect(await next).toMatchObject({ subject: 'Welcome aboard', inbox_id: inbox.id, direction: 'inbound' });
  });

  it('waits across several long-poll requests and gives up with a timeout error', async () => {
    const client = await accountClient();
    const inbox = dataOf(await client.api.POST('/api/v1/inboxes', { body: { type: 'temporary' } }));
    const started = Date.now();
    await expect(client.waitForCode(inbox.id, { timeout: 1 })).rejects.toBeInstanceOf(AgentInboxTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('throws the API error envelope as AgentInboxError (code, message, status)', async () => {
    const client = await accountClient();
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(client.waitForCode(missing, { timeout: 5 })).rejects.toMatchObject({ name: 'AgentInboxError', status: 404, code: 'NOT_FOUND', message: 'inbox not found' });
    const refused = await createAgentInboxClient({ baseUrl: t.baseUrl, apiKey: 'ak_revoked_or_wrong' }).api.GET('/api/v1/inboxes');
    expect(() => dataOf(refused)).toThrow(AgentInboxError);
    expect(refused.response.status).toBe(401);
  });

  it('iterates every item of a paginated list', async () => {
    const client = await accountClient();
    const inbox = dataOf(await client.api.POST('/api/v1/inboxes', { body: { type: 'temporary' } }));
    for (const n of [1, 2, 3]) await deliver(inbox.address, `Note ${n}`, `Body ${n}`);
    const subjects: string[] = [];
    for await (const message of client.messages(inbox.id, 2)) subjects.push(message.subject);
    expect(subjects).toEqual(['Note 3', 'Note 2', 'Note 1']);
    const inboxes: string[] = [];
    for await (const item of client.inboxes(1)) inboxes.push(item.id);
    expect(inboxes).toEqual([inbox.id]);
  });
});
