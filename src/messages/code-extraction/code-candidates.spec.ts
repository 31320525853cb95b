import { ALPHANUMERIC_HINT_RE, lineShapes, mayStartNumeric, NUMERIC_AT_RE, PREFIX_HINT_RE } from './code-candidates';
import { compactStrings, oneByteCopy } from './text-utils';

describe('the numeric pre-check', () => {
  // mayStartNumeric keeps NUMERIC_AT_RE off digit runs it cannot match; it must never skip a run
  // the pattern matches at (update it whenever NUMERIC_RE gains an alternative).
  it('never rejects a digit run where NUMERIC_AT_RE matches', () => {
    const GROUP_LENGTHS = [1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 8, 10, 11];
    const alphabet = ['1', '2', '3', '4', ' ', '-', '.', ':', 'a', 'X', '$', '%'];
    // mulberry32: a fixed seed, so that every run tries the same texts.
    let state = 12345;
    const random = (): number => {
      state = (state + 0x6d2b79f5) | 0;
      let value = Math.imul(state ^ (state >>> 15), 1 | state);
      value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
      return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
    };
    let matches = 0;
    for (let sample = 0; sample < 20000; sample++) {
      // Digit groups of 1–11 digits between single separators, so that grouped forms ("12 34 56",
      // "123-456", "1234 56") occur often.
      let text = random() < 0.3 ? alphabet[Math.floor(random() * alphabet.length)] : '';
      const groups = 1 + Math.floor(random() * 5);
      for (let group = 0; group < groups; group++) {
        const digits = GROUP_LENGTHS[Math.floor(random() * GROUP_LENGTHS.length)];
        for (let index = 0; index < digits; index++) text += String(Math.floor(random() * 10));
        text += random() < 0.7 ? (random() < 0.7 ? ' ' : '-') : alphabet[Math.floor(random() * alphabet.length)];
      }
      for (let at = 0; at < text.length; at++) {
        if (!/\d/.test(text[at]) || (at > 0 && /\d/.test(text[at - 1]))) continue;
        NUMERIC_AT_RE.lastIndex = at;
        if (!NUMERIC_AT_RE.test(text)) continue;
        matches++;
        expect({ text, at, mayStart: mayStartNumeric(text, at) }).toEqual({ text, at, mayStart: true });
      }
    }
    expect(matches).toBeGreaterThan(1000);
  });
});

describe('the line pre-checks', () => {
  // lineShapes computes by comparisons what these patterns find; the candidate scan trusts it.
  it('agree with ALPHANUMERIC_HINT_RE, PREFIX_HINT_RE and the colon test', () => {
    const alphabet = ['A', 'B', 'Z', 'K', '0', '7', '9', '-', '-', ' ', 'a', 'x', ':', '：', '.', 'É', '–'];
    let state = 777;
    const random = (below: number): number => {
      state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
      return state % below;
    };
    let hints = 0;
    for (let sample = 0; sample < 30000; sample++) {
      let text = '';
      // Runs of capitals and digits with separators, some long enough to put a pair more than 35 apart.
      for (let length = random(60); length > 0; length--) text += random(4) === 0 ? alphabet[random(alphabet.length)] : alphabet[random(7)];
      if (random(5) === 0) text = `${'A'.repeat(random(3))}${'-'.repeat(random(40))}${random(2) ? '4' : 'x'}${text}`;
      const shapes = lineShapes(text);
      if (shapes.alphanumericHint) hints++;
      const expected = { alphanumericHint: ALPHANUMERIC_HINT_RE.test(text), prefixHint: PREFIX_HINT_RE.test(text), colon: /[:：]/.test(text) };
      expect({ text, alphanumericHint: shapes.alphanumericHint, prefixHint: shapes.prefixHint, colon: shapes.colon }).toEqual({ text, ...expected });
    }
    expect(hints).toBeGreaterThan(1000);
  });
});

describe('compactStrings', () => {
  it('keeps every string exactly, lone surrogates and wide characters included', () => {
    const strings = ['Trail runner 0 – size 36', 'SKU 200000 · 1 colours', 'lone \ud800 high', 'lone \udc00 low', '😀 𝟒𝟖𝟐', '', '"quoted" \\ back\nslash\u2028'];
    expect(compactStrings(strings, 'wide – text')).toEqual(strings);
    expect(compactStrings(strings, 'latin-1 only · text')).toBe(strings);
    for (const string of strings) expect(oneByteCopy(string)).toBe(string);
  });
});
