import { authenticate, dkimSign, sealMessage } from 'mailauth';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { AuthenticationSweeper } from '../../src/mail/inbound/authentication/authentication-sweeper';
import { startDnsServer, TestDnsServer } from '../support/dns-server';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Sender authentication end to end: mail signed in the test, DNS answered by a local
 * authoritative server, delivered over SMTP from 127.0.0.1, read back over HTTP and webhooks.
 */
let seq = 0;
const uniqueDomain = (tag: string) => `${tag}-${randomBytes(3).toString('hex')}${seq++}.example`;

function rsaKey(): { privateKey: string; dnsValue: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'der' } });
  return { privateKey, dnsValue: `v=DKIM1; k=rsa; p=${publicKey.toString('base64')}` };
}

describe('Sender authentication of received mail (SPF, DKIM, DMARC, ARC)', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let receiver: WebhookReceiver;
  let user: TestUser;
  let inbox: { id: string; address: string };
  const key = rsaKey();

  /** A sender domain: DKIM key at s1._domainkey, SPF as given, DMARC p=reject. */
  function publishDomain(domain: string, spf: string): void {
    dns.setRecords(domain, 'TXT', [spf]);
    dns.setRecords(`s1._domainkey.${domain}`, 'TXT', [key.dnsValue]);
    dns.setRecords(`_dmarc.${domain}`, 'TXT', ['v=DMARC1; p=reject']);
  }

  async function signed(raw: Buffer, domain: string): Promise<Buffer> {
    // mailauth's typings lack `signatureData`, which its README documents and its signer reads.
    const result = await dkimSign(raw, { signatureData: [{ signingDomain: domain, selector: 's1', privateKey: key.privateKey }] } as never);
    expect(result.errors).toEqual([]);
    return Buffer.concat([Buffer.from(result.signatures), raw]);
  }

  const mail = (from: string, subject: string, text: string) => buildMail({ from, to: inbox.address, subject, text, messageId: `<${randomBytes(8).toString('hex')}@${from.split('@')[1]}>` });

  async function deliver(envelopeFrom: string, raw: Buffer): Promise<string> {
    const reply = await sendRawMail(t, { from: envelopeFrom, to: [inbox.address], raw });
    expect(reply.code).toBe(250);
    const rows = await t.sql<{ id: string }>(`select id from messages where inbox_id = $1 order by created_at desc limit 1`, [inbox.id]);
    return rows[0]!.id;
  }

  const getMessage = async (id: string) => (await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/${id}`, { apiKey: user.apiKey })).body.data;
  const verdictOf = (id: string) => waitFor(async () => {
    const message = await getMessage(id);
    return message.authentication.summary !== 'pending' ? message : null;
  }, { timeoutMs: 15000, what: 'a final verdict' });
  const webhookFor = (id: string) => waitFor(() => receiver.to('/auth').find((r) => r.body?.data?.message_id === id), { timeoutMs: 25000, what: 'the message.received webhook' });

  beforeAll(async () => {
    dns = await startDnsServer();
    receiver = await WebhookReceiver.start();
    t = await startTestApp({ DNS_SERVERS: dns.address });
    user = await createUser(t.api);
    const created = await t.api.post('/api/v1/inboxes', { type: 'persistent' }, { apiKey: user.apiKey });
    inbox = created.body.data;
    const hook = await t.api.post('/api/v1/webhooks', { url: receiver.url('/auth'), events: ['message.received'] }, { apiKey: user.apiKey });
    expect(hook.status).toBe(201);
  });

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await dns?.close();
  });

  it('passes a mail signed by its From domain and sent from a host its SPF allows, in the API, the webhook and the filters', async () => {
    const domain = uniqueDomain('github');
    publishDomain(domain, 'v=spf1 ip4:127.0.0.1 -all');
    const id = await deliver(`bounce@${domain}`, await signed(await mail(`noreply@${domain}`, 'Your code', 'Your verification code is 482913.'), domain));

    const message = await verdictOf(id);
    expect(message.authentication).toMatchObject({
      summary: 'pass',
      authenticated: true,
      from_domain: domain,
      spf: { result: 'pass', domain, client_ip: '127.0.0.1' },
      dkim: [{ domain, selector: 's1', result: 'pass', aligned: true }],
      dmarc: { result: 'pass', policy: 'reject', alignment: { spf: domain, dkim: domain } },
      arc: { result: 'none' },
      error: null,
    });
    expect(message.authentication.authentication_results).toMatch(new RegExp(`^Authentication-Results: mx\\.agents\\.test; .*dkim=pass .*spf=pass .*dmarc=pass`));
    expect(message.reply_text).toBe('Your verification code is 482913.');

    const hook = await webhookFor(id);
    expect(hook.body.data.authentication).toMatchObject({ summary: 'pass', authenticated: true, dkim: [{ domain, result: 'pass', aligned: true }] });
    expect(hook.body.data.reply_text).toBe('Your verification code is 482913.');

    const list = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?authenticated=true&from_domain=${domain.toUpperCase()}`, { apiKey: user.apiKey });
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([id]);
    expect(list.body.data[0].authentication.summary).toBe('pass');
    const code = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/code?authenticated=true&from_domain=${domain}`, { apiKey: user.apiKey });
    expect(code.body).toMatchObject({ success: true, code: '482913', message_id: id });
  });

  it('fails a spoofed mail from a host the domain\'s SPF does not list under DMARC p=reject, and the trusted code filter ignores it', async () => {
    const domain = uniqueDomain('bank');
    publishDomain(domain, 'v=spf1 ip4:192.0.2.1 -all');
    const id = await deliver(`alerts@${domain}`, await mail(`security@${domain}`, 'Your code', 'Your code is 777111.'));

    const message = await verdictOf(id);
    expect(message.authentication).toMatchObject({ summary: 'fail', authenticated: false, spf: { result: 'fail' }, dkim: [], dmarc: { result: 'fail', policy: 'reject' } });
    expect(message.authentication.authentication_results).toContain('dmarc=fail');

    // Anyone may send "your code is…": only the filter tells the agent GitHub did not.
    const anyCode = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/code?from_domain=${domain}`, { apiKey: user.apiKey });
    expect(anyCode.body).toMatchObject({ success: true, code: '777111' });
    const trusted = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages/code?authenticated=true&from_domain=${domain}`, { apiKey: user.apiKey });
    expect(trusted.status).toBe(404);
    const unauthenticated = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?authenticated=false&from_domain=${domain}`, { apiKey: user.apiKey });
    expect(unauthenticated.body.data.map((m: { id: string }) => m.id)).toEqual([id]);
    expect((await webhookFor(id)).body.data.authentication).toMatchObject({ summary: 'fail', authenticated: false });
  });

  it('reports dkim=fail when the body was changed after signing', async () => {
    const domain = uniqueDomain('shop');
    publishDomain(domain, 'v=spf1 ip4:127.0.0.1 -all');
    const original = await signed(await mail(`orders@${domain}`, 'Order', 'Total: 10 EUR'), domain);
    const tampered = Buffer.from(original.toString('latin1').replace('Total: 10 EUR', 'Total: 99 EUR'), 'latin1');
    const id = await deliver(`bounce@${domain}`, tampered);

    const message = await verdictOf(id);
    expect(message.authentication.dkim).toEqual([{ domain, selector: 's1', result: 'fail', aligned: false, comment: 'body hash did not verify' }]);
    expect(message.authentication.authentication_results).toContain('dkim=fail (body hash did not verify)');
    // SPF still passes aligned, so DMARC passes: the sender is who it says, the body was altered on the way.
    expect(message.authentication).toMatchObject({ spf: { result: 'pass' }, dmarc: { result: 'pass' } });
  });

  it('verifies the ARC chain of a mail forwarded by a sealing hop that changed it', async () => {
    const origin = uniqueDomain('origin');
    const forwarder = uniqueDomain('lists');
    publishDomain(origin, 'v=spf1 ip4:192.0.2.10 -all');
    dns.setRecords(forwarder, 'TXT', ['v=spf1 ip4:127.0.0.1 -all']);
    const arcKey = rsaKey();
    dns.setRecords(`arc._domainkey.${forwarder}`, 'TXT', [arcKey.dnsValue]);

    // The forwarding hop: checks what it received (from the origin's own server), adds a footer, seals.
    const resolver = new Resolver();
    resolver.setServers([dns.address]);
    const received = await signed(await mail(`team@${origin}`, 'Weekly notes', 'Notes of this week.'), origin);
    const atHop = await authenticate(received, {
      ip: '192.0.2.10',
      helo: `mail.${origin}`,
      sender: `team@${origin}`,
      mta: `mx.${forwarder}`,
      resolver: (name: string, type: string) => resolver.resolve(name, type) as Promise<string[][]>,
    });
    expect(atHop.dkim.results[0]!.status.result).toBe('pass');
    const modified = Buffer.from(`${received.toString('latin1').trimEnd()}\r\n-- \r\nSent via the list\r\n`, 'latin1');
    // `authResults` and `cv` are documented in mailauth's README but missing from its typings.
    const seal = await sealMessage(modified, {
      signingDomain: forwarder,
      selector: 'arc',
      privateKey: arcKey.privateKey,
      authResults: atHop.arc ? atHop.arc.authResults! : '',
      cv: atHop.arc ? atHop.arc.status.result : 'none',
    } as never);
    const id = await deliver(`bounce@${forwarder}`, Buffer.concat([seal, modified]));

    const message = await verdictOf(id);
    expect(message.authentication.arc).toMatchObject({ result: 'pass', instance: 1 });
    expect(message.authentication.dkim[0]).toMatchObject({ domain: origin, result: 'fail' });
    expect(message.authentication.authentication_results).toContain('arc=pass');
  });

  it('writes the verdict in the INSERT itself once the DNS answers are cached (the row is never updated)', async () => {
    const domain = uniqueDomain('cached');
    publishDomain(domain, 'v=spf1 ip4:127.0.0.1 -all');
    // The first mail of a domain warms the resolver's cache (its verdict may come after the commit).
    await verdictOf(await deliver(`bounce@${domain}`, await signed(await mail(`hi@${domain}`, 'Warm', 'First.'), domain)));
    for (const raw of [await signed(await mail(`hi@${domain}`, 'Signed', 'Second.'), domain), await mail(`hi@${domain}`, 'Unsigned', 'Third.')]) {
      const id = await deliver(`bounce@${domain}`, raw);
      // Same transaction id as the raw source inserted beside it: the row was written once, final.
      const [row] = await t.sql<{ auth_status: string; once: boolean }>(
        `select m.auth_status, m.xmin::text = r.xmin::text as once from messages m join message_raw r on r.message_id = m.id where m.id = $1`,
        [id],
      );
      // Signed: DKIM and SPF pass; unsigned (the cheap path): SPF passes aligned, so DMARC does.
      expect(row).toEqual({ auth_status: 'pass', once: true });
      expect((await webhookFor(id)).body.data.authentication.summary).toBe(row!.auth_status);
    }
  });

  it('stores the mail at once and says pending while DNS does not answer, then temperror (also in the webhook)', async () => {
    const domain = uniqueDomain('slow');
    publishDomain(domain, 'v=spf1 ip4:127.0.0.1 -all');
    dns.fail('timeout');
    try {
      const id = await deliver(`bounce@${domain}`, await signed(await mail(`hello@${domain}`, 'Slow DNS', 'Still stored.'), domain));
      const first = await getMessage(id);
      expect(first.authentication).toMatchObject({ summary: 'pending', authenticated: false, checked_at: null });
      expect(first.body_text).toContain('Still stored.');

      const message = await verdictOf(id);
      expect(message.authentication).toMatchObject({ summary: 'temperror', authenticated: false });
      expect(message.authentication.authentication_results).toMatch(/^Authentication-Results: mx\.agents\.test; /);
      expect((await webhookFor(id)).body.data.authentication.summary).toBe('temperror');
    } finally {
      dns.fail(null);
    }
  });

  it('finishes checks a crashed node left pending (the sweep), from the stored source alone', async () => {
    const domain = uniqueDomain('crash');
    publishDomain(domain, 'v=spf1 ip4:127.0.0.1 -all');
    const reply = 'Hello.\n\nOn Mon, Jan 5, 2026 at 9:00 AM Ann <ann@example.com> wrote:\n> Are you there?\n';
    const id = await deliver(`bounce@${domain}`, await signed(await mail(`hi@${domain}`, 'Re: Crash', reply), domain));
    await verdictOf(id);
    // As if the SMTP node died between the commit and the check.
    await t.sql(`update messages set auth_status = 'pending', authentication = null, authenticated = null, reply_text = null where id = $1`, [id]);
    expect((await getMessage(id)).authentication.summary).toBe('pending');

    expect(await t.app.get(AuthenticationSweeper).sweep(0)).toBeGreaterThanOrEqual(1);
    const message = await getMessage(id);
    expect(message.authentication).toMatchObject({ summary: 'pass', authenticated: true, spf: { result: 'pass', client_ip: '127.0.0.1' } });
    expect(message.reply_text).toBe('Hello.');
    expect(message.body_text).toContain('Are you there?');
    const [row] = await t.sql<{ reply_text: string }>(`select reply_text from messages where id = $1`, [id]);
    expect(row!.reply_text).toBe('Hello.');
  });

  it('refuses a from_domain that is no domain name with 400', async () => {
    const res = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?from_domain=not%20a%20domain`, { apiKey: user.apiKey });
    expect(res.status).toBe(400);
    const bad = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages?authenticated=maybe`, { apiKey: user.apiKey });
    expect(bad.status).toBe(400);
  });
});
