import { collectAllGarbageSoon, collectYoungGarbage } from './collect-garbage';

describe('collectYoungGarbage', () => {
  it('frees the memory of Buffers nothing refers to any more', () => {
    collectYoungGarbage();
    const before = process.memoryUsage().arrayBuffers;
    // Like DATA chunks copied elsewhere: 32 MiB in 64 KiB Buffers, each dropped at once.
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += Buffer.allocUnsafeSlow(64 * 1024).fill(i).length;
    expect(sum).toBe(32 * 1024 * 1024);
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThan(16 * 1024 * 1024);
    collectYoungGarbage();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4 * 1024 * 1024);
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
