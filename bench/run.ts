/**
 * `npm run bench [name ...]`: runs every `bench/*.bench.ts` in turn (or only those named, with
 * or without the `.bench.ts` suffix), each in its own Node process so one benchmark's load and
 * leftovers never skew the next. Exits non-zero if any benchmark failed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = __dirname;
const available = readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort();
const wanted = process.argv.slice(2).map((name) => (name.endsWith('.bench.ts') ? name : `${name.replace(/\.ts$/, '')}.bench.ts`).replace(/^bench\//, ''));
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  process.stderr.write(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}\n`);
  process.exit(2);
}
// Benchmarks start the compiled service: build it once for all of them.
const build = spawnSync('npm', ['run', 'build'], { cwd: join(dir, '..'), stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) {
  process.stderr.write('npm run build failed\n');
  process.exit(1);
}
let failed = 0;
for (const file of wanted.length ? wanted : available) {
  process.stdout.write(`\n=== ${file} ===\n`);
  const result = spawnSync(process.execPath, ['-r', '@swc-node/register', join(dir, file)], { stdio: 'inherit', env: { ...process.env, BENCH_NO_BUILD: '1' } });
  if (result.status !== 0) {
    failed++;
    process.stderr.write(`${file} failed (exit ${result.status ?? result.signal})\n`);
  }
}
process.exit(failed ? 1 : 0);
