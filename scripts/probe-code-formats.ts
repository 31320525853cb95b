/**
 * A robustness probe for code extraction without new mail: every corpus mail is also scored in
 * copies that should keep its answer (or, for the quoted reply, lose it), and the copies that do
 * not are listed (SHOW=1):
 * - textOnly / htmlOnly: its HTML or its text part dropped (mails with both);
 * - noSubject: its subject dropped;
 * - fwdGmail / fwdOutlook: forwarded under a note, with a Gmail "Forwarded message" block or an
 *   Outlook "From: / Sent:" block (mails with a text part and a code answer);
 * - fwdOwnSubject / fwdNoSubject: the same under a subject of the forwarder's own ("FW: for you") or none:
 *   the forwarded mail's "Subject:" line is then the only subject it has;
 * - quotedReply: quoted with ">" under "On … wrote:" in a reply whose new text holds no code (the
 *   answer becomes null: a code only in quoted history is no answer);
 * - replyNew: a person answers the mail with a new code inline in chat wording ("here's the new one:
 *   …", "Prueba con …", "Вот новый: …"), the mail quoted below (the new code is the answer);
 * - digits: every digit of its bodies printed in Arabic-Indic, Devanagari, fullwidth, Thai and
 *   Bengali digits (mails with a numeric code answer).
 * A mail whose code sits only in the subject or only in one part legitimately fails a copy; the
 * rest point at evidence the extractor finds in one rendering of a mail but not in another.
 *
 *   SHOW=1 node -r @swc-node/register scripts/probe-code-formats.ts test/corpus/codes-fresh-dev test/corpus/codes-fresh2-dev
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { extractVerificationCode, CodeSource } from '../src/messages/code-extraction/extract-verification-code';

const DIGIT_ZEROS: Record<string, number> = { arabic: 0x660, devanagari: 0x966, fullwidth: 0xff10, thai: 0xe50, bengali: 0x9e6 };

const REPLY_OPENERS: Record<string, string> = { en: "here's the new one: {C}", es: 'Prueba con {C}, el otro caducó.', ru: 'Вот новый: {C}', ja: '新しいのはこちら：{C}' };

type Variant = (source: CodeSource, expected: string | null) => [CodeSource, string | null] | null;

const isCode = (expected: string | null): expected is string => !!expected && !/^https?:\/\//i.test(expected);

const VARIANTS: Record<string, Variant> = {
  textOnly: (s, e) => (s.text && s.html ? [{ subject: s.subject, text: s.text }, e] : null),
  htmlOnly: (s, e) => (s.text && s.html ? [{ subject: s.subject, html: s.html }, e] : null),
  noSubject: (s, e) => [{ text: s.text, html: s.html }, e],
  fwdGmail: (s, e) =>
    s.text && isCode(e)
      ? [{ subject: `Fwd: ${s.subject ?? ''}`, text: `FYI, see below.\n\n---------- Forwarded message ---------\nFrom: Sender <no-reply@sender.example>\nDate: Mon, 4 Mar 2024 at 10:02\nSubject: ${s.subject ?? ''}\nTo: Dana <dana@example.com>\n\n${s.text}` }, e]
      : null,
  fwdOutlook: (s, e) =>
    s.text && isCode(e)
      ? [{ subject: `FW: ${s.subject ?? ''}`, text: `Can you enter this for me?\n\nFrom: Sender <no-reply@sender.example>\nSent: Monday, March 4, 2024 10:02 AM\nTo: Dana <dana@example.com>\nSubject: ${s.subject ?? ''}\n\n${s.text}` }, e]
      : null,
  // Forwarded under a subject of the forwarder's own ("FW: for you", none at all): the forwarded mail's own header
  // block ("Subject: …") says what it is about, as its subject did.
  fwdOwnSubject: (s, e) =>
    s.text && isCode(e)
      ? [{ subject: 'FW: for you', text: `Can you enter this for me?\n\nFrom: Sender <no-reply@sender.example>\nSent: Monday, March 4, 2024 10:02 AM\nTo: Dana <dana@example.com>\nSubject: ${s.subject ?? ''}\n\n${s.text}` }, e]
      : null,
  fwdNoSubject: (s, e) =>
    s.text && isCode(e)
      ? [{ text: `FYI\n\n---------- Forwarded message ---------\nFrom: Sender <no-reply@sender.example>\nDate: Mon, 4 Mar 2024 at 10:02\nSubject: ${s.subject ?? ''}\nTo: Dana <dana@example.com>\n\n${s.text}` }, e]
      : null,
  quotedReply: (s, e) =>
    s.text && isCode(e)
      ? [{ subject: `Re: ${s.subject ?? ''}`, text: `Thanks, that worked.\n\nOn Mon, 4 Mar 2024 at 10:02, Sender <no-reply@sender.example> wrote:\n${s.text.split('\n').map((line) => `> ${line}`).join('\n')}` }, null]
      : null,
  // A person answers the mail with a new code, inline, in chat wording (the new code is the answer).
  ...Object.fromEntries(
    Object.entries(REPLY_OPENERS).map(([name, opener]): [string, Variant] => [
      `replyNew:${name}`,
      (s, e) => {
        if (!s.text || !e || !/^\d{6}$/.test(e)) return null;
        const fresh = e.slice(3) + e.slice(0, 3) === e ? '918274' : e.slice(3) + e.slice(0, 3);
        const quoted = s.text.split('\n').map((line) => `> ${line}`).join('\n');
        return [{ subject: `Re: ${s.subject ?? ''}`, text: `${opener.replace('{C}', fresh)}\n\nOn Mon, 4 Mar 2024 at 10:02, Sender <no-reply@sender.example> wrote:\n${quoted}` }, fresh];
      },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(DIGIT_ZEROS).map(([name, zero]): [string, Variant] => {
      const convert = (text: string): string => text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
      return [
        `digits:${name}`,
        (s, e) =>
          e && /^\d{4,10}$/.test(e)
            ? [{ subject: s.subject, text: s.text ? convert(s.text) : s.text, html: s.html ? s.html.replace(/>([^<]*)</g, (_all, text: string) => `>${convert(text)}<`) : s.html }, e]
            : null,
      ];
    }),
  ),
};

(async () => {
  for (const dir of process.argv.slice(2)) {
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, string | null>;
    const counts: Record<string, [number, number]> = {};
    for (const [file, want] of Object.entries(expected)) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const source: CodeSource = { subject: mail.subject ?? null, text: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null };
      for (const [name, variant] of Object.entries(VARIANTS)) {
        const copy = variant(source, want);
        if (!copy) continue;
        const got = extractVerificationCode(copy[0])?.code ?? null;
        counts[name] ??= [0, 0];
        counts[name][1]++;
        if (got === copy[1]) counts[name][0]++;
        else if (process.env.SHOW) console.log(`  ${name} ${file}: expected ${JSON.stringify(copy[1])}, got ${JSON.stringify(got)}`);
      }
    }
    console.log(`${dir}: ${Object.entries(counts).map(([name, [right, total]]) => `${name} ${right}/${total}`).join(', ')}`);
  }
})();
