import { Client } from 'pg';
import { createUser, TestUser } from './support/factories';
import { createTestDatabase, dropTestDatabase, waitFor } from './support/harness';
import { spawnService, ServiceProcess } from './support/service-process';
import { buildMail, SmtpSession } from './support/smtp';
import { databaseUrlFor } from './support/test-env';
import { WebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(120_000);

/**
 * The built service as a cluster: two API nodes, two SMTP nodes and one worker process (each a
 * child process with its SERVICE_ROLES) on one PostgreSQL database and one Redis prefix. Nothing
 * a client does on one node may look different on another.
 */
describe('Many nodes behave as one', () => {
  let databaseName: string;
  let db: Client;
  let receiver: WebhookReceiver;
  let apiA: ServiceProcess;
  let apiB: ServiceProcess;
  let smtpA: ServiceProcess;
  let smtpB: ServiceProcess;
  let worker: ServiceProcess;
  let user: TestUser;

  beforeAll(async () => {
    databaseName = await createTestDatabase();
    receiver = await WebhookReceiver.start();
    const redisPrefix = `test:${process.env.TEST_RUN_ID}:${databaseName.slice(-8)}`;
    const env = { PUBLIC_INBOX_RATE_LIMIT: '3', API_RATE_LIMIT: '100000', EXPIRY_SWEEP_INTERVAL_SECONDS: '1', DATABASE_POOL_SIZE: '3' };
    const start = (roles: string) => spawnService({ databaseName, redisPrefix, env: { ...env, SERVICE_ROLES: roles } });
    // One after the other: starting is CPU-bound, and in parallel on two cores it is no faster.
    apiA = await start('api');
    apiB = await start('api');
    smtpA = await start('smtp');
    smtpB = await start('smtp');
    worker = await start('worker');
    db = new Client({ connectionString: databaseUrlFor(databaseName) });
    await db.connect();
    user = await createUser(apiA.api);
  });
  afterAll(async () => {
    for (const node of [apiA, apiB, smtpA, smtpB, worker]) node?.kill();
    await Promise.all([apiA, apiB, smtpA, smtpB, worker].filter(Boolean).map((node) => node.exited));
    await receiver?.close();
    await db?.end();
    if (databaseName) await dropTestDatabase(databaseName);
  });

  const auth = () => ({ apiKey: user.apiKey });

  async function deliver(node: ServiceProcess, to: string, subject: string): Promise<number> {
    const session = await SmtpSession.open(node.smtpPort);
    try {
      const raw = await buildMail({ from: 'cluster@example.org', to, subject, text: `Your code is ${subject.replace(/\D/g, '')}` });
      const result = await session.send('cluster@example.org', [to], raw);
      return result.data?.code ?? result.rcpt[0]!.code;
    } finally {
      await session.quit();
    }
  }

  it('creates on one API node and reads on the other (JWT and API key work on both)', async () => {
    const created = await apiA.api.post('/api/v1/inboxes', { type: 'persistent' }, auth());
    expect(created.status).toBe(201);
    const read = await apiB.api.get(`/api/v1/inboxes/${created.body.data.id}`, auth());
    expect(read.status).toBe(200);
    expect(read.body.data.address).toBe(created.body.data.address);
    expect((await apiB.api.get('/api/v1/auth/api-keys', { bearer: user.token })).status).toBe(200);
  });

  it('wakes a request waiting on one API node when mail arrives through either SMTP node', async () => {
    const inbox = (await apiA.api.post('/api/v1/inboxes', { type: 'persistent' }, auth())).body.data;
    const waitingA = apiA.api.get(`/api/v1/inboxes/${inbox.id}/messages/code?wait=20`, auth());
    const started = Date.now();
    expect(await deliver(smtpB, inbox.address, 'Code 482913')).toBe(250);
    const answer = await waitingA;
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('482913');
    expect(Date.now() - started).toBeLessThan(10_000);

    const since = answer.body.message_id;
    const waitingB = apiB.api.get(`/api/v1/inboxes/${inbox.id}/messages/latest?wait=20&since=${since}`, auth());
    expect(await deliver(smtpA, inbox.address, 'Second 111222')).toBe(250);
    const second = await waitingB;
    expect(second.status).toBe(200);
    expect(second.body.data.subject).toBe('Second 111222');
  });

  it('refuses at RCPT TO, on every SMTP node, an inbox deleted through an API node', async () => {
    const inbox = (await apiB.api.post('/api/v1/inboxes', { type: 'persistent' }, auth())).body.data;
    // Both SMTP nodes have seen the address (and may remember it).
    expect(await deliver(smtpA, inbox.address, 'Before 1')).toBe(250);
    expect(await deliver(smtpB, inbox.address, 'Before 2')).toBe(250);
    expect((await apiA.api.delete(`/api/v1/inboxes/${inbox.id}`, auth())).status).toBe(200);
    expect(await deliver(smtpA, inbox.address, 'After 1')).toBe(550);
    expect(await deliver(smtpB, inbox.address, 'After 2')).toBe(550);
  });

  it('delivers each webhook event exactly once, whichever node made it, and each expiry event once', async () => {
    const hook = await apiB.api.post('/api/v1/webhooks', { url: receiver.url('/cluster') }, auth());
    expect(hook.status).toBe(201);
    const inbox = (await apiA.api.post('/api/v1/inboxes', { type: 'persistent' }, auth())).body.data;
    const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? smtpA : smtpB, inbox.address, `Event ${i}`)));
    expect(codes.every((code) => code === 250)).toBe(true);

    // An owned temporary inbox that expires now: the worker's sweep announces it once.
    const temporary = (await apiB.api.post('/api/v1/inboxes', { type: 'temporary', ttl_minutes: 5 }, auth())).body.data;
    await db.query(`update inboxes set expires_at = now() - interval '1 second' where id = $1`, [temporary.id]);

    const received = () => receiver.to('/cluster').map((r) => ({ id: String(r.headers['x-webhook-id']), event: r.body.event as string, data: r.body.data }));
    await waitFor(() => received().filter((r) => r.event === 'message.received').length >= 10 && received().some((r) => r.event === 'inbox.expired'), { timeoutMs: 20_000, what: 'ten message events and the expiry' });
    // Let any duplicate show up: the outbox is relayed and swept on a timer.
    await waitFor(async () => (await db.query(`select 1 from outbox_events where dispatched_at is null`)).rowCount === 0, { what: 'an empty outbox' });
    const events = received();
    const ids = events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(events.filter((e) => e.event === 'message.received' && e.data.inbox_id === inbox.id)).toHaveLength(10);
    expect(events.filter((e) => e.event === 'inbox.expired' && e.data.inbox_id === temporary.id)).toHaveLength(1);
  });

  it('shares rate limits across API nodes (public inboxes per client IP, request budgets per API key)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await (i % 2 ? apiA : apiB).api.post('/api/v1/public/inbox')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const other = await apiA.api.post('/api/v1/public/inbox');
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('retry-after'))).toBeGreaterThan(0);
    // The request budget of an API key is one count in Redis: each node sees the other's requests.
    const remaining: number[] = [];
    for (const node of [apiA, apiB, apiA, apiB]) remaining.push(Number((await node.api.get('/api/v1/inboxes', auth())).headers.get('ratelimit-remaining')));
    expect(remaining.slice(1).map((r, i) => remaining[i]! - r)).toEqual([1, 1, 1]);
  });

  it('keeps every node running', async () => {
    for (const node of [apiA, apiB, smtpA, smtpB, worker]) expect(node.child.exitCode).toBeNull();
  });
});
