import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDnsServer, TestDnsServer } from '../support/dns-server';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { buildMail, SmtpSession, smtpPort } from '../support/smtp';

jest.setTimeout(60000);

const MAIL_HOST = 'mx.agents.test'; // TEST_ENV's MAIL_HOST
const DELETED = 200;

/**
 * Two nodes on one database and one Redis: `api` (HTTP only) and `mx` (SMTP only). Whatever
 * the MX node looked up before, a delete that has returned 2xx on the API node is refused there.
 */
describe('Deleted recipients across nodes (issue: recipient cache answered 250 for deleted inboxes)', () => {
  let api: TestApp;
  let mx: TestApp;
  let dns: TestDnsServer;
  let keyDir: string;
  let user: TestUser;

  beforeAll(async () => {
    dns = await startDnsServer();
    keyDir = mkdtempSync(join(tmpdir(), 'dkim-'));
    writeFileSync(join(keyDir, 'service.pem'), generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey);
    api = await startTestApp({
      SERVICE_ROLES: 'api',
      DNS_SERVERS: dns.address,
      DKIM_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DKIM_PRIVATE_KEY_FILE: join(keyDir, 'service.pem'),
    });
    mx = await startTestApp({ SERVICE_ROLES: 'smtp' }, { databaseName: api.databaseName });
    user = await createUser(api.api);
  });

  afterAll(async () => {
    await mx?.close();
    await api?.close();
    await dns?.close();
    rmSync(keyDir, { recursive: true, force: true });
  });

  const auth = () => ({ apiKey: user.apiKey });
  const mail = (to: string | string[], tag = randomBytes(4).toString('hex')) => buildMail({ from: 'sender@example.net', to, subject: `hello ${tag}`, text: `body ${tag}`, messageId: `<${tag}@example.net>` });

  /** RCPT TO on the MX node in a transaction of its own; returns the reply code. */
  async function rcptCode(session: SmtpSession, address: string): Promise<number> {
    expect((await session.command('MAIL FROM:<sender@example.net>')).code).toBe(250);
    const reply = await session.command(`RCPT TO:<${address}>`);
    expect((await session.command('RSET')).code).toBe(250);
    return reply.code;
  }

  async function createInbox(body: Record<string, unknown> = {}): Promise<{ id: string; address: string }> {
    const res = await api.api.post('/api/v1/inboxes', body, auth());
    if (res.status !== 201) throw new Error(`create inbox failed: ${res.status} ${res.text}`);
    return res.body.data as { id: string; address: string };
  }

  const messageCount = async (inboxId: string) => {
    const res = await api.api.get(`/api/v1/inboxes/${inboxId}/messages`, auth());
    expect(res.status).toBe(200);
    return (res.body.data as unknown[]).length;
  };

  it('refuses at RCPT TO, on the other node, a persistent inbox deleted a moment ago', async () => {
    const inbox = await createInbox({ type: 'persistent' });
    const session = await SmtpSession.open(smtpPort(mx));
    try {
      // The MX node has looked the address up (and would have cached it) before the delete.
      expect(await rcptCode(session, inbox.address)).toBe(250);
      expect(await rcptCode(session, inbox.address)).toBe(250);
      expect((await api.api.delete(`/api/v1/inboxes/${inbox.id}`, auth())).status).toBe(DELETED);
      expect(await rcptCode(session, inbox.address)).toBe(550);
      expect(await rcptCode(session, inbox.address.toUpperCase())).toBe(550);
    } finally {
      await session.quit();
    }
  });

  it('refuses a public temporary inbox deleted with its token', async () => {
    const created = await api.api.post('/api/v1/public/inbox');
    expect(created.status).toBe(201);
    const { address, token } = created.body.data as { address: string; token: string };
    const session = await SmtpSession.open(smtpPort(mx));
    try {
      expect(await rcptCode(session, address)).toBe(250);
      expect((await api.api.delete(`/api/v1/public/inbox/${token}`, { inboxToken: token })).status).toBeLessThan(300);
      expect(await rcptCode(session, address)).toBe(550);
    } finally {
      await session.quit();
    }
  });

  it('refuses the inboxes of a custom domain deleted a moment ago', async () => {
    const domain = `del-${randomBytes(3).toString('hex')}.example`;
    const added = await api.api.post('/api/v1/domains', { domain }, auth());
    expect(added.status).toBe(201);
    const { id: domainId, dkim_key: dkimKey } = added.body.data as { id: string; dkim_key: string };
    dns.setRecords(domain, 'MX', [`10 ${MAIL_HOST}`]);
    dns.setRecords(domain, 'TXT', [`v=spf1 include:${MAIL_HOST} ~all`]);
    dns.setRecords(`agentmail._domainkey.${domain}`, 'TXT', [`v=DKIM1; k=rsa; p=${dkimKey}`]);
    const verified = await api.api.get(`/api/v1/domains/${domainId}/verify`, auth());
    expect(verified.body.data.verified).toBe(true);
    const inbox = await createInbox({ type: 'persistent', domain });
    expect(inbox.address.endsWith(`@${domain}`)).toBe(true);

    const session = await SmtpSession.open(smtpPort(mx));
    try {
      expect(await rcptCode(session, inbox.address)).toBe(250);
      expect((await api.api.delete(`/api/v1/domains/${domainId}`, auth())).status).toBe(DELETED);
      const code = await rcptCode(session, inbox.address);
      expect(code).toBeGreaterThanOrEqual(500);
      expect(code).toBeLessThan(600);
    } finally {
      await session.quit();
    }
  });

  it('answers 550 after DATA when the only recipient was deleted between RCPT TO and the commit', async () => {
    const inbox = await createInbox({ type: 'persistent' });
    const session = await SmtpSession.open(smtpPort(mx));
    try {
      expect((await session.command('MAIL FROM:<sender@example.net>')).code).toBe(250);
      expect((await session.command(`RCPT TO:<${inbox.address}>`)).code).toBe(250);
      expect((await api.api.delete(`/api/v1/inboxes/${inbox.id}`, auth())).status).toBe(DELETED);
      expect((await session.command('DATA')).code).toBe(354);
      const reply = await session.sendData(await mail(inbox.address));
      expect(reply.code).toBe(550);
    } finally {
      await session.quit();
    }
  });

  it('answers 451 when one of two recipients vanished; the retry refuses only that one and stores no second copy', async () => {
    const [kept, doomed] = [await createInbox({ type: 'persistent' }), await createInbox({ type: 'persistent' })];
    const raw = await mail([kept.address, doomed.address]);
    const session = await SmtpSession.open(smtpPort(mx));
    try {
      expect((await session.command('MAIL FROM:<sender@example.net>')).code).toBe(250);
      expect((await session.command(`RCPT TO:<${kept.address}>`)).code).toBe(250);
      expect((await session.command(`RCPT TO:<${doomed.address}>`)).code).toBe(250);
      expect((await api.api.delete(`/api/v1/inboxes/${doomed.id}`, auth())).status).toBe(DELETED);
      expect((await session.command('DATA')).code).toBe(354);
      expect((await session.sendData(raw)).code).toBe(451);

      // The sender's retry of the same message.
      const retry = await session.send('sender@example.net', [kept.address, doomed.address], raw);
      expect(retry.rcpt.map((r) => r.code)).toEqual([250, 550]);
      expect(retry.data?.code).toBe(250);
    } finally {
      await session.quit();
    }
    expect(await messageCount(kept.id)).toBe(1);
  });
});
