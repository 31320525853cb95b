import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs a scenario on a fresh heap (a child process, so Jest's own heap and other files do not
 * trigger collections) and returns the JSON it prints last: the mark-compacts V8 ran while about
 * 60 MiB of short-lived objects were promoted to the old generation (each survives two scavenges,
 * then dies), with the watermark at `watermarkMiB` (0 = off), and those that came once the
 * allocation stopped.
 */
function scenario(watermarkMiB: number): { during: number; after: number; peakOldMiB: number } {
  const root = join(__dirname, '..', '..', '..');
  const script = `
    const { startOldGenerationWatermark, oldGenerationUsed } = require(${JSON.stringify(join(__dirname, 'old-generation-watermark'))});
    const { PerformanceObserver, constants } = require('node:perf_hooks');
    let majors = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++; }).observe({ entryTypes: ['gc'] });
    const stop = startOldGenerationWatermark(${watermarkMiB} * 1024 * 1024);
    let generations = [[], [], []];
    let peakOld = 0;
    let rounds = 0;
    const step = () => {
      // ~0.5 MiB of objects per turn, kept for three turns (long enough to be promoted).
      const fresh = [];
      for (let i = 0; i < 4000; i++) fresh.push({ i, text: 'payload ' + i + ' '.repeat(64) });
      generations = [fresh, generations[0], generations[1]];
      peakOld = Math.max(peakOld, oldGenerationUsed());
      if (++rounds < 400) setTimeout(step, 5);
      else {
        const during = majors;
        generations = null;
        setTimeout(() => { stop(); console.log(JSON.stringify({ during, after: majors - during, peakOldMiB: peakOld / 1048576 })); }, 1500);
      }
    };
    step();
  `;
  const out = execFileSync(process.execPath, ['--max-semi-space-size=1', '-r', '@swc-node/register', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as { during: number; after: number; peakOldMiB: number };
}

describe('startOldGenerationWatermark', () => {
  it('runs mark-compacts while the old generation grows past the watermark, and none once it stops growing', () => {
    const off = scenario(0);
    const on = scenario(8);
    expect(on.during).toBeGreaterThan(off.during);
    expect(on.peakOldMiB).toBeLessThan(off.peakOldMiB);
    // The flag went back: with nothing allocated, no further collections.
    expect(on.after).toBe(0);
  }, 60_000);

  it('collectOldGenerationSoon starts a mark-compact soon, far below the watermark (and none comes without it)', () => {
    // Young garbage is allocated at a steady rate (scavenges, on which V8 checks whether to start
    // marking); nothing grows the old generation towards V8's own limit, so without the request no
    // mark-compact comes. The window is long enough for a busy CI machine.
    const run = (request: boolean, windowMs: number) => {
      const script = `
        const { startOldGenerationWatermark, collectOldGenerationSoon } = require(${JSON.stringify(join(__dirname, 'old-generation-watermark'))});
        const { PerformanceObserver, constants } = require('node:perf_hooks');
        let majors = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++; }).observe({ entryTypes: ['gc'] });
        const stop = startOldGenerationWatermark(1024 * 1024 * 1024);
        // Start-up's own mark-compacts (module loading) must not fall in the window: one full collection settles the
        // heap and V8's limit; its entry arrives before the window opens.
        setTimeout(() => { global.gc(); }, 100);
        setTimeout(() => {
          const before = majors;
          if (${request}) collectOldGenerationSoon();
          let junk = [];
          const deadline = Date.now() + ${windowMs};
          const spin = () => {
            for (let i = 0; i < 20000; i++) junk.push({ i });
            if (junk.length > 100000) junk = [];
            if (majors > before || Date.now() > deadline) { stop(); console.log(JSON.stringify({ majors: majors - before })); }
            else setTimeout(spin, 5);
          };
          spin();
        }, 400);
      `;
      const root = join(__dirname, '..', '..', '..');
      const out = execFileSync(process.execPath, ['--expose-gc', '-r', '@swc-node/register', '-e', script], { cwd: root, encoding: 'utf8' });
      return (JSON.parse(out.trim().split('\n').pop()!) as { majors: number }).majors;
    };
    expect(run(false, 3000)).toBe(0);
    expect(run(true, 15000)).toBeGreaterThan(0);
  }, 60_000);
});
