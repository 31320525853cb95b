import { randomBytes } from 'node:crypto';
import { MAX_MIME_NODES, ParsedInbound, parseInbound } from './inbound-mime';

const context = { envelopeFrom: 'bounce@example.org', recipient: 'box@agents.example', host: 'mx.agents.example', maxAttachments: 3 };

function mail(from: string, parts: number): Buffer {
  const lines = [`From: ${from}`, 'To: box@agents.example', 'Subject: parts', 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="b"', '', '--b', 'Content-Type: text/plain', '', 'hello'];
  for (let i = 0; i < parts; i++) lines.push('--b', `Content-Type: text/csv; name="f${i}.csv"`, `Content-Disposition: attachment; filename="f${i}.csv"`, '', `n,${i}`);
  lines.push('--b--', '');
  return Buffer.from(lines.join('\r\n'));
}

describe('parseInbound: sender name and the attachment cap', () => {
  it.each([
    ['"Ada Lovelace" <ada@example.org>', 'Ada Lovelace'],
    ['=?UTF-8?Q?J=C3=BCrgen_M=C3=BCller?= <j@example.org>', 'Jürgen Müller'],
    ['"  Spaced \t Out  " <s@example.org>', 'Spaced Out'],
    ['bare@example.org', null],
    ['<angle@example.org>', null],
  ])('From %j has the display name %j', async (from, name) => {
    const parsed = await parseInbound(mail(from, 0), context);
    expect(parsed.fromName).toBe(name);
    expect(parsed.from).toMatch(/@example\.org$/);
  });

  it('keeps the first maxAttachments attachments and counts the rest as skipped', async () => {
    const parsed = await parseInbound(mail('a@example.org', 5), context);
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['f0.csv', 'f1.csv', 'f2.csv']);
    expect(parsed.skippedParts).toBe(2);
    expect(parsed.bodyText.trim()).toBe('hello');
  });

  it('reads past mailparser\'s default of 1,000 parts', async () => {
    const parsed = await parseInbound(mail('a@example.org', 1500), { ...context, maxAttachments: 2000 });
    expect(parsed.attachments).toHaveLength(1500);
    expect(parsed.skippedParts).toBe(0);
  });

  it('stores a mail past MAX_MIME_NODES as text and counts its parts as skipped', async () => {
    const parsed = await parseInbound(mail('a@example.org', MAX_MIME_NODES + 10), context);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.subject).toBe('parts');
    expect(parsed.skippedParts).toBe(MAX_MIME_NODES + 11);
  });
});

/** base64 of `bytes` in lines of 76 characters. */
function b64(bytes: Buffer, eol = '\r\n'): string {
  return (bytes.toString('base64').match(/.{1,76}/g) ?? []).join(eol);
}

/** What the API shows of a reading: attachments with their decoded bytes (from the raw when left there). */
function shown(parsed: ParsedInbound, raw: Buffer) {
  return {
    ...parsed,
    attachments: parsed.attachments.map(({ inRaw, content, ...rest }) => ({
      ...rest,
      bytes: inRaw ? Buffer.from(raw.subarray(raw.length - inRaw.fromEnd, raw.length - inRaw.fromEnd + inRaw.length).toString('latin1'), 'base64') : content,
    })),
  };
}

describe('parseInbound: large base64 bodies left in the raw bytes', () => {
  const inPlace = { ...context, maxAttachments: 10, attachmentsInPlaceFrom: 0 };
  const head = 'From: "Ada" <ada@example.org>\r\nTo: box@agents.example\r\nSubject: files\r\nMessage-ID: <files@example.org>\r\nMIME-Version: 1.0\r\n';
  const pdf = randomBytes(200 * 1024 + 2); // ends in '=='
  const png = randomBytes(100 * 1024 + 1); // ends in '='

  const cases: Array<[string, Buffer, number]> = [
    [
      'a text part and a PDF',
      Buffer.from(`${head}Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThe report is attached.\r\n--b\r\nContent-Type: application/pdf; name="report.pdf"\r\nContent-Disposition: attachment; filename="report.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n--b--\r\n`, 'latin1'),
      1,
    ],
    [
      'bare LF lines, an HTML part and an inline image of multipart/related, a small attachment',
      Buffer.from(
        `${head}Content-Type: multipart/related; boundary=r\n\n--r\nContent-Type: text/html; charset=utf-8\n\n<p>Chart: <img src="cid:chart@x"></p>\n--r\nContent-Type: image/png\nContent-ID: <chart@x>\nContent-Transfer-Encoding: base64\n\n${b64(png, '\n')}\n\n--r\nContent-Type: text/csv; name=small.csv\nContent-Disposition: attachment; filename=small.csv\nContent-Transfer-Encoding: base64\n\n${b64(Buffer.from('a,b\n1,2\n'))}\n--r--\n`,
        'latin1',
      ),
      1,
    ],
    [
      'a single-part PDF',
      Buffer.from(`${head}Content-Type: application/pdf\r\nContent-Disposition: attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n`, 'latin1'),
      1,
    ],
    [
      'a large base64 text body (read in full) beside a PDF',
      Buffer.from(`${head}Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(Buffer.from('Grüße '.repeat(20000)))}\r\n--b\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n--b--\r\n`, 'latin1'),
      1,
    ],
    [
      'an attachment whose base64 lacks its last character (read in full)',
      Buffer.from(`${head}Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf).slice(0, -1)}\r\n--b--\r\n`, 'latin1'),
      0,
    ],
    [
      'base64-looking text in a 7bit part (read in full)',
      Buffer.from(`${head}Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nThe key:\r\n\r\n${b64(png)}\r\n--b--\r\n`, 'latin1'),
      0,
    ],
    [
      'an attached message with a PDF inside',
      Buffer.from(`${head}Content-Type: multipart/mixed; boundary=o\r\n\r\n--o\r\nContent-Type: text/plain\r\n\r\nForwarded.\r\n--o\r\nContent-Type: message/rfc822\r\n\r\nSubject: inner\r\nContent-Type: multipart/mixed; boundary=i\r\n\r\n--i\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n--i--\r\n\r\n--o--\r\n`, 'latin1'),
      -1,
    ],
    [
      'two large attachments past the attachment cap of one',
      Buffer.from(`${head}Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(pdf)}\r\n--b\r\nContent-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(png)}\r\n--b--\r\n`, 'latin1'),
      -1,
    ],
  ];

  it.each(cases)('%s: reads as mailparser reads the whole message', async (_, raw, leftInRaw) => {
    for (const maxAttachments of [10, 1]) {
      const full = await parseInbound(raw, { ...context, maxAttachments });
      const parsed = await parseInbound(raw, { ...inPlace, maxAttachments });
      expect(shown(parsed, raw)).toEqual(shown(full, raw));
      expect(full.attachments.every((a) => a.inRaw === null)).toBe(true);
      if (leftInRaw >= 0 && maxAttachments === 10) expect(parsed.attachments.filter((a) => a.inRaw)).toHaveLength(leftInRaw);
      for (const a of parsed.attachments.filter((x) => x.inRaw)) expect(a.content).toHaveLength(0);
    }
  });

  it('leaves base64 bodies alone below attachmentsInPlaceFrom', async () => {
    const raw = cases[0]![1];
    const parsed = await parseInbound(raw, { ...inPlace, attachmentsInPlaceFrom: raw.length + 1 });
    expect(parsed.attachments.map((a) => [a.inRaw, a.content.length])).toEqual([[null, pdf.length]]);
  });
});
