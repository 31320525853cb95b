import * as keywords from './keywords';
import { forTestOnly, prefixTester } from './test-patterns';

describe('forTestOnly', () => {
  it('merges the literal alternatives of each alternation into a trie and keeps the others', () => {
    expect(forTestOnly(/verif|verify|confirm|activat|con-?firm/i).source).toBe('verif(?:y|)|confirm|activat|con-?firm');
    expect(forTestOnly(/(?<![\p{L}])(?:legal|terms|term)(?![\p{L}])/iu).source).toBe('(?<![\\p{L}])(?:legal|term(?:s|))(?![\\p{L}])');
    // Fewer than three literal alternatives: written back as they were.
    expect(forTestOnly(/ab|cd|e+/).source).toBe('ab|cd|e+');
    // Escaped syntax characters are literals, and written back escaped.
    expect(forTestOnly(/\/legal|\/help|\/faq\?/).source).toBe('\\/(?:legal|help|faq\\?)');
    expect(forTestOnly(/a|b|c/g).flags).toBe('g');
    expect(forTestOnly(/a|b|c/i, 'iy').flags).toBe('iy');
  });

  it('merges alternatives that share their first piece and their rest around a group', () => {
    expect(forTestOnly(/(?<!\p{L})(?:legal|terms)(?!\p{L})|x+|(?<!\p{L})(?:deny|not me|term)(?!\p{L})/iu).source).toBe(
      '(?<!\\p{L})(?:legal|term(?:s|)|deny|not me)(?!\\p{L})|x+',
    );
  });

  it('leaves a pattern with a back-reference as it is', () => {
    expect(forTestOnly(/(a)|b|c|d\1/).source).toBe('(a)|b|c|d\\1');
  });

  // Every word pattern of keywords.ts, on random texts made of its own words and of URL and
  // sentence punctuation in both cases: the copy matches exactly when the pattern does.
  const patterns = Object.entries(keywords).filter((entry): entry is [string, RegExp] => entry[1] instanceof RegExp);
  it.each(patterns.map(([name]) => name))('answers test() as %s does', (name) => {
    const pattern = patterns.find(([other]) => other === name)![1];
    const original = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    const copy = forTestOnly(original);
    const words = pattern.source.split(/[|()?:\\[\]{}*+^$]/).filter((word) => word.length > 1);
    const pieces = [...words, ' ', '/', '?', '&', '=', '-', '_', '.', ':', '1234', 'é', 'Ä', 'x', '\n'];
    let seed = 7;
    const random = (below: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % below;
    };
    for (let index = 0; index < 3000; index++) {
      let text = '';
      for (let count = 1 + random(5); count > 0; count--) {
        let piece = pieces[random(pieces.length)];
        if (random(3) === 0) piece = piece.toUpperCase();
        if (random(4) === 0) piece = piece.slice(random(piece.length));
        text += piece;
      }
      const expected = original.test(text);
      if (copy.test(text) !== expected) throw new Error(`${name} differs on ${JSON.stringify(text)}: ${expected}`);
    }
    expect(copy.flags).toBe(original.flags);
  });
});

describe('prefixTester', () => {
  // What it answers is pattern.test(text.slice(start, start + length)), whether it tries a sticky copy first or not.
  it.each([keywords.ENTRY_VERB_AFTER_RE, /^\s?(?:ab|abc)x?/, /^ab$/, /^(?=a)ab/, /^a|b/, /^a\b/, /^[|]b/u])('answers as the slice test for %s', (pattern) => {
    const test = prefixTester(pattern);
    const pieces = ['a', 'b', 'c', 'x', ' ', '|', 'を', '入力', '입력', 'girin', 'giriniz', 'दर्ज कर', '12'];
    let seed = 11;
    const random = (below: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed % below;
    };
    for (let sample = 0; sample < 3000; sample++) {
      let text = '';
      for (let count = random(8); count > 0; count--) text += pieces[random(pieces.length)];
      const start = random(text.length + 1);
      const length = random(14);
      expect([text, start, length, test(text, start, length)]).toEqual([text, start, length, pattern.test(text.slice(start, start + length))]);
    }
  });
});
