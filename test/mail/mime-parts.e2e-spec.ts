import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { sendRawMail } from '../support/smtp';

const CAP = 50;
jest.setTimeout(60000);

/** A multipart/mixed mail: one text part, then `parts` small attachments. */
function manyParts(to: string, parts: number, tag: string): string {
  const boundary = `b-${tag}`;
  const lines = [
    'From: "Bulk Sender" <bulk@example.org>',
    `To: ${to}`,
    `Subject: ${parts} parts ${tag}`,
    `Message-ID: <parts-${tag}@example.org>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `See the ${parts} files.`,
  ];
  for (let i = 0; i < parts; i++) {
    lines.push(`--${boundary}`, `Content-Type: text/csv; name="f${i}.csv"`, `Content-Disposition: attachment; filename="f${i}.csv"`, '', `n,${i}`);
  }
  lines.push(`--${boundary}--`, '');
  return lines.join('\r\n');
}

describe('Mail with very many MIME parts', () => {
  let t: TestApp;
  let user: TestUser;
  let inboxId: string;
  let address: string;

  beforeAll(async () => {
    t = await startTestApp({ MAX_ATTACHMENTS_PER_MESSAGE: String(CAP) });
    user = await createUser(t.api);
    const inbox = await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey });
    inboxId = inbox.body.data.id;
    address = inbox.body.data.address;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function deliver(parts: number, tag: string) {
    const reply = await sendRawMail(t, { from: 'bulk@example.org', to: [address], raw: manyParts(address, parts, tag) });
    expect(reply.code).toBe(250);
    const id = /stored ([0-9a-f-]{36})/.exec(reply.text)![1]!;
    return (await t.api.get(`/api/v1/inboxes/${inboxId}/messages/${id}`, { apiKey: user.apiKey })).body.data;
  }

  it('lists the first MAX_ATTACHMENTS_PER_MESSAGE attachments of a 1,200-part mail and says how many parts were skipped', async () => {
    const message = await deliver(1200, 'a');
    expect(message.body_text).toContain('See the 1200 files.');
    expect(message.from_name).toBe('Bulk Sender');
    expect(message.attachments).toHaveLength(CAP);
    // The first ones in the mail, not an arbitrary selection.
    expect(message.attachments.map((a: { filename: string }) => a.filename).sort()).toEqual(Array.from({ length: CAP }, (_, i) => `f${i}.csv`).sort());
    expect(message).toMatchObject({ attachments_truncated: true, skipped_parts: 1200 - CAP });
    const [listed] = (await t.api.get(`/api/v1/inboxes/${inboxId}/messages?limit=1`, { apiKey: user.apiKey })).body.data;
    expect(listed.attachment_count).toBe(CAP);
    // The raw source keeps every part.
    const raw = await fetch(`${t.baseUrl}/api/v1/inboxes/${inboxId}/messages/${message.id}/raw`, { headers: { 'x-api-key': user.apiKey } });
    expect((await raw.text()).includes('filename="f1199.csv"')).toBe(true);
  });

  it('stores a mail past the parser\'s part ceiling as text, with the parts counted as skipped', async () => {
    const message = await deliver(20500, 'b');
    expect(message.attachments).toEqual([]);
    expect(message.attachments_truncated).toBe(true);
    expect(message.skipped_parts).toBe(20501);
    expect(message.subject).toBe('20500 parts b');
  });

  it('a mail within the cap is not truncated', async () => {
    const message = await deliver(3, 'c');
    expect(message.attachments).toHaveLength(3);
    expect(message).toMatchObject({ attachments_truncated: false, skipped_parts: 0 });
  });
});
