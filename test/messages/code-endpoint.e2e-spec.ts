import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { insertMessage } from '../support/message-factory';

/** `GET …/messages/code` and `/public/inbox/{token}/code`: ranked candidates, `kind=` and `pattern=`. */
describe('Code endpoint: candidates, kind and pattern', () => {
  let t: TestApp;
  let alice: TestUser;
  const key = (user: TestUser) => ({ apiKey: user.apiKey });

  beforeAll(async () => {
    t = await startTestApp();
    alice = await createUser(t.api);
  });
  afterAll(() => t.close());

  const newInbox = async () => {
    const res = await t.api.post('/api/v1/inboxes', {}, key(alice));
    if (res.status !== 201) throw new Error(`create inbox failed: ${res.status} ${res.text}`);
    return res.body.data as { id: string };
  };
  const code = (inboxId: string, query = '') => t.api.get(`/api/v1/inboxes/${inboxId}/messages/code${query}`, key(alice));
  const confirmLink = 'https://app.example.com/verify?token=Zk9xTW1QbXJ2c3Q';

  it('returns the best answer with the ranked candidates behind it, and where each was found', async () => {
    const inbox = await newInbox();
    const message = await insertMessage(t, {
      inboxId: inbox.id,
      subject: 'Your Acme verification code',
      text: 'Your verification code is 482913.\n\nOrder #77120 is on its way.\nAcme Inc., 548 Market St, San Francisco, CA 94104',
      html: `<p>Your verification code is <b>482913</b>.</p><p>Or <a href="${confirmLink}">confirm your email</a>.</p>`,
    });
    const res = await code(inbox.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '482913', kind: 'code', message_id: message.id, text: 'Your verification code is 482913.' });
    const candidates = res.body.candidates as Array<{ value: string; kind: string; score: number; accepted: boolean; source: string; snippet: string }>;
    expect(candidates[0]).toEqual({ value: '482913', kind: 'code', score: expect.any(Number), accepted: true, source: 'html', snippet: 'Your verification code is 482913.' });
    expect(candidates.filter((candidate) => candidate.accepted)).toHaveLength(1);
    expect(candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: '77120', kind: 'code', accepted: false, source: 'text' }),
        expect.objectContaining({ value: confirmLink, kind: 'link', accepted: false, source: 'link', snippet: 'confirm your email' }),
      ]),
    );
    const scores = candidates.filter((candidate) => candidate.kind === 'code').map((candidate) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('kind=link returns the link even when the mail has a code; kind=code never falls back to a link', async () => {
    const inbox = await newInbox();
    await insertMessage(t, {
      inboxId: inbox.id,
      subject: 'Confirm your email',
      text: `Your code is 771204.\nOr confirm your email here: ${confirmLink}`,
    });
    expect((await code(inbox.id)).body).toMatchObject({ code: '771204', kind: 'code' });
    const link = await code(inbox.id, '?kind=link');
    expect(link.body).toMatchObject({ success: true, code: confirmLink, kind: 'link' });
    expect((link.body.candidates as Array<{ kind: string }>).every((candidate) => candidate.kind === 'link')).toBe(true);

    const linkOnly = await newInbox();
    await insertMessage(t, { inboxId: linkOnly.id, subject: 'Confirm your email', text: `Confirm your email here: ${confirmLink}` });
    expect((await code(linkOnly.id)).body).toMatchObject({ code: confirmLink, kind: 'link' });
    const none = await code(linkOnly.id, '?kind=code');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'no verification code found in the latest message' });

    expect((await code(linkOnly.id, '?kind=sms')).status).toBe(400);
  });

  it('pattern= returns the capture group of the first match, on authenticated and public inboxes', async () => {
    const inbox = await newInbox();
    await insertMessage(t, {
      inboxId: inbox.id,
      subject: 'Ticket update',
      text: 'Ihre Vorgangsnummer lautet VG-2025-88412. Bitte geben Sie sie bei Rückfragen an.',
    });
    // The model returns nothing here: a case number is no verification code.
    expect((await code(inbox.id)).status).toBe(404);
    const res = await code(inbox.id, `?pattern=${encodeURIComponent('Vorgangsnummer lautet ([A-Z]{2}-\\d{4}-\\d+)')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 'VG-2025-88412', kind: 'code', text: expect.stringContaining('VG-2025-88412') });
    expect(res.body.candidates).toEqual([expect.objectContaining({ value: 'VG-2025-88412', kind: 'code', accepted: true, source: 'text' })]);

    const links = await code(inbox.id, `?pattern=${encodeURIComponent('(https://\\S+)')}`);
    expect(links.status).toBe(404);

    const pub = (await t.api.post('/api/v1/public/inbox')).body.data as { id: string; token: string };
    await insertMessage(t, { inboxId: pub.id, subject: 'Activate', html: `<p><a href="${confirmLink}&amp;lang=de">Aktivieren</a></p>`, text: '' });
    const href = await t.api.get(`/api/v1/public/inbox/${pub.token}/code?pattern=${encodeURIComponent('href="([^"]+)"')}`);
    expect(href.body).toMatchObject({ success: true, code: `${confirmLink}&amp;lang=de`, kind: 'link' });
    expect(href.body.candidates[0]).toMatchObject({ source: 'link' });
  });

  it('refuses invalid, ambiguous, unsafe and too slow patterns with 400', async () => {
    const inbox = await newInbox();
    await insertMessage(t, { inboxId: inbox.id, subject: 'Your code', text: `Your code is 482913.\nReference: ${'1'.repeat(20000)}` });
    const cases: Array<[string, string]> = [
      ['([0-9]', 'not a valid regular expression'],
      ['code is \\d+', 'exactly one capture group (it has 0)'],
      ['(code) is (\\d+)', 'exactly one capture group (it has 2)'],
      ['(a+)+$', 'backtrack catastrophically'],
      ['(?:a*)*(b)', 'backtrack catastrophically'],
      // Polynomial, not exponential: passes the static check, and is stopped by the time limit.
      ['(\\d+)\\d+x', 'took longer than 50 ms'],
      ['x'.repeat(201).replace(/^x/, '('), 'must be shorter than or equal to 200 characters'],
    ];
    for (const [pattern, error] of cases) {
      const res = await code(inbox.id, `?pattern=${encodeURIComponent(pattern)}`);
      expect({ pattern, status: res.status, success: res.body.success }).toEqual({ pattern, status: 400, success: false });
      expect(JSON.stringify(res.body)).toContain(error);
    }
    // The same endpoint still answers with the model.
    expect((await code(inbox.id)).body).toMatchObject({ success: true, code: '482913' });
  });
});
