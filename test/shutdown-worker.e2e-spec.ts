import { Client } from 'pg';
import { createUser } from './support/factories';
import { createTestDatabase, dropTestDatabase, waitFor } from './support/harness';
import { spawnService, ServiceProcess } from './support/service-process';
import { buildMail, SmtpSession } from './support/smtp';
import { databaseUrlFor } from './support/test-env';
import { WebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(90_000);

const GRACE_SECONDS = 15;

/**
 * SIGTERM while a worker has a job in flight: the job runs to its end (here a webhook POST that
 * the receiver answers only after the signal), its outcome is recorded, nothing is sent twice,
 * and the process exits 0 within the grace period.
 */
describe('Graceful shutdown of a worker with a job in flight', () => {
  let databaseName: string;
  let service: ServiceProcess;
  let db: Client;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    databaseName = await createTestDatabase();
    service = await spawnService({ databaseName, redisPrefix: `test:${process.env.TEST_RUN_ID}:${databaseName.slice(-8)}`, env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) } });
    db = new Client({ connectionString: databaseUrlFor(databaseName) });
    await db.connect();
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    service?.kill();
    await receiver?.close();
    await db?.end();
    if (databaseName) await dropTestDatabase(databaseName);
  });

  it('finishes the webhook delivery it is sending, records it once, and exits 0', async () => {
    const user = await createUser(service.api);
    const inbox = (await service.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey })).body.data;
    const hook = await service.api.post('/api/v1/webhooks', { url: receiver.url('/drain'), events: ['message.received'] }, { apiKey: user.apiKey });
    expect(hook.status).toBe(201);
    receiver.respond({ hang: true }, '/drain');

    const session = await SmtpSession.open(service.smtpPort);
    const raw = await buildMail({ from: 'sender@example.org', to: inbox.address, subject: 'In flight at shutdown', text: 'hello' });
    expect((await session.send('sender@example.org', [inbox.address], raw)).data?.code).toBe(250);
    await session.quit();
    await waitFor(() => receiver.to('/drain').length === 1, { timeoutMs: 20_000, what: 'the delivery to be in flight' });

    const started = Date.now();
    service.child.kill('SIGTERM');
    await waitFor(() => service.output().includes('SIGTERM received'), { what: 'the process to start draining' });
    // The worker is now waiting on its job; the receiver answers only now.
    receiver.release(200);

    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(GRACE_SECONDS * 1000);
    const rows = await db.query<{ status: string; attempts: number }>('select status, attempts from webhook_deliveries');
    expect(rows.rows).toEqual([{ status: 'succeeded', attempts: 1 }]);
    expect(receiver.to('/drain')).toHaveLength(1);
  });
});
