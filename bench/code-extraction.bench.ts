/**
 * `npm run bench code-extraction`: cost of code extraction per message, as the code endpoint pays
 * it (extractCandidates: render the HTML, score every candidate and link, rank them).
 *
 * 1. A 100 KB HTML mail: a marketing-style template (a table per product row with images, links,
 *    prices, SKUs) with the verification code block near the top, a big footer; goal ≤ 2 ms p99.
 * 2. Every mail of the corpora (test/corpus/codes, codes-kinds, codes-kinds-2, codes-heldout), parsed once
 *    beforehand, for the distribution over real-world sizes.
 * Knobs: BENCH_ITERATIONS (2000) for the 100 KB mail; BENCH_WARMUP (200) extractions of it before
 * the measured ones. V8 keeps optimising this code on a background thread for about 2,000–3,000
 * messages; with the default warm-up those compilations fall in the measured window and add their
 * CPU (not their wall time) to the messages they overlap. BENCH_WARMUP=3000 measures the steady
 * state of a long-running process instead.
 *
 * How garbage collection is counted: the [cpu] figure is process.cpuUsage() around each message,
 * so it includes every thread of the process. A scavenge that a message's allocations trigger runs
 * inside that message, and V8's parallel scavenger adds its helper threads' CPU time to it (on 2
 * cores the CPU time of such a message can exceed its wall time). Garbage is the extraction's own
 * cost, so it stays in. Beside it, the bench reports how many collections ran and how many
 * messages they fell in (from the `gc` performance entries), and the CPU time of the messages that
 * no collection touched: the extraction's cost without its garbage. Nothing forces a collection
 * between messages, and nothing is cached across messages.
 *
 * [main-thread cpu] (Linux): the CPU time of the thread that runs the extraction only
 * (/proc/thread-self/schedstat, in nanoseconds), without V8's helper threads: what is left of the
 * [cpu] figure when parallel scavenging, concurrent compilation and marking are taken out.
 */
