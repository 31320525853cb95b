import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parsePlain, parseWithMailparser } from './inbound-mime';

const context = { envelopeFrom: 'bounce@example.org', recipient: 'box@agents.example', host: 'mx.agents.example', maxAttachments: 3 };

/** smtp-source's message shape (the load generator of the ingest benchmarks). */
function smtpSource(lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `${i % 10}${'X'.repeat(77)}`).join('\r\n');
  return `From: <load@bench.test>\r\nTo: <load-1@bench.test>\r\nDate: Wed, 25 Nov 2026 04:12:32 +0000 (UTC)\r\nMessage-Id: <7a7f.0003.01ea@vm>\r\n\r\n${body}\r\n`;
}

const FROMS = ['<a@example.org>', 'a@example.org', 'Ada <a@example.org>', '"Ada Lovelace" <a@example.org>', 'Ada Lovelace <a@example.org>', '"Lovelace, Ada" <a@example.org>', "O'Neil <o@example.org>", 'J. Doe <j@example.org>', '"" <e@example.org>', 'Ada  Two <a@example.org>', 'a@xn--bcher-kva.example', '(comment) a@example.org', 'a@example.org (Ada)', 'undisclosed-recipients:;', 'no-at-sign', '"Quote \\" in" <q@example.org>', 'Ümlaut <u@example.org>', '=?UTF-8?Q?J=C3=BCrgen?= <j@example.org>'];
const TOS = ['box@agents.example', '<box@agents.example>', 'a@x.example, b@y.example', 'A <a@x.example>, "B" <b@y.example>', 'a@x.example,b@y.example', 'group: a@x.example;', ''];
const SUBJECTS = [null, '', 'Hello', '  padded  ', 'Re: Fwd: [list] thread', 'folded\r\n continued', 'folded  \r\n\t  tabs', '=?UTF-8?B?SGVsbG8=?=', 'Ünicode'];
const IDS = [null, '<id-1@example.org>', 'id-2@example.org', '<id-3@example.org', '  <id-4@example.org>  ', '<a b@example.org>', ''];
const REFS = [null, '<r1@example.org>', '<r1@example.org> <r2@example.org>', '<r1@example.org>\r\n <r2@example.org>', 'r1@example.org r2@example.org', ''];
const TYPES = [null, 'text/plain', 'text/plain; charset=utf-8', 'text/plain; charset="us-ascii"', 'TEXT/PLAIN; CHARSET=UTF-8', 'text/plain; charset=iso-8859-1', 'text/plain; format=flowed', 'text/html', 'multipart/alternative; boundary=x'];
const ENCODINGS = [null, '7bit', '8BIT', 'quoted-printable', 'base64'];
const BODIES = ['hello\r\n', 'hello', 'line 1\r\nline 2\r\n\r\n', '\r\nleading blank\r\n', '   \r\n', '', 'tabs\tand  spaces  \r\n', 'bare\nlf\r\n', 'bare\rcr\r\n', 'caf\u00e9\r\n', 'a=3D b\r\n', 'nul\u0000byte\r\n'];

