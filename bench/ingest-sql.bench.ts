/**
 * PostgreSQL CPU of `ingest_messages` alone, with the service's exact parameters (binary arrays,
 * one bytea of raw messages): CONNECTIONS connections each call it back to back with batches whose
 * sizes follow BATCHES (default: what 20 SMTP sessions of 4 KB mail produce, 64 % one-message
 * batches, mean ≈ 4.2), on a database migrated by the caller. Reports, per message stored: the
 * backends' CPU (/proc/<pid>/stat), WAL bytes, and the wall time.
 * Usage: node -r @swc-node/register bench/ingest-sql.bench.ts DATABASE_URL TEMPLATE_JSON [MESSAGES]
 * TEMPLATE_JSON: one stored message's fields and raw (base64), e.g. from a bench database.
 * Knobs: CONNECTIONS (2), BATCHES (`1x16,10x9`: 16 batches of 1, 9 of 10, interleaved), SUBJECTS=1
 * (every message gets a subject of its own, so the threading path runs), EXTRA_INBOXES (0: inboxes
 * added after the generic plans were made), CHECKPOINT=1 (a checkpoint just before the timed part).
 * A database whose name contains `v7` gets time-ordered message ids (UUID version 7 layout).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { boolArray, int4Array, jsonbArray, textArray, uuidArray } from '../src/database/binary-arrays';

const [url, templatePath, total = '6000'] = process.argv.slice(2);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 2);
const sizes = (process.env.BATCHES ?? '1x16,10x9').split(',').flatMap((p) => {
  const [size, times] = p.split('x').map(Number);
  return Array.from({ length: times! }, () => size!);
});
// Interleave: spread the large batches among the small ones.
const pattern: number[] = [];
{
  const small = sizes.filter((s) => s === Math.min(...sizes));
  const large = sizes.filter((s) => s !== Math.min(...sizes));
  while (small.length || large.length) {
    if (small.length) pattern.push(small.shift()!);
    if (small.length) pattern.push(small.shift()!);
    if (large.length) pattern.push(large.shift()!);
  }
}

interface Template { from: string; to: string; body_text: string; body_html: string; mid: string; envelope_from: string; size: number; auth_status: string; authenticated: boolean; authentication: string; raw: string }
const t = JSON.parse(readFileSync(templatePath!, 'utf8')) as Template;
const raw = Buffer.from(t.raw, 'base64');

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const sql = `select message_id, thread_id from ingest_messages($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::bytea, $17::int[], $18::text[], $19::text[], $20::int[], $21, $22, $23::text[], $24::int[], $25::text[], $26::boolean[], $27::jsonb[], $28::text[])`;
let seq = 0;
/** A time-ordered id (UUID version 7 layout: 48-bit Unix milliseconds, then random bits). */
function uuidV7(): string {
  const ts = Date.now().toString(16).padStart(12, '0');
  return `${ts.slice(0, 8)}-${ts.slice(8)}-7${randomUUID().slice(15)}`;
}

function params(inboxId: string, n: number, ordered = false): unknown[] {
  const at = new Date().toISOString();
  const rows = Array.from({ length: n }, () => ({ mid: `<${(seq++).toString(16)}.${process.pid}@vm>`, subject: process.env.SUBJECTS === '1' ? `subject ${seq}` : '' }));
  return [
    uuidArray(rows.map(() => (ordered ? uuidV7() : randomUUID()))),
    uuidArray(rows.map(() => inboxId)),
    textArray(rows.map(() => t.from)),
    textArray(rows.map(() => t.to)),
    textArray(rows.map(() => null)),
    textArray(rows.map(() => null)),
    textArray(rows.map((r) => r.subject)),
    textArray(rows.map(() => t.body_text)),
    textArray(rows.map(() => t.body_html)),
    textArray(rows.map((r) => r.mid)),
    textArray(rows.map(() => null)),
    textArray(rows.map(() => '')),
    textArray(rows.map(() => t.envelope_from)),
    int4Array(rows.map(() => raw.length)),
    int4Array(rows.map(() => 0)),
    Buffer.concat(rows.map(() => raw)),
    int4Array(rows.map((_, i) => 1 + i * raw.length)),
    textArray(rows.map(() => '')),
    textArray(rows.map((r) => r.subject.toLowerCase())),
    int4Array(rows.map((_, i) => i + 1)),
    at,
    at,
    textArray(rows.map(() => null)),
    int4Array(rows.map(() => 0)),
    textArray(rows.map(() => t.auth_status)),
    boolArray(rows.map(() => t.authenticated)),
    jsonbArray(rows.map(() => t.authentication)),
    textArray(rows.map(() => null)),
  ];
}

