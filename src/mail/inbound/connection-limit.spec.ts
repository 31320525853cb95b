import { ConnectionLimit } from './connection-limit';

describe('ConnectionLimit', () => {
  it('admits up to the limit per address, independently per address', () => {
    const limit = new ConnectionLimit(2);
    expect([limit.tryOpen('192.0.2.1'), limit.tryOpen('192.0.2.1'), limit.tryOpen('192.0.2.1')]).toEqual([true, true, false]);
    expect(limit.tryOpen('2001:db8::1')).toBe(true);
    expect(limit.count('192.0.2.1')).toBe(2);
  });

  it('frees a slot when a session closes, and forgets idle addresses', () => {
    const limit = new ConnectionLimit(1);
    expect(limit.tryOpen('198.51.100.7')).toBe(true);
    expect(limit.tryOpen('198.51.100.7')).toBe(false);
    limit.close('198.51.100.7');
    expect(limit.count('198.51.100.7')).toBe(0);
    expect(limit.tryOpen('198.51.100.7')).toBe(true);
  });

  it('never goes negative on an unmatched close, and 0 means unlimited', () => {
    const limit = new ConnectionLimit(0);
    limit.close('203.0.113.9');
    expect(limit.count('203.0.113.9')).toBe(0);
    for (let i = 0; i < 1000; i++) expect(limit.tryOpen('203.0.113.9')).toBe(true);
  });
});
