import { RETRY_MULTIPLIERS, retryDelayMs, retrySpanMs } from './retry-schedule';

describe('webhook retry schedule', () => {
  it('follows 10 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h, 12 h at the default base', () => {
    const minutes = RETRY_MULTIPLIERS.map((_, i) => retryDelayMs(i + 1, 10000, () => 0.5) / 60000);
    expect(minutes).toEqual([1 / 6, 0.5, 2, 10, 30, 60, 180, 360, 720]);
  });

  it('spans about a day over ten attempts', () => {
    const hours = retrySpanMs(10, 10000) / 3600000;
    expect(hours).toBeGreaterThan(22);
    expect(hours).toBeLessThan(24);
  });

  it('jitters by at most 20% either way', () => {
    expect(retryDelayMs(1, 10000, () => 0)).toBe(8000);
    expect(retryDelayMs(1, 10000, () => 0.999999)).toBe(12000);
    for (let i = 0; i < 200; i++) {
      const d = retryDelayMs(4, 10000);
      expect(d).toBeGreaterThanOrEqual(480000);
      expect(d).toBeLessThanOrEqual(720000);
    }
  });

  it('keeps the last step for attempts past the table and never returns zero', () => {
    expect(retryDelayMs(50, 1000, () => 0.5)).toBe(4320 * 1000);
    expect(retryDelayMs(0, 1000, () => 0.5)).toBe(1000);
    expect(retryDelayMs(1, 1, () => 0)).toBe(1);
  });

  it('scales with the base (tests use a few milliseconds)', () => {
    expect(retryDelayMs(2, 100, () => 0.5)).toBe(300);
  });
});
