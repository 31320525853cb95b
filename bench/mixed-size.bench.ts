/**
 * Small mail while big mail arrives: what a 25 MB message (and the collections it causes) costs
 * the other sessions. Starts the compiled service (scripts/start-service.sh, roles api+smtp) on a fresh
 * database, then:
 *   - small load: ~4 KB messages paced at BENCH_RATE (200)/s over BENCH_CONNECTIONS (20) sessions
 *     for BENCH_SECONDS (30) s;
 *   - meanwhile one session sends BENCH_BIG_COUNT (6) messages of BENCH_BIG_BYTES (25,000,000),
 *     plain and with a base64 attachment in turn, each BENCH_BIG_GAP_MS (2000) ms after the last 250;
 *   - per small message: end of DATA → 250, split into "near a big message" (from the big one's
 *     first byte to 1.5 s after its 250, which covers the full collection that may follow it) and
 *     "otherwise"; the service's peak RSS and its event-loop stalls as seen from the small 250s.
 * Every 250 must be a stored row. Env knobs above; BENCH_NO_BUILD=1 uses the existing dist/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { SmtpSession } from '../test/support/smtp';
import { databaseUrl, DOMAIN, dropRedisKeys, freePort, PG_BASE, serviceCommand, serviceEnv, percentile, summary, rssMiB, waitForHealth, now, bigMessage } from './bench-support';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const BIG_COUNT = Number(process.env.BENCH_BIG_COUNT ?? 6);
const BIG_BYTES = Number(process.env.BENCH_BIG_BYTES ?? 25_000_000);
const BIG_GAP_MS = Number(process.env.BENCH_BIG_GAP_MS ?? 2000);
const NEAR_AFTER_MS = 1500;


function small(to: string, i: number): string {
  const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. ';
  return [`From: Load <load@sender.example>`, `To: <${to}>`, `Subject: mixed ${i % 50}`, `Message-ID: <mixed-${i}-${randomBytes(6).toString('hex')}@sender.example>`, `Date: ${new Date().toUTCString()}`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', Array.from({ length: 36 }, () => filler).join('\r\n'), ''].join('\r\n');
}

async function main(): Promise<void> {
  const dbName = `inbox_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  if (process.env.BENCH_NO_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: join(__dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(...serviceCommand(), { env: serviceEnv(dbName, { http: httpPort, smtp: smtpPort }), stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  const pool = new Pool({ connectionString: databaseUrl(dbName), max: 2 });
  const load: number[] = [];
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMiB(child.pid!));
  }, 50);
  try {
    await waitForHealth(baseUrl, child);
    const reg = await fetch(`${baseUrl}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `mixed-${dbName}@example.com`, password: 'benchmark password', name: 'Bench' }) });
    const userId = ((await reg.json()) as { data: { user: { id: string } } }).data.user.id;
    const inboxes: string[] = [];
    for (let i = 0; i < 21; i++) {
      const local = `mixed${i}-${randomBytes(3).toString('hex')}`;
      await pool.query(`insert into inboxes (id, user_id, address, local_part, domain, type) values ($1, $2, $3, $4, $5, 'persistent')`, [randomUUID(), userId, `${local}@${DOMAIN}`, local, DOMAIN]);
      inboxes.push(`${local}@${DOMAIN}`);
    }
    const bigInbox = inboxes.pop()!;
    const warm = await SmtpSession.open(smtpPort);
    for (let i = 0; i < 200; i++) await warm.send('load@sender.example', [inboxes[i % inboxes.length]!], small(inboxes[i % inboxes.length]!, -1 - i));
    await warm.quit();
    const rssAfterWarmUp = rssMiB(child.pid!);

    const windows: Array<[number, number]> = [];
    const samples: Array<{ at: number; ms: number }> = [];
    const failures: string[] = [];
    let accepted = 0;
    const started = now();
    const total = Math.floor(RATE * SECONDS);
    let next = 0;
    const loadTimer = setInterval(() => load.push(loadavg()[0]!), 1000);
    const worker = async (w: number) => {
      const session = await SmtpSession.open(smtpPort, '127.0.0.1', `mixed${w}.example`);
      try {
        for (;;) {
          const i = next++;
          if (i >= total) break;
          const due = started + (i * 1000) / RATE - now();
          if (due > 0) await new Promise((r) => setTimeout(r, due));
          const to = inboxes[i % inboxes.length]!;
          let t0 = 0;
          const result = await session.sendPipelined('load@sender.example', [to], small(to, i), () => (t0 = now()));
          const t1 = now();
          if (result.data?.code === 250) {
            accepted++;
            samples.push({ at: t0, ms: t1 - t0 });
          } else failures.push(`${result.data?.code} ${result.data?.text}`);
        }
      } finally {
        await session.quit();
      }
    };
    const bigSender = async () => {
      const session = await SmtpSession.open(smtpPort, '127.0.0.1', 'big.example');
      const bigResults: string[] = [];
      try {
        await new Promise((r) => setTimeout(r, BIG_GAP_MS));
        for (let k = 0; k < BIG_COUNT && now() - started < SECONDS * 1000 - 3000; k++) {
          const kind = k % 2 === 0 ? 'plain' : 'attachment';
          const raw = bigMessage(kind, bigInbox, `${k}-${randomBytes(4).toString('hex')}`, BIG_BYTES);
          const t0 = now();
          const result = await session.send('big@sender.example', [bigInbox], raw);
          const t1 = now();
          windows.push([t0, t1 + NEAR_AFTER_MS]);
          bigResults.push(`${kind} ${result.data?.code} in ${(t1 - t0).toFixed(0)} ms`);
          if (result.data?.code !== 250) failures.push(`big ${kind}: ${result.data?.code} ${result.data?.text}`);
          else accepted++;
          await new Promise((r) => setTimeout(r, BIG_GAP_MS));
        }
      } finally {
        await session.quit();
      }
      return bigResults;
    };
    const [bigResults] = await Promise.all([bigSender(), ...Array.from({ length: CONNECTIONS }, (_, w) => worker(w))]);
    clearInterval(loadTimer);

    const near = samples.filter((s) => windows.some(([a, b]) => s.at >= a && s.at <= b)).map((s) => s.ms);
    const far = samples.filter((s) => !windows.some(([a, b]) => s.at >= a && s.at <= b)).map((s) => s.ms);
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from messages');
    const stored = Number(rows[0]!.n);
    console.log(
      [
        '',
        `Small mail beside big mail: ${total} × ~4 KB at ${RATE}/s over ${CONNECTIONS} sessions, ${BIG_COUNT} × ${(BIG_BYTES / 1e6).toFixed(1)} MB (plain/attachment in turn, ${BIG_GAP_MS} ms apart); 1-min load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
        `big messages: ${bigResults.join(', ')}`,
        summary('small: end of DATA → 250, near a big one', near),
        summary('small: end of DATA → 250, otherwise', far),
        summary('small: end of DATA → 250, all', samples.map((s) => s.ms)),
        `service RSS: ${rssAfterWarmUp.toFixed(0)} MiB after warm-up, peak ${peakRss.toFixed(0)} MiB`,
        `stored rows ${stored} / 250 replies ${accepted + 200}: ${stored === accepted + 200 ? 'OK' : 'MISMATCH'}; refused: ${failures.length ? failures.slice(0, 5).join('; ') : 'none'}`,
      ].join('\n'),
    );
    if (stored !== accepted + 200 || failures.length) process.exitCode = 1;
  } finally {
    clearInterval(sampler);
    await pool.end();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    if (process.env.BENCH_KEEP_DB !== '1') await admin.query(`drop database if exists "${dbName}"`);
    await admin.end();
    await dropRedisKeys(dbName);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
