/**
 * Runs the extractor over the real-world-style corpus in test/corpus/codes: raw RFC 5322
 * mails (7bit, quoted-printable, base64, legacy charsets, HTML-only, multipart) parsed with
 * mailparser exactly as ingestion does, compared with test/corpus/codes/expected.json
 * (file name → expected code or URL, or null when the mail holds neither).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extractVerificationCode } from './extract-verification-code';

const CORPUS_DIR = join(__dirname, '..', '..', '..', 'test', 'corpus', 'codes');

interface Outcome {
  file: string;
  expected: string | null;
  actual: string | null;
}

describe('verification-code corpus', () => {
  const expected = JSON.parse(readFileSync(join(CORPUS_DIR, 'expected.json'), 'utf8')) as Record<string, string | null>;

  it('has a manifest entry for every .eml file and vice versa', () => {
    const files = readdirSync(CORPUS_DIR)
      .filter((file) => file.endsWith('.eml'))
      .sort();
    expect(files).toEqual(Object.keys(expected).sort());
    expect(files.length).toBeGreaterThanOrEqual(70);
  });

  it('extracts the expected code or link from every mail', async () => {
    const outcomes: Outcome[] = [];
    for (const [file, want] of Object.entries(expected)) {
      const mail = await simpleParser(readFileSync(join(CORPUS_DIR, file)));
      const result = extractVerificationCode({
        subject: mail.subject ?? null,
        text: mail.text ?? null,
        html: typeof mail.html === 'string' ? mail.html : null,
      });
      outcomes.push({ file, expected: want, actual: result?.code ?? null });
    }

    const wrong = outcomes.filter((outcome) => outcome.actual !== outcome.expected);
    const right = outcomes.length - wrong.length;
    console.log(
      `verification-code corpus: ${right}/${outcomes.length} right (${((100 * right) / outcomes.length).toFixed(1)} %)` +
        wrong.map((w) => `\n  ✗ ${w.file}: expected ${JSON.stringify(w.expected)}, got ${JSON.stringify(w.actual)}`).join(''),
    );
    expect(wrong).toEqual([]);
  });
});