import { existsSync, openSync, readFileSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import type { PerformanceEntry } from 'node:perf_hooks';
import { simpleParser } from 'mailparser';
import { CodeSource, extractCandidates } from '../src/messages/code-extraction/extract-verification-code';
import { percentile } from './bench-support';

const GOAL_P99_MS = 2;

export function bigHtmlMail(targetBytes: number): CodeSource {
  const head = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>.btn{background:#0a66c2;color:#fff}td{font-family:Arial}</style></head><body>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table width="600">
<tr><td style="padding:24px"><img src="https://cdn.shop.example/logo.png" alt="Shoply" width="120"></td></tr>
<tr><td style="padding:8px 24px;font-size:15px">Hi Alex, use this code to finish signing in to your Shoply account:</td></tr>
<tr><td align="center"><div style="font-size:30px;letter-spacing:6px;font-weight:bold;padding:12px;background:#f0f0f5">482913</div></td></tr>
<tr><td style="padding:8px 24px;font-size:13px;color:#666">This code expires in 10 minutes. If you didn't request it, ignore this email.</td></tr>
<tr><td style="padding:16px 24px;font-size:18px;font-weight:bold">Picked for you</td></tr>`;
  const rows: string[] = [];
  let size = head.length;
  for (let i = 0; size < targetBytes - 2000; i++) {
    const row = `<tr><td style="padding:12px 24px;border-top:1px solid #eee"><table width="100%"><tr>
<td width="96"><a href="https://shop.example/p/${10000 + i}?utm_source=email&amp;utm_campaign=signin"><img src="https://cdn.shop.example/p/${10000 + i}.jpg" width="96" alt="Product ${i}"></a></td>
<td style="padding-left:12px;font-size:14px"><a href="https://shop.example/p/${10000 + i}" style="color:#222;text-decoration:none"><b>Trail runner ${i} – size ${36 + (i % 12)}</b></a><br>
SKU ${200000 + i * 7} · ${(i % 5) + 1} colours<br><span style="color:#c00;font-weight:bold">$${(19 + (i % 80)).toFixed(2)}</span> <s>$${(29 + (i % 80)).toFixed(2)}</s> · save ${(i % 4) * 5 + 10}% off</td>
<td align="right"><a class="btn" href="https://shop.example/cart/add?sku=${200000 + i * 7}&amp;qty=1" style="padding:8px 12px;border-radius:4px">Add to cart</a></td>
</tr></table></td></tr>`;
    rows.push(row);
    size += row.length;
  }
  const footer = `<tr><td style="padding:24px;font-size:11px;color:#999">© 2025 Shoply Inc. · 548 Market St PMB 12345, San Francisco, CA 94104 · +1 415 555 0134<br>
<a href="https://shop.example/unsubscribe?u=Zk9xTW1Q">Unsubscribe</a> · <a href="https://shop.example/privacy">Privacy</a></td></tr></table></td></tr></table></body></html>`;
  const html = head + rows.join('\n') + footer;
  return { subject: 'Your Shoply sign-in code', text: null, html };
}


/** CPU time of the calling thread in nanoseconds (Linux), or null where /proc/thread-self/schedstat is missing. */
const threadCpuNs = ((): (() => number) | null => {
  if (!existsSync('/proc/thread-self/schedstat')) return null;
  const fd = openSync('/proc/thread-self/schedstat', 'r');
  const buffer = Buffer.alloc(64);
  return () => {
    const text = buffer.toString('latin1', 0, readSync(fd, buffer, 0, 64, 0));
    return Number(text.slice(0, text.indexOf(' ')));
  };
})();

/** Garbage collections, as the `gc` performance entries report them (delivered asynchronously). */
const collections: PerformanceEntry[] = [];

async function measure(label: string, sources: CodeSource[], rounds: number): Promise<{ p99: number; cpuP99: number }> {
  // Wall time, and the CPU time of the process (all its threads, GC helpers included): on a shared
  // machine the wall clock also counts the time other processes held the core, the CPU time only
  // what extraction itself used.
  const wall: number[] = [];
  const cpu: number[] = [];
  const threadCpu: number[] = [];
  const starts: number[] = [];
  collections.length = 0;
  for (let round = 0; round < rounds; round++) {
    for (const source of sources) {
      const threadStart = threadCpuNs?.() ?? 0;
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      extractCandidates(source);
      const end = performance.now();
      wall.push(end - start);
      starts.push(start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      if (threadCpuNs) threadCpu.push((threadCpuNs() - threadStart) / 1e6);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 50)); // let the observer deliver the entries
  // The messages a collection's pause overlapped.
  const touched = new Set<number>();
  let scavenges = 0;
  for (const gc of collections) {
    if ((gc as unknown as { detail?: { kind?: number } }).detail?.kind === 1) scavenges++; // NODE_PERFORMANCE_GC_MINOR
    for (let index = 0; index < starts.length; index++) {
      if (starts[index] <= gc.startTime + gc.duration && gc.startTime <= starts[index] + wall[index]) touched.add(index);
    }
  }
  const untouchedCpu = cpu.filter((_, index) => !touched.has(index));
  const fmt = (value: number) => value.toFixed(3).padStart(7);
  const line = (kind: string, samples: number[]): string => {
    samples.sort((a, b) => a - b);
    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    return `${`${label} [${kind}]`.padEnd(52)} n=${String(samples.length).padStart(6)}  mean=${fmt(mean)} ms  p50=${fmt(percentile(samples, 50))} ms  p99=${fmt(percentile(samples, 99))} ms  max=${fmt(samples[samples.length - 1])} ms\n`;
  };
  const gcLine =
    `${`${label} [gc]`.padEnd(52)} ${collections.length} collections (${scavenges} scavenges) during ${cpu.length} messages; ` +
    `${touched.size} messages (${((100 * touched.size) / cpu.length).toFixed(1)} %) had a pause in them\n`;
  const untouched = untouchedCpu.length ? line('cpu, messages without a GC pause', untouchedCpu) : '';
  const mainThread = threadCpu.length ? line('main-thread cpu', threadCpu) : '';
  process.stdout.write(line('wall', wall) + line('cpu', cpu) + untouched + mainThread + gcLine);
  return { p99: percentile(wall, 99), cpuP99: percentile(cpu, 99) };
}

async function corpusSources(): Promise<CodeSource[]> {
  const root = join(__dirname, '..', 'test', 'corpus');
  const sources: CodeSource[] = [];
  for (const folder of ['codes', 'codes-kinds', 'codes-kinds-2', 'codes-heldout']) {
    const dir = join(root, folder);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      sources.push({ subject: mail.subject ?? null, text: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null });
    }
  }
  return sources;
}

async function main(): Promise<void> {
  // Observed only when run as the benchmark, not when scripts import bigHtmlMail.
  new PerformanceObserver((list) => collections.push(...list.getEntries())).observe({ entryTypes: ['gc'] });
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);
  const big = bigHtmlMail(100_000);
  const answer = extractCandidates(big).best;
  if (answer?.code !== '482913') throw new Error(`100 KB mail: expected 482913, got ${JSON.stringify(answer)}`);
  process.stdout.write(`Code extraction, Node ${process.version}; 100 KB mail = ${big.html?.length} bytes of HTML\n`);

  await measure('warm-up (100 KB HTML mail)', [big], Number(process.env.BENCH_WARMUP ?? 200));
  const { p99, cpuP99 } = await measure('100 KB HTML mail', [big], iterations);
  const corpus = await corpusSources();
  await measure('warm-up (corpora)', corpus, 1);
  await measure(`corpora (${corpus.length} mails, 3 rounds)`, corpus, 3);
  const [load1] = loadavg();
  process.stdout.write(
    `goal p99 ≤ ${GOAL_P99_MS} ms for the 100 KB mail: wall ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'} (${p99.toFixed(3)} ms), ` +
      `cpu ${cpuP99 <= GOAL_P99_MS ? 'met' : 'NOT met'} (${cpuP99.toFixed(3)} ms); load average ${load1.toFixed(2)} on ${cpus().length} CPUs\n`,
  );
}

// Run when started as a benchmark; scripts/dump-code-extraction.ts imports bigHtmlMail only.
if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
