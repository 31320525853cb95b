import { findJsonHazard, MAX_JSON_DEPTH } from './json-hazards';

function nestedObjects(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('findJsonHazard', () => {
  it('accepts ordinary bodies, including non-BMP characters made of a proper surrogate pair', () => {
    expect(findJsonHazard({ email: 'ada@example.com', name: 'Ada 😀 Lovelace', events: ['message.received'], ttl_minutes: 5 })).toBeNull();
    expect(findJsonHazard(null)).toBeNull();
    expect(findJsonHazard('plain')).toBeNull();
    expect(findJsonHazard(nestedObjects(MAX_JSON_DEPTH - 1))).toBeNull();
  });

  it('names the field holding a NUL', () => {
    expect(findJsonHazard({ email: 'a@b.c', name: 'x\u0000y' })).toEqual({ path: 'name', problem: expect.stringContaining('NUL') });
    expect(findJsonHazard({ events: ['message.received', 'a\u0000'] })).toEqual({ path: 'events[1]', problem: expect.stringContaining('NUL') });
    expect(findJsonHazard({ outer: { inner: '\u0000' } })).toEqual({ path: 'outer.inner', problem: expect.stringContaining('NUL') });
    expect(findJsonHazard('\u0000')).toEqual({ path: 'body', problem: expect.stringContaining('NUL') });
  });

  it('names the field holding a lone high or low surrogate', () => {
    expect(findJsonHazard({ email: 'a\uD800@example.com' })).toEqual({ path: 'email', problem: expect.stringContaining('surrogate') });
    expect(findJsonHazard({ to: '\uDC00x' })).toEqual({ path: 'to', problem: expect.stringContaining('surrogate') });
    expect(findJsonHazard({ to: 'x\uD83D' })).toEqual({ path: 'to', problem: expect.stringContaining('surrogate') });
    expect(findJsonHazard({ to: '\uDE00\uD83D' })).toEqual({ path: 'to', problem: expect.stringContaining('surrogate') });
  });

  it('checks field names too, without echoing the bad characters', () => {
    const hazard = findJsonHazard({ nested: { ['bad\u0000key']: 1 } });
    expect(hazard).toEqual({ path: 'nested', problem: expect.stringContaining('field name') });
  });

  it('rejects deep nesting without using the call stack (5,000 objects, 100,000 arrays)', () => {
    expect(findJsonHazard(nestedObjects(5000))).toEqual({ path: 'body', problem: `is nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect(findJsonHazard({ a: nestedArrays(100000) })).toEqual({ path: 'body', problem: `is nested deeper than ${MAX_JSON_DEPTH} levels` });
  });

  it('walks wide bodies in one pass', () => {
    const wide = { items: Array.from({ length: 200000 }, (_, i) => `item ${i}`) };
    expect(findJsonHazard(wide)).toBeNull();
  });
});
