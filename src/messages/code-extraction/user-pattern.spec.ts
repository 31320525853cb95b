import { extractWithPattern } from './extract-verification-code';
import { compileUserPattern, MAX_PATTERN_LENGTH, UserPatternError } from './user-pattern';

const problemOf = (source: string): string | null => {
  try {
    compileUserPattern(source);
    return null;
  } catch (error) {
    return error instanceof UserPatternError ? error.problem : 'other';
  }
};

describe('caller patterns', () => {
  it.each([
    ['code: (\\d{6})', null],
    ['(?<code>[A-Z0-9]{8})', null],
    ['(', 'invalid'],
    ['\\d{6}', 'capture_groups'],
    ['(\\d)(\\d)', 'capture_groups'],
    ['(a+)+$', 'unsafe'],
    ['(?:x*)*(y)', 'unsafe'],
    ['(' + 'a'.repeat(MAX_PATTERN_LENGTH) + ')', 'too_long'],
  ])('%s → %s', (source, problem) => {
    expect(problemOf(source)).toBe(problem);
  });

  it('collects the capture group of every match, and stops a pattern that runs too long', () => {
    expect(compileUserPattern('#(\\d+)').matchAll('#12 and #345')).toEqual([
      { value: '12', index: 0 },
      { value: '345', index: 8 },
    ]);
    expect(compileUserPattern('x?(y?)').matchAll('ab').length).toBeGreaterThan(0);
    const slow = compileUserPattern('(\\d+)\\d+x');
    expect(() => slow.matchAll('1'.repeat(20_000))).toThrow(expect.objectContaining({ problem: 'too_slow' }));
  });

  it('searches subject, text part, rendered HTML and HTML source in that order', () => {
    const mail = {
      subject: 'Ref AB-1',
      text: 'Your ref is AB-2.',
      html: '<p>Ref <b>AB-3</b></p><a href="https://x.example/r?ref=AB-4">open</a>',
    };
    const result = extractWithPattern(mail, compileUserPattern('(AB-\\d)'));
    expect(result.best).toEqual({ code: 'AB-1', text: 'Ref AB-1', kind: 'code' });
    expect(result.candidates.map(({ value, source, accepted }) => [value, source, accepted])).toEqual([
      ['AB-1', 'subject', true],
      ['AB-2', 'text', false],
      ['AB-3', 'html', false],
      ['AB-4', 'link', false],
    ]);
    expect(extractWithPattern(mail, compileUserPattern('href="([^"]+)"')).best).toMatchObject({ code: 'https://x.example/r?ref=AB-4', kind: 'link' });
    expect(extractWithPattern(mail, compileUserPattern('href="([^"]+)"'), { kind: 'code' }).best).toBeNull();
  });
});
