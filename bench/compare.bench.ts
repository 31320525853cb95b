/**
 * SMTP ingest side by side, in one run, on the same machine:
 *   - bare durable layer (smtp-server + mailparser + one INSERT, commit before 250),
 *   - maildev 3.0.0 (a Node mail catcher keeping mail in RAM, no durability),
 *   - this service (the compiled build started as in production, scripts/start-service.sh, roles api+smtp, NODE_ENV=production;
 *     a fresh persistent inbox owned by a user for every blast).
 * Load: Postfix `smtp-source` through the kit's `blast.sh` (COUNT messages of SIZE bytes over
 * SESSIONS parallel sessions, many messages per session). Every scenario runs BENCH_ROUNDS (3)
 * times, the three targets back to back within a round (in rotating order), and the report gives
 * the median rate per target and the ratios of the medians. Also: every 250 of the service is
 * a stored row (checked per blast), the service's peak RSS over the whole run, and one 25 MB
 * message of each shape in BENCH_BIG_KINDS (`plain,attachment`: a plain-text body, and a short text
 * part with a base64 attachment), with the service's RSS growth while ingesting it in multiples of
 * the message size.
 *
 * The kit comes from the reference folder's `setup.sh` (BENCH_KIT_SRC, default `../shared/bench`
 * beside the repository), which installs Postfix smtp-source, maildev and bare-durable.js once.
 * Knobs: BENCH_ROUNDS (3), BENCH_SCENARIOS (`4096x20x5000,4096x100x5000,65536x20x1000`:
 * size x sessions x messages), BENCH_BIG_BYTES (25000000, 0 skips), BENCH_TARGETS
 * (`bare,maildev,service`), BENCH_CPU_PROF=<dir> (V8 profile of the service), BENCH_NODE_ARGS (more
 * Node flags for the service, e.g. `--heap-prof`), BENCH_NO_BUILD=1 (use the existing dist/).
 */
import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, Pool } from 'pg';
import { SmtpSession } from '../test/support/smtp';
import { cpuProfArgs, databaseUrl, DOMAIN, freePort, PG_BASE, serviceCommand, serviceEnv, dropRedisKeys, rssMiB, bigMessage } from './bench-support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? '4096x20x5000,4096x100x5000,65536x20x1000').split(',').map((s) => {
  const [size, sessions, count] = s.split('x').map(Number);
  return { size: size!, sessions: sessions!, count: count! };
});
const BIG_BYTES = Number(process.env.BENCH_BIG_BYTES ?? 25_000_000);
const BIG_KINDS = (process.env.BENCH_BIG_KINDS ?? 'plain,attachment').split(',') as Array<'plain' | 'attachment'>;
const TARGETS = (process.env.BENCH_TARGETS ?? 'bare,maildev,service').split(',') as Array<'bare' | 'maildev' | 'service'>;
const KIT_SRC = resolve(process.env.BENCH_KIT_SRC ?? join(__dirname, '..', '..', 'shared', 'bench'));

type Target = 'bare' | 'maildev' | 'service';



