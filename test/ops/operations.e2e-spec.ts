import { MetricsService } from '../../src/metrics/metrics.service';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';
import { WebhookReceiver } from '../support/webhook-receiver';

const METRICS_TOKEN = 'metrics-token-0123456789';
const ADMIN_PASSWORD = 'admin-password-0123';

/** One sample's value from Prometheus text, or 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelPart = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every((pair) => labelPart.split(',').includes(pair))) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

describe('operations: Prometheus metrics and the queue dashboard', () => {
  let t: TestApp;
  let user: TestUser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN, METRICS_PORT: '0', ADMIN_PASSWORD });
    user = await createUser(t.api);
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const scrape = async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('serves /metrics on the API port only with the token', async () => {
    const none = await fetch(`${t.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status).toBe(401);
    expect(await scrape()).toContain('inbox_process_cpu_seconds_total');
  });

  it('serves the same metrics on METRICS_PORT without a token', async () => {
    const port = t.app.get(MetricsService).address()!.port;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('inbox_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('counts HTTP requests by route pattern and status, SMTP outcomes by reason, ingest batches, queues and webhook deliveries', async () => {
    const inbox = await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey });
    expect(inbox.status).toBe(201);
    const hook = await t.api.post('/api/v1/webhooks', { url: receiver.url('/hook'), events: ['message.received'] }, { apiKey: user.apiKey });
    expect(hook.status).toBe(201);
    await t.api.get(`/api/v1/inboxes/${inbox.body.data.id}`, { apiKey: user.apiKey });
    await t.api.get('/api/v1/inboxes/00000000-0000-4000-8000-000000000000', { apiKey: user.apiKey });
    const before = await scrape();

    const raw = await buildMail({ from: 'sender@example.com', to: inbox.body.data.address, subject: 'Metrics', text: 'hello' });
    expect((await sendRawMail(t, { from: 'sender@example.com', to: [inbox.body.data.address], raw })).code).toBe(250);
    const refused = await sendRawMail(t, { from: 'sender@example.com', to: ['nobody-here@agents.test'], raw });
    expect(refused.result.rcpt[0]!.code).toBe(550);
    await waitFor(() => receiver.requests.length >= 1, { what: 'the webhook delivery' });

    const after = await waitFor(async () => {
      const text = await scrape();
      return sample(text, 'inbox_webhook_deliveries_total', { outcome: 'succeeded' }) > sample(before, 'inbox_webhook_deliveries_total', { outcome: 'succeeded' }) ? text : undefined;
    }, { what: 'the webhook outcome metric' });

    expect(sample(after, 'inbox_http_requests_total', { method: 'GET', route: '/api/v1/inboxes/:id', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'inbox_http_requests_total', { method: 'GET', route: '/api/v1/inboxes/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'inbox_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/inboxes', status: '201' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(sample(after, 'inbox_smtp_sessions_total') - sample(before, 'inbox_smtp_sessions_total')).toBe(2);
    expect(sample(after, 'inbox_smtp_messages_accepted_total') - sample(before, 'inbox_smtp_messages_accepted_total')).toBe(1);
    expect(sample(after, 'inbox_smtp_refused_total', { stage: 'rcpt', reason: 'no_such_mailbox' }) - sample(before, 'inbox_smtp_refused_total', { stage: 'rcpt', reason: 'no_such_mailbox' })).toBe(1);
    expect(sample(after, 'inbox_ingest_batch_size_count') - sample(before, 'inbox_ingest_batch_size_count')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'inbox_ingest_commit_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'inbox_smtp_data_to_readable_seconds_count') - sample(before, 'inbox_smtp_data_to_readable_seconds_count')).toBe(1);
    expect(after).toMatch(/inbox_queue_jobs\{queue="webhook-deliveries",state="completed"\} \d+/);
    expect(after).toMatch(/inbox_queue_jobs\{queue="outbound-delivery",state="waiting"\} 0/);
    expect(sample(after, 'inbox_queue_jobs_finished_total', { queue: 'webhook-deliveries', outcome: 'completed' })).toBeGreaterThanOrEqual(1);
  });

  it('mounts Bull Board at /admin/queues behind the admin password', async () => {
    const anonymous = await fetch(`${t.baseUrl}/admin/queues`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic /);
    const wrong = await fetch(`${t.baseUrl}/admin/queues`, { headers: { authorization: `Basic ${Buffer.from('admin:nope').toString('base64')}` } });
    expect(wrong.status).toBe(401);
    const auth = { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };
    const page = await fetch(`${t.baseUrl}/admin/queues`, { headers: auth });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const queues = await fetch(`${t.baseUrl}/admin/queues/api/queues?activeQueue=webhook-deliveries&status=completed&page=1&jobsPerPage=10`, { headers: auth });
    expect(queues.status).toBe(200);
    const body = (await queues.json()) as { queues: Array<{ name: string }> };
    expect(body.queues.map((q) => q.name).sort()).toEqual(['outbound-delivery', 'webhook-deliveries']);
  });

  it('keeps /metrics and the dashboard off when no token or password is configured', async () => {
    const plain = await startTestApp();
    try {
      const metrics = await fetch(`${plain.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(404);
      expect(await metrics.json()).toMatchObject({ success: false, code: 'NOT_FOUND', error: expect.stringContaining('METRICS_TOKEN') });
      expect((await fetch(`${plain.baseUrl}/admin/queues`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
