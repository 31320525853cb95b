/**
 * A robustness probe for code extraction without new mail: every corpus mail is also scored as a
 * text-only copy (its HTML dropped), an HTML-only copy (its text dropped) and without its subject,
 * and the copies that no longer give the expected answer are listed (SHOW=1). A mail whose code
 * sits only in the subject or only in one part legitimately fails a copy; the rest point at
 * evidence the extractor finds in one rendering of a mail but not in another.
 *
 *   SHOW=1 node -r @swc-node/register scripts/probe-code-formats.ts test/corpus/codes-fresh-dev test/corpus/codes-fresh2-dev
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extractVerificationCode, CodeSource } from '../src/messages/code-extraction/extract-verification-code';
(async () => {
  const variants: Record<string, (s: CodeSource) => CodeSource | null> = {
    textOnly: (s) => (s.text && s.html ? { subject: s.subject, text: s.text } : null),
    htmlOnly: (s) => (s.text && s.html ? { subject: s.subject, html: s.html } : null),
    noSubject: (s) => ({ text: s.text, html: s.html }),
  };
  for (const dir of process.argv.slice(2)) {
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
    const counts: Record<string, [number, number]> = {};
    for (const [file, want] of Object.entries(expected)) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const src: CodeSource = { subject: mail.subject ?? null, text: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null };
      for (const [name, f] of Object.entries(variants)) {
        const v = f(src); if (!v) continue;
        const got = extractVerificationCode(v)?.code ?? null;
        counts[name] ??= [0, 0]; counts[name][1]++;
        if (got === want) counts[name][0]++; else if (process.env.SHOW) console.log(`  ${name} ${file}: want ${JSON.stringify(want)?.slice(0,60)} got ${JSON.stringify(got)?.slice(0,60)}`);
      }
    }
    console.log(dir, JSON.stringify(counts));
  }
})();
