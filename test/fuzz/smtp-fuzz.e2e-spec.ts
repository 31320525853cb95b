import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { SmtpSession, smtpPort } from '../support/smtp';

/**
 * Malformed MIME through real SMTP: every message gets a proper reply (never a dropped
 * connection or a hang), and every accepted one reads back through every message endpoint
 * without a 5xx. The corpus is the files of test/corpus/mime plus generated extremes.
 */
const MAX_BYTES = 4 * 1024 * 1024;
jest.setTimeout(120_000);

const CRLF = '\r\n';
const head = (to: string, subject: string, extra: string[] = []) => [`From: fuzz@example.org`, `To: ${to}`, `Subject: ${subject}`, `Message-ID: <${randomBytes(8).toString('hex')}@example.org>`, 'MIME-Version: 1.0', ...extra];

/** name -> message for `to` (latin1 strings keep raw bytes as written). */
const generated: Record<string, (to: string) => Buffer> = {
  'unterminated multipart': (to) =>
    Buffer.from([...head(to, 'Unterminated', ['Content-Type: multipart/mixed; boundary="open"']), '', '--open', 'Content-Type: text/plain', '', 'part one', '--open', 'Content-Type: text/html', '', '<p>never closed'].join(CRLF), 'latin1'),
  'three thousand nested multiparts': (to) => {
    const depth = 3000;
    const lines = head(to, 'Nested deep', [`Content-Type: multipart/mixed; boundary="b0"`]);
    lines.push('');
    for (let i = 0; i < depth; i++) lines.push(`--b${i}`, `Content-Type: multipart/mixed; boundary="b${i + 1}"`, '');
    lines.push(`--b${depth}`, 'Content-Type: text/plain', '', 'the innermost part');
    for (let i = depth; i >= 0; i--) lines.push(`--b${i}--`);
    return Buffer.from(lines.join(CRLF), 'latin1');
  },
  'five thousand sibling parts': (to) => {
    const lines = head(to, 'Many parts', ['Content-Type: multipart/mixed; boundary="s"']);
    lines.push('');
    for (let i = 0; i < 5000; i++) lines.push('--s', `Content-Type: application/octet-stream; name="f${i}.bin"`, 'Content-Transfer-Encoding: base64', '', 'AAEC');
    lines.push('--s--');
    return Buffer.from(lines.join(CRLF), 'latin1');
  },
  'twenty thousand headers': (to) => Buffer.from([...head(to, 'Many headers'), ...Array.from({ length: 20_000 }, (_, i) => `X-Filler-${i}: value ${i}`), '', 'body'].join(CRLF), 'latin1'),
  'one megabyte header line': (to) => Buffer.from([...head(to, `Long ${'s'.repeat(1024 * 1024)}`), `X-Long: ${'x'.repeat(1024 * 1024)}`, '', 'body'].join(CRLF), 'latin1'),
  'bad charsets and encodings': (to) =>
    Buffer.from(
      [
        ...head(to, '=?x-no-such-charset?B?////?= =?utf-8?Q?=ZZ=?= =?utf-7?B?K2xv?=', ['Content-Type: multipart/mixed; boundary="c"']),
        '', '--c', 'Content-Type: text/plain; charset="x-unknown-charset"', 'Content-Transfer-Encoding: quoted-printable', '', 'bad =ZZ escape =', '--c',
        'Content-Type: text/plain; charset=utf-16', 'Content-Transfer-Encoding: base64', '', '!!!not base64!!!', '--c',
        'Content-Type: text/html; charset=iso-2022-jp', 'Content-Transfer-Encoding: x-uuencode', '', 'begin 644 x', '--c',
        `Content-Type: application/pdf; ${Array.from({ length: 1000 }, (_, i) => `name*${i}*=utf-8''%FF%FE${i}`).join('; ')}`, 'Content-Transfer-Encoding: 7bit', '', '\u00ff\u00fe', '--c--',
      ].join(CRLF),
      'latin1',
    ),
  'NUL bytes everywhere': (to) => Buffer.from([...head(to, 'N\u0000U\u0000L', ['X-Nul: \u0000\u0000']), 'Content-Type: text/plain; charset=utf-8; name="\u0000.txt"', '', 'b\u0000o\u0000d\u0000y', '\u0000'.repeat(1000)].join(CRLF), 'latin1'),
  'eight-bit headers and body': (to) => Buffer.from([...head(to, 'Gr\u00fc\u00dfe \u00ff\u00fe\u0080\u009f'), 'From: M\u00fcller <m\u00fcller@ex\u00e4mple.org>', 'Content-Type: text/plain', '', 'K\u00e4se \u0080\u0081\u00ff'].join(CRLF), 'latin1'),
  'random binary': () => randomBytes(64 * 1024),
  'headers only, no blank line': (to) => Buffer.from(head(to, 'Only headers').join(CRLF), 'latin1'),
  'header lines without colons': (to) => Buffer.from([`To: ${to}`, 'this is not a header', ': empty name', 'Subject', 'Subject:', '', 'body'].join(CRLF), 'latin1'),
  'empty message': () => Buffer.alloc(0),
  'deeply nested message/rfc822': (to) => {
    let inner = ['Subject: innermost', '', 'deepest body'].join(CRLF);
    for (let i = 0; i < 500; i++) inner = [`Subject: level ${i}`, 'Content-Type: message/rfc822', '', inner].join(CRLF);
    return Buffer.from([...head(to, 'Nested rfc822', ['Content-Type: message/rfc822']), '', inner].join(CRLF), 'latin1');
  },
  'boundary is empty and repeated': (to) => Buffer.from([...head(to, 'Empty boundary', ['Content-Type: multipart/alternative; boundary=""']), '', '--', '--', '----', 'text'].join(CRLF), 'latin1'),
  'oversized message': (to) => Buffer.concat([Buffer.from([...head(to, 'Too big'), '', ''].join(CRLF)), Buffer.alloc(MAX_BYTES + 1024, 'a')]),
};

