import { isUUID } from 'class-validator';
import { uuidV7 } from './uuid-v7';

describe('uuidV7', () => {
  it('is a version 7 UUID (RFC 9562 variant) carrying the time in its first 48 bits', () => {
    const now = Date.UTC(2026, 10, 25, 9, 30);
    const id = uuidV7(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(now);
    expect(isUUID(id)).toBe(true);
  });

  it('sorts by creation time and never repeats', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => uuidV7(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 10; i < ids.length; i += 10) expect(ids[i - 1]! < ids[i]!).toBe(true);
  });
});
