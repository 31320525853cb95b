import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { startTestApp, TestApp } from '../support/harness';
import { createUser } from '../support/factories';
import { buildMail, sendRawMail, SmtpSession, smtpPort } from '../support/smtp';
import { BIG_MESSAGE_BYTES } from '../../src/mail/inbound/inbound-store';
import { parsePlainMessage } from '../../src/mail/inbound/plain-mime';
import { parseInbound } from '../../src/mail/inbound/inbound-mime';

jest.setTimeout(90000);

/**
 * Messages of BIG_MESSAGE_BYTES or more take their own storage path (committed alone, raw, text,
 * HTML and each attachment written by statements of their own): what is stored must be exactly
 * what the ordinary path stores.
 */
describe('Large messages (real SMTP, Postgres)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await startTestApp({ MAX_MESSAGE_BYTES: String(8 * 1024 * 1024) });
    owner = await createUser(t.api);
  });
  afterAll(async () => {
    await t?.close();
  });

  const tag = () => randomBytes(4).toString('hex');

  async function createInbox(): Promise<{ id: string; address: string }> {
    const id = randomUUID();
    const local = `big-${tag()}`;
    await t.sql(`insert into inboxes (id, user_id, address, local_part, domain, type) values ($1, $2, $3, $4, $5, 'persistent')`, [id, owner.id, `${local}@${t.config.mailDomain}`, local, t.config.mailDomain]);
    return { id, address: `${local}@${t.config.mailDomain}` };
  }

  it('stores a large message byte-exact with its text, HTML and attachments, one copy per recipient, beside small ones', async () => {
    const [a, b] = [await createInbox(), await createInbox()];
    // Non-ASCII text (UTF-8 on the wire), so byte and character lengths differ.
    const paragraph = 'Grüße aus Köln – the quarterly numbers, line by line. ';
    const text = paragraph.repeat(Math.ceil((BIG_MESSAGE_BYTES * 1.2) / paragraph.length));
    const attachment = randomBytes(300 * 1024);
    const raw = await buildMail({
      from: 'Big Sender <big@example.org>',
      to: [a.address, b.address],
      subject: 'Large report',
      text,
      html: `<p>${text}</p>`,
      messageId: `<large-${tag()}@example.org>`,
      attachments: [
        { filename: 'blob.bin', content: attachment, contentType: 'application/octet-stream' },
        { filename: 'notes.txt', content: 'small attachment', contentType: 'text/plain' },
      ],
    });
    expect(raw.length).toBeGreaterThan(BIG_MESSAGE_BYTES);

    // Small messages in flight at the same time go into other batches.
    const smalls = Array.from({ length: 5 }, async (_, i) => {
      const session = await SmtpSession.open(smtpPort(t));
      try {
        return await session.send('small@example.org', [a.address], `From: <small@example.org>\r\nTo: <${a.address}>\r\nSubject: small ${i}\r\nMessage-ID: <small-${i}-${tag()}@example.org>\r\n\r\nsmall ${i}\r\n`);
      } finally {
        await session.quit();
      }
    });
    const [reply, ...small] = await Promise.all([sendRawMail(t, { from: 'bounce@example.org', to: [a.address, b.address], raw }), ...smalls]);
    expect(reply.code).toBe(250);
    expect(small.map((s) => s.data?.code)).toEqual([250, 250, 250, 250, 250]);

    const rows = await t.sql<{ id: string; inbox_id: string; body_text: string; body_html: string; size_bytes: number; attachment_count: number; raw: Buffer }>(
      `select m.id, m.inbox_id, m.body_text, m.body_html, m.size_bytes, m.attachment_count, r.raw
         from messages m join message_raw r on r.message_id = m.id where m.subject = 'Large report' and m.inbox_id = any($1::uuid[])`,
      [[a.id, b.id]],
    );
    expect(rows.map((r) => r.inbox_id).sort()).toEqual([a.id, b.id].sort());
    for (const row of rows) {
      const trace = row.raw.subarray(0, row.raw.length - raw.length).toString('latin1');
      expect(trace).toMatch(/^Received: from \S+ \(\[127\.0\.0\.1\]\)\r\n\tby mx\.agents\.test with ESMTP id [^;]+;\r\n\t[^\r\n]+\r\n$/);
      expect(row.raw.subarray(trace.length).equals(raw)).toBe(true);
      expect(row.size_bytes).toBe(row.raw.length);
      expect(row.body_text.trim()).toBe(text.trim());
      expect(row.body_html).toContain(text.slice(0, 1000));
      expect(row.attachment_count).toBe(2);
      const attachments = await t.sql<{ filename: string; size_bytes: number; content: Buffer }>(`select filename, size_bytes, content from attachments where message_id = $1 order by filename`, [row.id]);
      expect(attachments.map((x) => [x.filename, x.size_bytes])).toEqual([
        ['blob.bin', attachment.length],
        ['notes.txt', 16],
      ]);
      expect(attachments[0]!.content.equals(attachment)).toBe(true);
    }
    const smallRows = await t.sql<{ n: string }>(`select count(*) as n from messages where inbox_id = $1 and subject like 'small %' and body_text like 'small %'`, [a.id]);
    expect(Number(smallRows[0]!.n)).toBe(5);

    // Readable over HTTP as a whole, like any message.
    const mine = rows.find((r) => r.inbox_id === a.id)!;
    const res = await t.api.get(`/api/v1/inboxes/${a.id}/messages/${mine.id}`, { apiKey: owner.apiKey });
    expect(res.status).toBe(200);
    expect((res.body.data.body_text as string).trim()).toBe(text.trim());

    // A retry of the same large message is stored once.
    const again = await sendRawMail(t, { from: 'bounce@example.org', to: [a.address], raw });
    expect(again.code).toBe(250);
    expect(again.text).toContain(mine.id);
    const count = await t.sql<{ n: string }>(`select count(*) as n from messages where inbox_id = $1 and subject = 'Large report'`, [a.id]);
    expect(Number(count[0]!.n)).toBe(1);
  });

  it('stores a large plain ASCII message byte-exact, its text derived from the raw bytes as the small path reads it', async () => {
    const [a, b] = [await createInbox(), await createInbox()];
    const lines = ['Thanks, the numbers are below.', '', 'On Tue, 24 Nov 2026, Ada <ada@example.org> wrote:', '> the old question', '', '\tindented and  spaced  ', ''];
    for (let i = 0, size = 0; size < BIG_MESSAGE_BYTES * 2.5; i++) size += lines[lines.push(`${i} ${'x'.repeat(i % 90)}`) - 1]!.length + 2;
    const body = `${lines.join('\r\n')}\r\n\r\n`;
    const raw = Buffer.from(`From: Plain Sender <plain@example.org>\r\nTo: <${a.address}>, <${b.address}>\r\nSubject: Large plain\r\nMessage-ID: <plain-${tag()}@example.org>\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\n${body}`, 'latin1');
    const expected = parsePlainMessage(raw)!.text;
    expect(expected.length).toBeGreaterThan(BIG_MESSAGE_BYTES * 2);

    const reply = await sendRawMail(t, { from: 'bounce@example.org', to: [a.address, b.address], raw });
    expect(reply.code).toBe(250);
    const rows = await t.sql<{ id: string; inbox_id: string; body_text: string; size_bytes: number; tail_sha: string }>(
      `select m.id, m.inbox_id, m.body_text, m.size_bytes, encode(sha256(substring(r.raw from octet_length(r.raw) - $2 + 1)), 'hex') as tail_sha
         from messages m join message_raw r on r.message_id = m.id where m.subject = 'Large plain' and m.inbox_id = any($1::uuid[])`,
      [[a.id, b.id], raw.length],
    );
    expect(rows.map((r) => r.inbox_id).sort()).toEqual([a.id, b.id].sort());
    for (const row of rows) {
      expect(row.tail_sha).toBe(createHash('sha256').update(raw).digest('hex'));
      expect(row.body_text).toBe(expected);
    }
    const mine = rows.find((r) => r.inbox_id === a.id)!;
    const res = await t.api.get(`/api/v1/inboxes/${a.id}/messages/${mine.id}`, { apiKey: owner.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.data.body_text).toBe(expected);
    expect(res.body.data.from_name).toBe('Plain Sender');
  });
  it('stores a multipart message with multi-MB base64 attachments byte-exact, the attachments as the ordinary path stores them', async () => {
    const [a, b] = [await createInbox(), await createInbox()];
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const b64 = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
    const pdf = randomBytes(4 * 1024 * 1024 + 1); // its base64 ends in '='
    const png = randomBytes(300 * 1024);
    const boundary = `mixed-${tag()}`;
    const related = `related-${tag()}`;
    const raw = Buffer.from(
      [
        'From: "Report Bot" <reports@example.org>',
        `To: <${a.address}>, <${b.address}>`,
        'Subject: Quarterly report',
        `Message-ID: <report-${tag()}@example.org>`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        `Content-Type: multipart/related; boundary="${related}"`,
        '',
        `--${related}`,
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        '<p>Gr=C3=BC=C3=9Fe, the chart: <img src=3D"cid:chart@example.org"></p>',
        `--${related}`,
        'Content-Type: image/png',
        'Content-ID: <chart@example.org>',
        'Content-Disposition: inline; filename="chart.png"',
        'Content-Transfer-Encoding: base64',
        '',
        b64(png),
        `--${related}--`,
        '',
        `--${boundary}`,
        'Content-Type: application/pdf; name="report.pdf"',
        "Content-Disposition: attachment; filename*=UTF-8''r%C3%A9port%20Q3.pdf",
        'Content-Transfer-Encoding: base64',
        '',
        b64(pdf),
        `--${boundary}`,
        'Content-Type: text/csv; charset=utf-8; name="numbers.csv"',
        'Content-Disposition: attachment; filename="numbers.csv"',
        'Content-Transfer-Encoding: base64',
        '',
        b64(Buffer.from('quarter,total\nQ3,42\n')),
        `--${boundary}--`,
        '',
      ].join('\r\n'),
      'latin1',
    );
    expect(raw.length).toBeGreaterThan(BIG_MESSAGE_BYTES * 4);
    // What the ordinary path (mailparser decoding every attachment) reads.
    const expected = await parseInbound(raw, { envelopeFrom: 'bounce@example.org', recipient: a.address, host: 'mx', maxAttachments: 100 });
    expect(expected.attachments.map((x) => x.size).sort((x, y) => x - y)).toEqual([20, png.length, pdf.length]);
    // The service's reading leaves the two big bodies in the raw bytes (PostgreSQL decodes them), the small one not.
    const inPlace = await parseInbound(raw, { envelopeFrom: 'bounce@example.org', recipient: a.address, host: 'mx', maxAttachments: 100, attachmentsInPlaceFrom: BIG_MESSAGE_BYTES });
    expect(inPlace.attachments.map((x) => [x.filename, x.inRaw !== null, x.size])).toEqual(expected.attachments.map((x) => [x.filename, x.size > 100000, x.size]));

    const reply = await sendRawMail(t, { from: 'bounce@example.org', to: [a.address, b.address], raw });
    expect(reply.code).toBe(250);
    const rows = await t.sql<{ id: string; inbox_id: string; body_text: string; body_html: string; attachment_count: number; tail_sha: string }>(
      `select m.id, m.inbox_id, m.body_text, m.body_html, m.attachment_count, encode(sha256(substring(r.raw from octet_length(r.raw) - $2 + 1)), 'hex') as tail_sha
         from messages m join message_raw r on r.message_id = m.id where m.subject = 'Quarterly report' and m.inbox_id = any($1::uuid[])`,
      [[a.id, b.id], raw.length],
    );
    expect(rows.map((r) => r.inbox_id).sort()).toEqual([a.id, b.id].sort());
    const byName = (x: { filename: string | null }, y: { filename: string | null }) => String(x.filename).localeCompare(String(y.filename));
    const want = expected.attachments.map((x) => ({ filename: x.filename, content_type: x.contentType, size_bytes: x.size, content_id: x.contentId, disposition: x.disposition, sha: sha(x.content) })).sort(byName);
    expect(want.map((x) => x.filename)).toEqual(['chart.png', 'numbers.csv', 'réport Q3.pdf']);
    expect(want.map((x) => x.sha)).toEqual([sha(png), sha(Buffer.from('quarter,total\nQ3,42\n')), sha(pdf)]);
    for (const row of rows) {
      expect(row.tail_sha).toBe(sha(raw));
      expect(row.body_text).toBe(expected.bodyText);
      expect(row.body_html).toBe(expected.bodyHtml);
      expect(row.attachment_count).toBe(3);
      const stored = await t.sql<{ filename: string | null; content_type: string; size_bytes: number; content_id: string | null; disposition: string | null; sha: string }>(
        `select filename, content_type, size_bytes, content_id, disposition, encode(sha256(content), 'hex') as sha from attachments where message_id = $1`,
        [row.id],
      );
      expect(stored.map((x) => ({ ...x, size_bytes: Number(x.size_bytes) })).sort(byName)).toEqual(want);
    }

    // Over HTTP: the attachment list with sizes, and the bytes of each.
    const mine = rows.find((r) => r.inbox_id === a.id)!;
    const res = await t.api.get(`/api/v1/inboxes/${a.id}/messages/${mine.id}`, { apiKey: owner.apiKey });
    expect(res.status).toBe(200);
    const listed = (res.body.data.attachments as Array<{ id: string; filename: string; content_type: string; size: number }>).sort(byName);
    expect(listed.map((x) => [x.filename, x.content_type, x.size])).toEqual(want.map((x) => [x.filename, x.content_type, x.size_bytes]));
    for (const [i, item] of listed.entries()) {
      const att = await fetch(`${t.baseUrl}/api/v1/inboxes/${a.id}/messages/${mine.id}/attachments/${item.id}`, { headers: { 'x-api-key': owner.apiKey } });
      expect(att.status).toBe(200);
      expect(sha(Buffer.from(await att.arrayBuffer()))).toBe(want[i]!.sha);
    }
  });
});
