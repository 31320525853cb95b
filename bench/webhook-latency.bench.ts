/**
 * Webhook latency benchmark. Starts the real service (the compiled build, roles api+smtp+worker) as a
 * child process against a fresh database, subscribes BENCH_WEBHOOKS (2) webhooks to a receiver in
 * this process, then sends BENCH_EVENTS (2,000) e-mails over SMTP at a steady BENCH_RATE (200/s)
 * across BENCH_CONNECTIONS (16) sessions. Each mail commits one message.received outbox event in
 * the SMTP transaction; the relay (LISTEN/NOTIFY) turns it into one job per webhook; the worker
 * POSTs it. Measured per (event, webhook):
 *   - end of DATA (client sends ".") → signed POST arrives at the receiver;
 *   - SMTP 250 (event committed) → POST arrives.
 * Checks that every event arrived exactly once at every webhook with a valid signature.
 * Run: `npm run bench webhook-latency` or `node -r @swc-node/register bench/webhook-latency.bench.ts`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { SmtpSession } from '../test/support/smtp';
import { cpuProfArgs, freePort, PG_BASE, serviceCommand, serviceEnv, dropRedisKeys, percentile, summary, now } from './bench-support';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** BENCH_SPLIT=1: two processes, api+smtp and worker (the multi-node layout), instead of one with every role. */
const SPLIT = process.env.BENCH_SPLIT === '1';

async function api<T>(baseUrl: string, path: string, body: unknown, auth: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function main(): Promise<void> {
  // The receiver: records arrival time per (webhook path, message id) and checks signatures.
  const secrets = new Map<string, string>();
  const arrivals = new Map<string, number[]>(); // `${path} ${message_id}` → arrival times
  let badSignatures = 0;
  const receiver = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = now();
      const raw = Buffer.concat(chunks);
      const secret = secrets.get(req.url ?? '');
      if (!secret || createHmac('sha256', secret).update(raw).digest('hex') !== req.headers['x-webhook-signature']) badSignatures++;
      const body = JSON.parse(raw.toString('utf8')) as { data: { message_id: string } };
      const key = `${req.url} ${body.data.message_id}`;
      arrivals.set(key, [...(arrivals.get(key) ?? []), at]);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as { port: number }).port;

  const dbName = `inbox_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  const env = serviceEnv(dbName, { http: httpPort, smtp: smtpPort }, {
    SERVICE_ROLES: SPLIT ? 'api,smtp' : 'api,smtp,worker',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    LOGIN_RATE_LIMIT: '100000',
  });
  if (process.env.BENCH_NO_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: join(__dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] });
  const serviceArgs = cpuProfArgs();
  const child = spawn(...serviceCommand(serviceArgs), { env, stdio: ['ignore', 'inherit', 'inherit'] });
  // The worker process binds its HTTP health port too; give it its own (migrations run under the advisory lock).
  const worker = SPLIT
    ? spawn(...serviceCommand(serviceArgs), { env: { ...env, SERVICE_ROLES: 'worker', PORT: String(await freePort()), SMTP_PORT: String(await freePort()) }, stdio: ['ignore', 'inherit', 'inherit'] })
    : null;
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  try {
    const deadline = Date.now() + 60000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
      if (worker && worker.exitCode !== null) throw new Error(`worker exited with ${worker.exitCode}`);
      if (Date.now() > deadline) throw new Error('service did not become healthy in 60 s');
      if (await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const reg = await api<{ token: string }>(baseUrl, '/api/v1/auth/register', { email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: 'benchmark password', name: 'Bench' });
    const auth = { authorization: `Bearer ${reg.token}` };
    const inbox = await api<{ address: string }>(baseUrl, '/api/v1/inboxes', { type: 'persistent', prefix: 'hooked' }, auth);
    const paths: string[] = [];
    for (let i = 0; i < WEBHOOKS; i++) {
      const path = `/hook${i}`;
      const hook = await api<{ secret: string }>(baseUrl, '/api/v1/webhooks', { url: `http://127.0.0.1:${receiverPort}${path}`, events: ['message.received'] }, auth);
      secrets.set(path, hook.secret);
      paths.push(path);
    }
    const message = (i: number) =>
      [`From: <load@sender.example>`, `To: <${inbox.address}>`, `Subject: Webhook bench ${i}`, `Message-ID: <wh-${i}-${randomBytes(4).toString('hex')}@sender.example>`, `Date: ${new Date().toUTCString()}`, '', `Event ${i}.`, ''].join('\r\n');

    // Warm-up (JIT, pools, connections), not measured.
    const warm = await SmtpSession.open(smtpPort);
    for (let i = 0; i < 50; i++) await warm.send('load@sender.example', [inbox.address], message(-1 - i));
    await warm.quit();
    const waitArrivals = async (expected: number, timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      while (arrivals.size < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    };
    await waitArrivals(50 * WEBHOOKS, 30000);
    arrivals.clear();

    // Steady load: mail i is due at start + i / RATE.
    const sent = new Map<string, { dataAt: number; okAt: number }>();
    let next = 0;
    let refused = 0;
    const start = now() + 100;
    const sessions = await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => SmtpSession.open(smtpPort, '127.0.0.1', `load${w}.example`)));
    await Promise.all(
      sessions.map(async (session) => {
        for (;;) {
          const i = next++;
          if (i >= EVENTS) break;
          const due = start + (i * 1000) / RATE;
          const wait = due - now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          let dataAt = 0;
          const result = await session.sendPipelined('load@sender.example', [inbox.address], message(i), () => (dataAt = now()));
          const okAt = now();
          const reply = result.data ?? result.mailFrom;
          const messageId = /stored ([0-9a-f-]{36})/.exec(reply.text)?.[1];
          if (reply.code !== 250 || !messageId) {
            refused++;
            continue;
          }
          sent.set(messageId, { dataAt, okAt });
        }
        await session.quit();
      }),
    );
    const sendSeconds = (now() - start) / 1000;
    await waitArrivals(sent.size * WEBHOOKS, 60000);

    const fromData: number[] = [];
    const fromOk: number[] = [];
    let missing = 0;
    let duplicates = 0;
    for (const [messageId, t] of sent) {
      for (const path of paths) {
        const times = arrivals.get(`${path} ${messageId}`);
        if (!times) {
          missing++;
          continue;
        }
        if (times.length > 1) duplicates++;
        fromData.push(times[0]! - t.dataAt);
        fromOk.push(times[0]! - t.okAt);
      }
    }
    process.stdout.write(
      [
        `Webhook latency: ${sent.size} message.received events at ${RATE}/s (${(sent.size / sendSeconds).toFixed(0)}/s achieved) over ${CONNECTIONS} SMTP sessions, ${WEBHOOKS} webhooks each, ${SPLIT ? 'two processes (api+smtp, worker)' : 'one process api+smtp+worker'}, ${cpus().length} CPUs`,
        summary('end of DATA → webhook POST arrives', fromData),
        summary('SMTP 250 (committed) → webhook POST', fromOk),
        `deliveries ${fromData.length} / expected ${sent.size * WEBHOOKS}: missing ${missing}, duplicated ${duplicates}, bad signatures ${badSignatures}, SMTP refused ${refused}`,
        '',
      ].join('\n'),
    );
    if (missing || duplicates || badSignatures || refused) process.exitCode = 1;
  } finally {
    for (const proc of [child, worker]) {
      if (!proc) continue;
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    }
    receiver.close();
    if (!process.env.BENCH_KEEP_DB) {
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await dropRedisKeys(dbName);
    }
    await admin.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