const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by the PostgreSQL backends connected to one database (0 for none). */
async function backendCpuMs(admin: Client, database: string | null): Promise<number> {
  if (!database) return 0;
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
  return rows.reduce((sum, r) => sum + cpuMs(r.pid), 0);
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 60000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const session = await SmtpSession.open(port);
      await session.quit();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${what} did not listen on ${port} within 60 s`);
}

function blast(kit: string, port: number, rcpt: string, count: number, sessions: number, size: number): Promise<{ rate: number; secs: number; errors: string }> {
  return new Promise((done, fail) => {
    execFile('bash', [join(KIT_SRC, 'blast.sh'), `127.0.0.1:${port}`, rcpt, String(count), String(sessions), String(size)], { env: { ...process.env, BENCH_KIT: kit }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return fail(new Error(`blast.sh failed: ${error.message}\n${stderr}`));
      const match = /msgs_per_s=(\d+) secs=([\d.]+)/.exec(stdout);
      if (!match) return fail(new Error(`blast.sh printed no rate: ${stdout}`));
      done({ rate: Number(match[1]), secs: Number(match[2]), errors: stderr.trim() });
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(KIT_SRC, 'setup.sh'))) throw new Error(`benchmark kit not found at ${KIT_SRC} (set BENCH_KIT_SRC to the folder holding setup.sh and blast.sh)`);
  const kit = execFileSync('bash', [join(KIT_SRC, 'setup.sh')], { encoding: 'utf8' }).trim().split('\n').pop()!;
  if (process.env.BENCH_NO_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: join(__dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] });

  const admin = new Client({ connectionString: PG_BASE });
  await admin.connect();
  const tag = randomBytes(4).toString('hex');
  const serviceDb = `inbox_bench_${tag}`;
  const bareDb = `inbox_bench_bare_${tag}`;
  await admin.query(`create database "${serviceDb}"`);
  await admin.query(`create database "${bareDb}"`);
  const children: ChildProcess[] = [];
  const pool = new Pool({ connectionString: databaseUrl(serviceDb), max: 2 });
  let peakRss = 0;
  let sampler: NodeJS.Timeout | undefined;
  try {
    const ports = { bare: await freePort(), maildev: await freePort(), maildevWeb: await freePort(), service: await freePort(), http: await freePort() };
    const bare = spawn(process.execPath, [join(kit, 'bare-durable.js'), String(ports.bare), databaseUrl(bareDb)], { stdio: ['ignore', 'ignore', 'inherit'] });
    const maildev = spawn(process.execPath, [join(kit, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'), '--smtp', String(ports.maildev), '--web', String(ports.maildevWeb), '--ip', '127.0.0.1', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    // The service as deployed: the compiled build (`npm run build` first, unless BENCH_NO_BUILD=1).
    const nodeArgs = [...cpuProfArgs(), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
    const service = spawn(...serviceCommand(nodeArgs), {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: serviceEnv(serviceDb, { http: ports.http, smtp: ports.service }),
    });
    children.push(bare, maildev, service);
    await Promise.all([waitForPort(ports.bare, bare, 'bare durable layer'), waitForPort(ports.maildev, maildev, 'maildev'), waitForPort(ports.service, service, 'service')]);
    const idleRss = rssMiB(service.pid!);
    sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(service.pid!))), 50);

    // One user owning the inboxes, through the API (a real account); a fresh inbox per blast.
    const baseUrl = `http://127.0.0.1:${ports.http}`;
    const reg = await fetch(`${baseUrl}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench-${tag}@example.com`, password: 'benchmark password', name: 'Bench' }) });
    const userId = ((await reg.json()) as { data: { user: { id: string } } }).data.user.id;
    const newInbox = async () => {
      const id = randomUUID();
      const local = `load-${randomBytes(4).toString('hex')}`;
      await pool.query(`insert into inboxes (id, user_id, address, local_part, domain, type) values ($1, $2, $3, $4, $5, 'persistent')`, [id, userId, `${local}@${DOMAIN}`, local, DOMAIN]);
      return { id, address: `${local}@${DOMAIN}` };
    };

    // Warm-up: JIT and pools of every target.
    for (const target of TARGETS) {
      const inbox = await newInbox();
      await blast(kit, ports[target], target === 'service' ? inbox.address : 'warm@bench.test', 500, 10, 4096);
    }

    const rates = new Map<string, number[]>();
    const cpu = new Map<string, Array<{ own: number; pg: number }>>();
    const problems: string[] = [];
    const load: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [s, scenario] of SCENARIOS.entries()) {
        const order = TARGETS.map((_, k) => TARGETS[(k + round + s) % TARGETS.length]!);
        for (const target of order) {
          const inbox = target === 'service' ? await newInbox() : null;
          const pids = { bare: bare.pid!, maildev: maildev.pid!, service: service.pid! };
          const dbOf = { bare: bareDb, maildev: null, service: serviceDb }[target];
          const cpuBefore = cpuMs(pids[target]);
          const pgBefore = await backendCpuMs(admin, dbOf);
          const result = await blast(kit, ports[target], inbox?.address ?? 'load@bench.test', scenario.count, scenario.sessions, scenario.size);
          load.push(loadavg()[0]!);
          const key = `${scenario.size}x${scenario.sessions} ${target}`;
          rates.set(key, [...(rates.get(key) ?? []), result.rate]);
          if (result.errors) problems.push(`${key}: smtp-source said: ${result.errors.split('\n').slice(0, 3).join(' | ')}`);
          cpu.set(key, [...(cpu.get(key) ?? []), { own: (cpuMs(pids[target]) - cpuBefore) / scenario.count, pg: ((await backendCpuMs(admin, dbOf)) - pgBefore) / scenario.count }]);
          if (inbox) {
            const { rows } = await pool.query<{ n: string }>('select count(*) as n from messages where inbox_id = $1', [inbox.id]);
            if (Number(rows[0]!.n) !== scenario.count) problems.push(`${key}: ${scenario.count} sent, ${rows[0]!.n} stored`);
          }
          process.stdout.write(`round ${round + 1} ${key.padEnd(22)} ${String(result.rate).padStart(6)} msg/s (${result.secs} s)\n`);
        }
      }
    }

    const peakBlastRss = peakRss;
    // Big messages: RSS growth of the service while it ingests each, in message sizes. Two shapes:
    // a plain-text body (the cheapest case) and what a 25 MB mail usually is, a short text part
    // with a base64 attachment (mailparser's decoding path).
    const big: string[] = [];
    for (const kind of BIG_BYTES > 0 ? BIG_KINDS : []) {
      const inbox = await newInbox();
      const raw = bigMessage(kind, inbox.address, tag, BIG_BYTES);
      await new Promise((r) => setTimeout(r, 1000));
      const before = rssMiB(service.pid!);
      let peak = before;
      const bigSampler = setInterval(() => (peak = Math.max(peak, rssMiB(service.pid!))), 5);
      const session = await SmtpSession.open(ports.service);
      const t0 = Date.now();
      const sent = await session.send('big@sender.example', [inbox.address], raw);
      const ms = Date.now() - t0;
      await session.quit();
      clearInterval(bigSampler);
      const { rows } = await pool.query<{ n: string; raw: string }>('select count(*) as n, max(octet_length(r.raw)) as raw from messages m join message_raw r on r.message_id = m.id where m.inbox_id = $1', [inbox.id]);
      const mib = raw.length / 1048576;
      big.push(`${(raw.length / 1e6).toFixed(1)} MB message (${kind}): ${sent.data?.code} in ${ms} ms, stored ${rows[0]!.n} (${rows[0]!.raw} raw bytes); service RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB = +${((peak - before) / mib).toFixed(2)} × the message`);
      if (sent.data?.code !== 250 || rows[0]!.n !== '1') problems.push(`big message (${kind}): ${sent.data?.code} ${sent.data?.text}, stored ${rows[0]!.n}`);
    }
    clearInterval(sampler);

    const med = (scenario: (typeof SCENARIOS)[number], target: Target) => median(rates.get(`${scenario.size}x${scenario.sessions} ${target}`) ?? [NaN]);
    const lines = [
      '',
      `SMTP ingest side by side: median of ${ROUNDS} rounds (msg/s), ${cpus().length} CPUs, 1-min load average during the run ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
      `${'scenario'.padEnd(24)}${TARGETS.map((t) => t.padStart(10)).join('')}   service/bare  service/maildev`,
    ];
    for (const scenario of SCENARIOS) {
      const service = med(scenario, 'service');
      lines.push(
        `${`${scenario.count} × ${scenario.size / 1024} KB, ${scenario.sessions} sess`.padEnd(24)}${TARGETS.map((t) => med(scenario, t).toFixed(0).padStart(10)).join('')}   ${(service / med(scenario, 'bare')).toFixed(2).padStart(10)}×  ${(service / med(scenario, 'maildev')).toFixed(2).padStart(12)}×`,
      );
    }
    lines.push('CPU per message, median (ms): process + its PostgreSQL backends');
    for (const scenario of SCENARIOS) {
      const cell = (t: Target) => {
        const list = cpu.get(`${scenario.size}x${scenario.sessions} ${t}`) ?? [];
        return `${median(list.map((c) => c.own)).toFixed(3)} + ${median(list.map((c) => c.pg)).toFixed(3)}`.padStart(16);
      };
      lines.push(`${`${scenario.size / 1024} KB, ${scenario.sessions} sess`.padEnd(24)}${TARGETS.map(cell).join('')}`);
    }
    lines.push(`service RSS: ${idleRss.toFixed(0)} MiB after start, peak over the blasts ${peakBlastRss.toFixed(0)} MiB${big.length ? `, peak including the big messages ${peakRss.toFixed(0)} MiB` : ''}`);
    lines.push(...big);
    lines.push(problems.length ? `PROBLEMS:\n  ${problems.join('\n  ')}` : 'every 250 of the service is a stored row: OK', '');
    process.stdout.write(lines.join('\n'));
    if (problems.length) process.exitCode = 1;
  } finally {
    if (sampler) clearInterval(sampler);
    await pool.end();
    await Promise.all(children.map(stop));
    if (!process.env.BENCH_KEEP_DB) {
      await admin.query(`drop database if exists "${serviceDb}" with (force)`);
      await admin.query(`drop database if exists "${bareDb}" with (force)`);
      await dropRedisKeys(serviceDb);
    }
    await admin.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
