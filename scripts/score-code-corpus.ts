import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extractVerificationCode } from '../src/messages/code-extraction/extract-verification-code';
(async () => {
  for (const dir of process.argv.slice(2)) {
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
    let right = 0; const wrong: string[] = [];
    for (const [file, want] of Object.entries(expected)) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const got = extractVerificationCode({ subject: mail.subject ?? null, text: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null })?.code ?? null;
      if (got === want) right++; else wrong.push(`  ✗ ${file}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
    const n = Object.keys(expected).length;
    console.log(`${dir}: ${right}/${n} = ${(100*right/n).toFixed(1)} %`);
    if (process.env.SHOW) console.log(wrong.join('\n'));
  }
})();
