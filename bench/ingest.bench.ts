/**
 * SMTP ingestion benchmark. Starts the real service (`src/main.ts`, roles api+smtp) as a child
 * process against a fresh database, then this process drives it over SMTP:
 *   - BENCH_MESSAGES (10,000) messages of ~4 KB at BENCH_RATE (500) messages/s (0: unpaced) over
 *     BENCH_CONNECTIONS (24) parallel sessions, many messages per session, to BENCH_INBOXES (50)
 *     inboxes owned by one user;
 *   - per message: end of DATA (client sends ".") → 250 (= committed);
 *   - for every 10th: end of DATA, and the 250, → the row is readable by id from another connection;
 *   - meanwhile, on BENCH_WATCHED (5) other inboxes, a waiting `GET …/messages/latest?wait=30&since=`
 *     and a mail to that inbox: end of DATA → the waiting request returns it (one round per
 *     watcher every BENCH_WATCH_PAUSE_MS (100) ms: latency samples, not load).
 * Also samples the service's RSS. Finally checks that every 250 has exactly one stored row. Env
 * knobs above; BENCH_KEEP_DB=1 keeps the database; the service runs from the compiled build
 * (`npm run build` first unless BENCH_NO_BUILD=1).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { SmtpSession } from '../test/support/smtp';
import { cpuProfArgs, databaseUrl, DOMAIN, freePort, PG_BASE, serviceCommand, serviceEnv, dropRedisKeys, percentile, summary, waitForHealth, now } from './bench-support';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10000);
/** Offered load in messages/s (0: as fast as the sessions go). The latency goals hold at 500/s. */
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
const INBOXES = Number(process.env.BENCH_INBOXES ?? 50);
const WATCHED = Number(process.env.BENCH_WATCHED ?? 5);
/** Pause between a watcher's rounds: the long-polls sample latency, they are not the load. */
const WATCH_PAUSE_MS = Number(process.env.BENCH_WATCH_PAUSE_MS ?? 100);




