import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { collectAllGarbageSoon, collectYoungGarbage } from './collect-garbage';

/**
 * Runs a script on a fresh heap (a child process) and returns the JSON it prints last. V8 also
 * collects by itself once external memory has grown by 64 MiB since its last collection, so in a
 * Jest worker shared with other files the dropped Buffers below could be gone before the call
 * under test (seen once in CI); a fresh process starts that count from zero.
 */
function onFreshHeap(script: string): Record<string, number> {
  const root = join(__dirname, '..', '..', '..');
  const prelude = `const { collectYoungGarbage } = require(${JSON.stringify(join(__dirname, 'collect-garbage'))});`;
  const out = execFileSync(process.execPath, ['-r', '@swc-node/register', '-e', `${prelude}\n${script}`], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
}

describe('collectYoungGarbage', () => {
  it('frees the memory of Buffers nothing refers to any more', () => {
    const { sum, held, after } = onFreshHeap(`
      collectYoungGarbage();
      const before = process.memoryUsage().arrayBuffers;
      // Like DATA chunks copied elsewhere: 32 MiB in 64 KiB Buffers, each dropped at once.
      let sum = 0;
      for (let i = 0; i < 512; i++) sum += Buffer.allocUnsafeSlow(64 * 1024).fill(i).length;
      const held = process.memoryUsage().arrayBuffers - before;
      collectYoungGarbage();
      console.log(JSON.stringify({ sum, held, after: process.memoryUsage().arrayBuffers - before }));
    `);
    expect(sum).toBe(32 * 1024 * 1024);
    expect(held).toBeGreaterThan(16 * 1024 * 1024);
    expect(after).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('collectAllGarbageSoon', () => {
  it('frees an old Buffer nothing refers to any more, which a scavenge does not', async () => {
    let big: Buffer | null = Buffer.allocUnsafeSlow(24 * 1024 * 1024).fill(1);
    // Survives two scavenges: now in the old generation, which a scavenge does not collect.
    collectYoungGarbage();
    collectYoungGarbage();
    const before = process.memoryUsage().arrayBuffers;
    expect(big.length).toBe(24 * 1024 * 1024);
    big = null;
    collectYoungGarbage();
    expect(before - process.memoryUsage().arrayBuffers).toBeLessThan(4 * 1024 * 1024);
    collectAllGarbageSoon();
    collectAllGarbageSoon();
    const deadline = Date.now() + 5000;
    while (before - process.memoryUsage().arrayBuffers < 20 * 1024 * 1024 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(before - process.memoryUsage().arrayBuffers).toBeGreaterThanOrEqual(20 * 1024 * 1024);
  });
});