interface Target { url: string; inboxId: string; clients: Array<{ c: Client; pid: number }>; cpu0: number[]; stored: number }

async function prepare(url: string): Promise<Target> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  const userId = randomUUID();
  const inboxId = randomUUID();
  await admin.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'bench', 'x')`, [userId, `${userId}@example.com`]);
  await admin.query(`insert into inboxes (id, user_id, address, local_part, domain, type) values ($1, $2, $3, $4, 'bench.test', 'persistent')`, [inboxId, userId, `${inboxId}@bench.test`, inboxId]);
  await admin.end();
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    const c = new Client({ connectionString: url });
    await c.connect();
    const pid = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    return { c, pid };
  }));
  // First call on every connection while the tables are (nearly) empty: the generic plans are made now, as in the service.
  for (const { c } of clients) await c.query({ name: 'ingest', text: sql, values: params(inboxId, 1) });
  // EXTRA_INBOXES=<n>: other users' inboxes, added after the plans were made (a database that grew since).
  const extra = Number(process.env.EXTRA_INBOXES ?? 0);
  if (extra > 0) {
    const c = clients[0]!.c;
    await c.query(`insert into inboxes (id, user_id, address, local_part, domain, type)
                   select gen_random_uuid(), $1, 'x' || g || '@bench.test', 'x' || g, 'bench.test', 'persistent' from generate_series(1, $2) g`, [userId, extra]);
  }
  return { url, inboxId, clients, cpu0: [], stored: 0 };
}

/**
 * Several databases (comma-separated URLs, e.g. one migrated by main and one by a branch) are
 * driven in the same run, call by call in turn, so they see the same machine load: compare them
 * with each other, not with another run.
 */
async function main(): Promise<void> {
  const targets: Target[] = [];
  for (const u of url!.split(',')) targets.push(await prepare(u));
  const perConn = Math.ceil(Number(total) / CONNECTIONS);
  // PERF=<file>: `perf record -g` on the first database's backends for the timed part.
  const perf = process.env.PERF ? spawn('perf', ['record', '-g', '-o', process.env.PERF, '-p', targets[0]!.clients.map((c) => c.pid).join(',')], { stdio: 'ignore' }) : null;
  if (perf) await new Promise((r) => setTimeout(r, 500));
  for (const target of targets) target.cpu0 = target.clients.map(({ pid }) => cpuMs(pid));
  const admin = new Client({ connectionString: targets[0]!.url });
  await admin.connect();
  // CHECKPOINT=1: start right after a checkpoint, so the first change to each page writes its full image.
  if (process.env.CHECKPOINT === '1') await admin.query('checkpoint');
  const wal0 = (await admin.query<{ l: string }>('select pg_current_wal_lsn()::text as l')).rows[0]!.l;
  const t0 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: CONNECTIONS }, async (_, k) => {
    let done = 0;
    let p = k * 7;
    while (done < perConn) {
      const n = Math.min(pattern[p++ % pattern.length]!, perConn - done);
      for (const target of targets) {
        const r = await target.clients[k]!.c.query({ name: 'ingest', text: sql, values: params(target.inboxId, n, target.url.includes('v7')) });
        target.stored += r.rowCount ?? 0;
      }
      done += n;
    }
  }));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (perf) await new Promise((r) => { perf.once('exit', r); perf.kill('SIGINT'); });
  const wal = (await admin.query<{ b: string }>('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1) as b', [wal0])).rows[0]!.b;
  const stored = targets.reduce((s, t) => s + t.stored, 0);
  process.stdout.write(`${stored} stored in ${ms.toFixed(0)} ms (WAL ${(Number(wal) / stored).toFixed(0)} B/msg over all); PG CPU per message:`);
  for (const target of targets) {
    const cpu = target.clients.reduce((s, { pid }, i) => s + cpuMs(pid) - target.cpu0[i]!, 0);
    process.stdout.write(` ${new URL(target.url).pathname.slice(1)} ${((cpu / target.stored) * 1000).toFixed(1)} µs`);
  }
  process.stdout.write('\n');
  for (const target of targets) await Promise.all(target.clients.map(({ c }) => c.end()));
  await admin.end();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
