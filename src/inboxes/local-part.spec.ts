import { generateLocalPart, isValidLocalPart } from './local-part';

describe('isValidLocalPart', () => {
  it.each(['a', 'agent', 'agent.smith', 'agent_007', 'signup+github', 'first.last-name', '0', 'x'.repeat(64), 'a.b.c', 'a-b_c+d.e'])(
    'accepts %s',
    (value) => expect(isValidLocalPart(value)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['double dot', 'a..b'],
    ['leading dot', '.ab'],
    ['trailing dot', 'ab.'],
    ['leading hyphen', '-x'],
    ['trailing plus', 'x+'],
    ['65 characters', 'x'.repeat(65)],
    ['non-ASCII', 'ünï'],
    ['space', 'a b'],
    ['upper case (callers lower-case first)', 'Agent'],
    ['at sign', 'a@b'],
    ['quote', '"a"'],
    ['comma', 'a,b'],
  ])('rejects %s', (_what, value) => expect(isValidLocalPart(value)).toBe(false));
});

describe('generateLocalPart', () => {
  it('makes valid, readable, distinct local parts', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const value = generateLocalPart();
      expect(value).toMatch(/^[a-z]+-[a-z]+-[a-z2-7]{8}$/);
      expect(isValidLocalPart(value)).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(2000);
  });
});
