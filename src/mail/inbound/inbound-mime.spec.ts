import { MAX_MIME_NODES, parseInbound } from './inbound-mime';

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