function message(parts: { from?: string | null; to?: string | null; subject?: string | null; id?: string | null; refs?: string | null; type?: string | null; encoding?: string | null; body: string; extra?: string[] }): Buffer {
  const head: string[] = [];
  if (parts.from != null) head.push(`From: ${parts.from}`);
  if (parts.to != null) head.push(`To: ${parts.to}`);
  if (parts.subject != null) head.push(`Subject: ${parts.subject}`);
  if (parts.id != null) head.push(`Message-ID: ${parts.id}`);
  if (parts.refs != null) head.push(`References: ${parts.refs}`, `In-Reply-To: ${parts.refs.split(/\s+/)[0] ?? ''}`);
  if (parts.type != null) head.push('MIME-Version: 1.0', `Content-Type: ${parts.type}`);
  if (parts.encoding != null) head.push(`Content-Transfer-Encoding: ${parts.encoding}`);
  head.push(...(parts.extra ?? []));
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${parts.body}`, 'utf8');
}

/** Every message the cheap path takes must read exactly as mailparser reads it. */
async function expectSameAsMailparser(raw: Buffer): Promise<boolean> {
  const cheap = parsePlain(raw, context);
  if (!cheap) return false;
  expect({ raw: raw.toString('latin1'), parsed: cheap }).toEqual({ raw: raw.toString('latin1'), parsed: await parseWithMailparser(raw, context) });
  return true;
}

describe('parsePlain: the cheap path reads what mailparser reads', () => {
  it('takes smtp-source mail of every size', async () => {
    for (const lines of [1, 2, 50, 800]) expect(await expectSameAsMailparser(Buffer.from(smtpSource(lines)))).toBe(true);
  });

  it('agrees on every header variant it takes, and leaves the others to mailparser', async () => {
    let taken = 0;
    let total = 0;
    for (const from of FROMS) for (const to of TOS) {
      total++;
      if (await expectSameAsMailparser(message({ from, to, subject: 'x', id: '<i@example.org>', body: 'hello\r\n' }))) taken++;
    }
    for (const subject of SUBJECTS) for (const id of IDS) for (const refs of REFS) {
      total++;
      if (await expectSameAsMailparser(message({ from: 'a@example.org', to: 'b@example.org', subject, id, refs, body: 'hello\r\n' }))) taken++;
    }
    for (const type of TYPES) for (const encoding of ENCODINGS) for (const body of BODIES) {
      total++;
      if (await expectSameAsMailparser(message({ from: 'a@example.org', to: 'b@example.org', subject: 's', id: '<i@example.org>', type, encoding, body }))) taken++;
    }
    for (const extra of [['X-Mailer: test'], ['Received: from a', 'Received: from b'], ['Subject: second'], ['From: second@example.org'], ['Cc: c@example.org'], ['Reply-To: R <r@example.org>'], ['X-Folded: a\r\n b'], ['Bad header line'], ['Subject : spaced name']]) {
      total++;
      if (await expectSameAsMailparser(message({ from: 'a@example.org', to: 'b@example.org', subject: 's', id: '<i@example.org>', body: 'hello\r\n', extra }))) taken++;
    }
    for (const head of ['\r\n\r\nbody only', 'From: a@example.org\r\nbody without blank line', 'From: a@example.org\nTo: b@example.org\n\nLF only\n']) {
      total++;
      if (await expectSameAsMailparser(Buffer.from(head))) taken++;
    }
    // Both ways are exercised: most variants are plain enough, many are not.
    expect(taken).toBeGreaterThan(total / 4);
    expect(taken).toBeLessThan(total);
  });

  it('agrees with mailparser on every corpus mail it takes', async () => {
    const root = join(__dirname, '..', '..', '..', 'test', 'corpus');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.eml')) files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(100);
    let taken = 0;
    for (const file of files) if (await expectSameAsMailparser(readFileSync(file))) taken++;
    // The corpus is mostly HTML and multipart mail; its plain ones go the cheap way.
    expect(taken).toBeGreaterThan(50);
  });
});

describe('parsePlain with a large body left in place (textInRaw)', () => {
  const inPlace = { ...context, textInPlaceFrom: 1 };
  const textOf = (raw: Buffer, tail: number) => raw.subarray(raw.length - tail).toString('latin1').replace(/\r\n/g, '\n');

  it('takes exactly the bodies the decoded path takes, and their text is the end of the raw bytes', () => {
    let taken = 0;
    for (const body of [...BODIES, '\r\n', ' \t\r\n\x0b\x0c', 'x', 'a\r\r\n', 'end with cr\r', '\x1f', smtpSource(900).split('\r\n\r\n')[1]!]) {
      for (const type of [null, 'text/plain', 'text/html']) {
        const raw = message({ from: 'a@example.org', to: 'b@example.org', subject: 's', id: '<i@example.org>', type, body });
        const decoded = parsePlain(raw, context);
        const kept = parsePlain(raw, inPlace);
        expect({ body, kept: kept !== null }).toEqual({ body, kept: decoded !== null });
        if (!decoded || !kept) continue;
        taken++;
        expect(kept.textInRaw).toBe(raw.length - raw.indexOf('\r\n\r\n') - 4);
        expect(textOf(raw, kept.textInRaw!)).toBe(decoded.bodyText);
        expect(decoded.bodyText.startsWith(kept.bodyText)).toBe(true);
        expect({ ...kept, bodyText: '', textInRaw: null }).toEqual({ ...decoded, bodyText: '', textInRaw: null });
      }
    }
    expect(taken).toBeGreaterThan(5);
  });

  it('keeps the first characters of the text that reply text reads, and only those', () => {
    const raw = Buffer.from(smtpSource(20000));
    const decoded = parsePlain(raw, context)!;
    const kept = parsePlain(raw, inPlace)!;
    expect(decoded.bodyText.length).toBeGreaterThan(1024 * 1024);
    expect(kept.bodyText).toBe(decoded.bodyText.slice(0, 512 * 1024));
    expect(textOf(raw, kept.textInRaw!)).toBe(decoded.bodyText);
  });

  it('decodes bodies under the threshold as before', () => {
    const raw = Buffer.from(smtpSource(10));
    expect(parsePlain(raw, { ...context, textInPlaceFrom: raw.length })).toEqual(parsePlain(raw, context));
    expect(parsePlain(raw, context)!.textInRaw).toBeNull();
  });
});
