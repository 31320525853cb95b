import { createUser, TestUser } from './support/factories';
import { SmtpSession, smtpPort } from './support/smtp';
import { startTestApp, TestApp } from './support/harness';

/**
 * The inputs of issue 13 that used to answer 500: each must be a 400 that names the problem,
 * whichever endpoint it reaches.
 */
describe('Hostile JSON bodies answer 400 naming the problem', () => {
  let t: TestApp;
  let user: TestUser;
  let inboxId: string;
  beforeAll(async () => {
    t = await startTestApp();
    user = await createUser(t.api);
    inboxId = (await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey })).body.data.id;
  });
  afterAll(() => t.close());

  const send = (path: string, raw: string, auth: { apiKey?: string; bearer?: string } = {}) => t.api.request('POST', path, { ...auth, rawBody: raw });

  it('rejects a lone UTF-16 surrogate in an e-mail field', async () => {
    const register = await send('/api/v1/auth/register', '{"email":"a\\ud800@example.com","password":"correct horse","name":"Ada"}');
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: 'email contains an unpaired UTF-16 surrogate (invalid Unicode)' });
    const sendTo = await send(`/api/v1/inboxes/${inboxId}/messages`, '{"to":"x\\udc00@example.com","subject":"s","body":"b"}', { apiKey: user.apiKey });
    expect(sendTo.status).toBe(400);
    expect(sendTo.body.error).toBe('to contains an unpaired UTF-16 surrogate (invalid Unicode)');
  });

  it('rejects U+0000 in any string, naming the field', async () => {
    const cases: Array<[string, string, { apiKey?: string; bearer?: string }, string]> = [
      ['/api/v1/auth/login', '{"email":"a\\u0000@example.com","password":"whatever-password"}', {}, 'email'],
      ['/api/v1/auth/register', '{"email":"nul@example.com","password":"correct horse","name":"A\\u0000da"}', {}, 'name'],
      ['/api/v1/auth/api-keys', '{"name":"key\\u0000"}', { bearer: user.token }, 'name'],
      ['/api/v1/webhooks', '{"url":"https://hooks.example.com/\\u0000"}', { apiKey: user.apiKey }, 'url'],
      ['/api/v1/webhooks', '{"url":"https://hooks.example.com/","events":["message.received","\\u0000"]}', { apiKey: user.apiKey }, 'events[1]'],
      [`/api/v1/inboxes/${inboxId}/messages`, '{"to":"a@example.com","subject":"s","body":"b\\u0000"}', { apiKey: user.apiKey }, 'body'],
      [`/api/v1/inboxes/${inboxId}/messages`, '{"to":"a@example.com","subject":"s","body":"b","html":"<p>\\u0000</p>"}', { apiKey: user.apiKey }, 'html'],
    ];
    for (const [path, raw, auth, field] of cases) {
      const res = await send(path, raw, auth);
      expect({ path, status: res.status, body: res.body }).toMatchObject({
        status: 400,
        body: { success: false, code: 'VALIDATION_FAILED', error: `${field} contains a NUL character (\\u0000), which is not allowed` },
      });
    }
    // Nothing was stored: no user with that name, no webhook.
    expect(await t.sql(`select 1 from users where name like 'A%da'`)).toEqual([]);
    expect(await t.sql('select 1 from webhooks')).toEqual([]);
  });

  it('rejects 5,000 nested objects and a 100,000-deep array quickly, and keeps serving', async () => {
    const started = Date.now();
    const objects = await send('/api/v1/auth/login', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    expect(objects.status).toBe(400);
    expect(objects.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'body is nested deeper than 32 levels' });
    const arrays = await send('/api/v1/webhooks', `{"events":${'['.repeat(100000)}${']'.repeat(100000)}}`, { apiKey: user.apiKey });
    expect(arrays.status).toBe(400);
    expect(arrays.body.error).toBe('body is nested deeper than 32 levels');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await t.api.get('/health')).status).toBe(200);
  });
});

describe('NUL bytes arriving by SMTP are stored safely', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses NUL in the envelope and strips it from headers, bodies and attachment names, and keeps the raw bytes', async () => {
    const user = await createUser(t.api);
    const inbox = (await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey })).body.data;
    const raw = Buffer.from(
      [
        'From: "Nul\u0000Name" <nul\u0000sender@example.org>',
        `To: ${inbox.address}`,
        'Subject: Sub\u0000ject',
        'Message-ID: <nul\u0000id@example.org>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Body with a \u0000 NUL',
        '--b',
        'Content-Type: application/octet-stream; name="fi\u0000le.bin"',
        'Content-Disposition: attachment; filename="fi\u0000le.bin"',
        '',
        'AAECAw==',
        '--b--',
        '',
      ].join('\r\n'),
      'latin1',
    );
    const session = await SmtpSession.open(smtpPort(t));
    try {
      // A NUL in the envelope is a syntax error there; in the message itself it is stored without it.
      const refused = await session.send('env\u0000from@example.org', [inbox.address], raw);
      expect(refused.mailFrom.code).toBeGreaterThanOrEqual(500);
      await session.command('RSET');
      const result = await session.send('sender@example.org', [inbox.address], raw);
      expect(result.data?.code).toBe(250);
    } finally {
      await session.quit();
    }
    const list = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { apiKey: user.apiKey });
    expect(list.status).toBe(200);
    const [item] = list.body.data;
    expect(item.subject).toBe('Subject');
    expect(item.body_text).toContain('Body with a  NUL');
    const full = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${item.id}`, { apiKey: user.apiKey });
    expect(full.status).toBe(200);
    expect(JSON.stringify(full.body)).not.toContain('\\u0000');
    expect(full.body.data.attachments.map((a: { filename: string }) => a.filename)).toEqual(['file.bin']);
    const rawBack = await fetch(`${t.baseUrl}/api/v1/inboxes/${inbox.id}/messages/${item.id}/raw`, { headers: { 'x-api-key': user.apiKey } });
    expect(Buffer.from(await rawBack.arrayBuffer()).includes(Buffer.from('Sub\u0000ject', 'latin1'))).toBe(true);
  });
});