function corpusFiles(to: string): Array<[string, Buffer]> {
  const dir = join(__dirname, '..', 'corpus', 'mime');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => [`corpus ${f}`, Buffer.from(readFileSync(join(dir, f)).toString('latin1').replace(/%TO%/g, to).replace(/%MID%/g, randomBytes(6).toString('hex')), 'latin1')]);
}

describe('SMTP fuzz: malformed MIME gets a proper reply and reads back without a 5xx', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ MAX_MESSAGE_BYTES: String(MAX_BYTES), SERVICE_ROLES: 'api,smtp' });
    user = await createUser(t.api);
  });
  afterAll(() => t?.close());

  const names = [...Object.keys(generated), ...readdirSync(join(__dirname, '..', 'corpus', 'mime')).filter((f) => f.endsWith('.eml')).map((f) => `corpus ${f}`)];

  it.each(names)('%s', async (name) => {
    const inbox = (await t.api.post('/api/v1/inboxes', { type: 'temporary' }, { apiKey: user.apiKey })).body.data;
    const raw = generated[name] ? generated[name]!(inbox.address) : new Map(corpusFiles(inbox.address)).get(name)!;
    const session = await SmtpSession.open(smtpPort(t));
    let code: number;
    try {
      const result = await session.send('fuzz@example.org', [inbox.address], raw);
      code = result.data!.code;
      // A proper reply: success, or a 4xx/5xx the sender understands; and the session still works.
      expect([250, 451, 452, 552, 554]).toContain(code);
      expect((await session.command('NOOP')).code).toBe(250);
    } finally {
      await session.quit();
    }
    if (name === 'oversized message') expect(code).toBe(552);
    if (code !== 250) return;

    const auth = { apiKey: user.apiKey };
    const base = `/api/v1/inboxes/${inbox.id}`;
    const statuses: Array<[string, number]> = [];
    const get = async (path: string, options = auth as { apiKey?: string; inboxToken?: string }) => {
      const res = await t.api.get(path, options);
      statuses.push([path, res.status]);
      return res;
    };
    const list = await get(`${base}/messages`);
    expect(list.body.data).toHaveLength(1);
    const id = list.body.data[0].id as string;
    const full = await get(`${base}/messages/${id}`);
    for (const attachment of (full.body.data?.attachments ?? []).slice(0, 20)) await get(`${base}/messages/${id}/attachments/${attachment.id}`);
    await get(`${base}/messages/${id}/raw`);
    await get(`${base}/messages/latest`);
    await get(`${base}/messages/code`);
    const threads = await get(`${base}/threads`);
    for (const thread of threads.body.data ?? []) await get(`${base}/threads/${thread.id}`);
    await get(`/api/v1/public/inbox/${inbox.token}`, {});
    await get(`/api/v1/public/inbox/${inbox.token}/latest`, {});
    await get(`/api/v1/public/inbox/${inbox.token}/code`, {});
    await get(`/api/v1/public/inbox/${inbox.id}/messages`, { inboxToken: inbox.token });
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    expect(statuses.filter(([path]) => !path.endsWith('/code')).every(([, status]) => status === 200)).toBe(true);
  });
});