/** A ~4 KB message with a unique Message-ID; 200 distinct subjects so threading does real work. */
function message(to: string, i: number): string {
  const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. ';
  const body = Array.from({ length: 36 }, () => filler).join('\r\n');
  return [
    `From: Load Generator <load@sender.example>`,
    `To: <${to}>`,
    `Subject: ${i % 3 === 0 ? 'Re: ' : ''}Benchmark topic ${i % 200}`,
    `Message-ID: <bench-${i}-${randomBytes(6).toString('hex')}@sender.example>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    `Message ${i}.`,
    body,
    '',
  ].join('\r\n');
}

/** CPU milliseconds used so far by the service process, this database's Postgres backends and this process (Linux /proc). */
async function cpuSnapshot(servicePid: number, pool: Pool, dbName: string): Promise<{ service: number; postgres: number; generator: number; commits: number }> {
  const { readFileSync } = await import('node:fs');
  const tick = 1000 / 100; // USER_HZ
  const cpuOf = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      return 0;
    }
  };
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName]);
  const { rows: stats } = await pool.query<{ commits: string }>('select xact_commit as commits from pg_stat_database where datname = $1', [dbName]);
  const usage = process.cpuUsage();
  return { service: cpuOf(servicePid), postgres: rows.reduce((sum, r) => sum + cpuOf(r.pid), 0), generator: (usage.user + usage.system) / 1000, commits: Number(stats[0]!.commits) };
}


async function main(): Promise<void> {
  const dbName = `inbox_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  const env = serviceEnv(dbName, { http: httpPort, smtp: smtpPort }, { PUBLIC_INBOX_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '100000' });
  if (process.env.BENCH_NO_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: join(__dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(...serviceCommand(cpuProfArgs()), { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  const pool = new Pool({ connectionString: databaseUrl(dbName), max: 4 });
  try {
    await waitForHealth(baseUrl, child);

    // One user (through the API, for a real API key) owning every inbox; inboxes via SQL.
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const reg = (await (await fetch(`${baseUrl}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'benchmark password', name: 'Bench' }) })).json()) as { data: { token: string; user: { id: string } } };
    const key = (await (await fetch(`${baseUrl}/api/v1/auth/api-keys`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.data.token}` }, body: JSON.stringify({ name: 'bench' }) })).json()) as { data: { key: string } };
    const apiKey = key.data.key;
    const inboxes: Array<{ id: string; address: string }> = [];
    for (let i = 0; i < INBOXES + WATCHED; i++) {
      const id = randomUUID();
      const local = `load${i}-${randomBytes(3).toString('hex')}`;
      await pool.query(`insert into inboxes (id, user_id, address, local_part, domain, type) values ($1, $2, $3, $4, $5, 'persistent')`, [id, reg.data.user.id, `${local}@${DOMAIN}`, local, DOMAIN]);
      inboxes.push({ id, address: `${local}@${DOMAIN}` });
    }
    const loadInboxes = inboxes.slice(0, INBOXES);
    const watchedInboxes = inboxes.slice(INBOXES);

    // Warm-up: JIT, pools, prepared plans.
    const warm = await SmtpSession.open(smtpPort);
    for (let i = 0; i < 200; i++) await warm.send('load@sender.example', [loadInboxes[i % INBOXES]!.address], message(loadInboxes[i % INBOXES]!.address, -1 - i));
    await warm.quit();
    const warmCount = 200;

    let started = 0;
    const commitMs: number[] = [];
    const readableMs: number[] = [];
    const readableAfter250Ms: number[] = [];
    /** May be negative: the notice goes out at the commit, as the 250 does. */
    const waitAfter250Ms: number[] = [];
    const waitMs: number[] = [];
    const failures = new Map<string, number>();
    let accepted = 0;
    let next = 0;
    let loadDone = false;
    const readChecks: Promise<void>[] = [];

    const worker = async (w: number) => {
      const session = await SmtpSession.open(smtpPort, '127.0.0.1', `load${w}.example`);
      try {
        for (;;) {
          const i = next++;
          if (i >= MESSAGES) break;
          // Paced: message i goes out no earlier than i / RATE seconds after the start.
          if (RATE > 0) {
            const due = started + (i * 1000) / RATE - now();
            if (due > 0) await new Promise((r) => setTimeout(r, due));
          }
          const inbox = loadInboxes[i % INBOXES]!;
          const raw = message(inbox.address, i);
          let t0 = 0;
          const result = await session.sendPipelined('load@sender.example', [inbox.address], raw, () => (t0 = now()));
          const t1 = now();
          const reply = result.data ?? result.rcpt[0] ?? result.mailFrom;
          if (reply.code !== 250) {
            failures.set(`${reply.code} ${reply.text}`, (failures.get(`${reply.code} ${reply.text}`) ?? 0) + 1);
            continue;
          }
          accepted++;
          commitMs.push(t1 - t0);
          const messageId = /stored ([0-9a-f-]{36})/.exec(reply.text)?.[1];
          if (i % 10 === 0 && messageId) {
            readChecks.push(
              (async () => {
                for (let attempt = 0; attempt < 1000; attempt++) {
                  const { rowCount } = await pool.query('select 1 from messages where id = $1', [messageId]);
                  if (rowCount) {
                    const at = now();
                    readableMs.push(at - t0);
                    readableAfter250Ms.push(at - t1);
                    return;
                  }
                }
                failures.set('250 but not readable', (failures.get('250 but not readable') ?? 0) + 1);
              })(),
            );
          }
        }
      } finally {
        await session.quit();
      }
    };

    const watcher = async (inbox: { id: string; address: string }, n: number) => {
      const session = await SmtpSession.open(smtpPort, '127.0.0.1', `watch${n}.example`);
      let since = new Date().toISOString();
      let k = 0;
      try {
        while (!loadDone) {
          const poll = fetch(`${baseUrl}/api/v1/inboxes/${inbox.id}/messages/latest?wait=30&since=${encodeURIComponent(since)}`, { headers: { 'x-api-key': apiKey } }).then(async (res) => ({ at: now(), status: res.status, body: (await res.json()) as { data?: { id: string } } }));
          const raw = message(inbox.address, 1_000_000 + n * 100_000 + k++);
          let t0 = 0;
          const sent = await session.sendPipelined('watch@sender.example', [inbox.address], raw, () => (t0 = now()));
          const t250 = now();
          const reply = sent.data ?? sent.mailFrom;
          if (reply.code === 250) accepted++;
          const result = await poll;
          if (result.status !== 200 || !result.body.data) throw new Error(`long poll answered ${result.status}`);
          waitMs.push(result.at - t0);
          waitAfter250Ms.push(result.at - t250);
          since = result.body.data.id;
          await new Promise((r) => setTimeout(r, WATCH_PAUSE_MS));
        }
      } finally {
        await session.quit();
      }
    };

    const cpuBefore = await cpuSnapshot(child.pid!, pool, dbName);
    started = now();
    let peakRss = 0;
    const rssSampler = setInterval(() => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      peakRss = Math.max(peakRss, Number(kb ?? 0) / 1024);
    }, 50);
    const watchers = watchedInboxes.map((inbox, n) => watcher(inbox, n));
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w)));
    const elapsed = (now() - started) / 1000;
    clearInterval(rssSampler);
    const cpuAfter = await cpuSnapshot(child.pid!, pool, dbName);
    loadDone = true;
    await Promise.all(watchers);
    await Promise.all(readChecks);

    const { rows } = await pool.query<{ n: string }>('select count(*) as n from messages');
    const stored = Number(rows[0]!.n) - warmCount;
    const { rows: threads } = await pool.query<{ n: string; total: string }>('select count(*) as n, sum(msg_count) as total from threads');
    const cpuCount = (await import('node:os')).cpus().length;

    const loadAccepted = commitMs.length;
    process.stdout.write(
      [
        `SMTP ingest: ${MESSAGES} messages of ~${message('x@y', 0).length} bytes ${RATE > 0 ? `offered at ${RATE}/s` : 'unpaced'} over ${CONNECTIONS} connections to ${INBOXES} inboxes (+${WATCHED} long-polled), ${cpuCount} CPUs`,
        `throughput                                   ${(loadAccepted / elapsed).toFixed(0)} msg/s  (${loadAccepted} accepted in ${elapsed.toFixed(2)} s)`,
        summary('end of DATA → 250 (committed)', commitMs),
        summary('end of DATA → readable by id (1 in 10)', readableMs),
        summary('SMTP 250 → readable by id (1 in 10)', readableAfter250Ms),
        summary('end of DATA → waiting latest?wait=30 returns', waitMs),
        summary('SMTP 250 → waiting latest?wait=30 returns', waitAfter250Ms),
        `CPU per accepted message: service ${((cpuAfter.service - cpuBefore.service) / loadAccepted).toFixed(3)} ms, postgres backends ${((cpuAfter.postgres - cpuBefore.postgres) / loadAccepted).toFixed(3)} ms, load generator ${((cpuAfter.generator - cpuBefore.generator) / loadAccepted).toFixed(3)} ms (1-min load average at end: ${(await import('node:os')).loadavg()[0]!.toFixed(2)})`,
        `database transactions during the run: ${cpuAfter.commits - cpuBefore.commits} (all connections: ingestion batches, HTTP long-polls, bench reads; pg_stat_database lags up to ~0.5 s)`,
        `service peak RSS during the load: ${peakRss.toFixed(0)} MiB`,
        `refused: ${failures.size ? [...failures].map(([k, v]) => `${v}× ${k}`).join(', ') : 'none'}`,
        `stored rows ${stored} / 250 replies ${accepted}: ${stored === accepted ? 'OK' : 'MISMATCH'}; threads ${threads[0]!.n}, sum(msg_count) ${Number(threads[0]!.total) - warmCount}`,
        '',
      ].join('\n'),
    );
    if (stored !== accepted || failures.size) process.exitCode = 1;
  } finally {
    await pool.end();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
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
