import { createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { Migration20261125013728_canonical_domain_names } from '../../src/database/migrations/Migration20261125013728_canonical_domain_names';
import { DkimKeyStore } from '../../src/domains/dkim-key-store';
import { DomainRecheckScheduler } from '../../src/domains/domain-recheck.scheduler';
import { startDnsServer, TestDnsServer } from '../support/dns-server';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { buildMail, sendRawMail, SmtpSession, smtpPort } from '../support/smtp';

const MAIL_HOST = 'mx.agents.test'; // TEST_ENV's MAIL_HOST
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let seq = 0;
const uniqueDomain = (tag = 'd') => `${tag}-${randomBytes(3).toString('hex')}${seq++}.example`;

/** Publishes all three records a domain's response asks for (the DKIM one split into 255-byte chunks by the server). */
function publishAll(dns: TestDnsServer, domain: string, dkimKey: string): void {
  dns.setRecords(domain, 'MX', [`10 ${MAIL_HOST}`]);
  dns.setRecords(domain, 'TXT', [`v=spf1 include:${MAIL_HOST} ~all`]);
  dns.setRecords(`agentmail._domainkey.${domain}`, 'TXT', [`v=DKIM1; k=rsa; p=${dkimKey}`]);
}

describe('Custom domains: DKIM keys, DNS verification, ownership', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let alice: TestUser;
  let bob: TestUser;
  let keyDir: string;
  let servicePem: string;

  const add = (user: TestUser, domain: string) => t.api.post('/api/v1/domains', { domain }, { apiKey: user.apiKey });
  const verify = (user: TestUser, id: string) => t.api.get(`/api/v1/domains/${id}/verify`, { apiKey: user.apiKey });
  const addOk = async (user: TestUser, domain = uniqueDomain()) => {
    const res = await add(user, domain);
    if (res.status !== 201) throw new Error(`add domain failed: ${res.status} ${res.text}`);
    return res.body.data as { id: string; domain: string; dkim_key: string; records: { type: string; host: string; fqdn: string; value: string; priority?: number }[] };
  };

  beforeAll(async () => {
    dns = await startDnsServer();
    keyDir = mkdtempSync(join(tmpdir(), 'dkim-'));
    servicePem = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
    writeFileSync(join(keyDir, 'service.pem'), servicePem);
    t = await startTestApp({
      DNS_SERVERS: dns.address,
      DKIM_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DKIM_PRIVATE_KEY_FILE: join(keyDir, 'service.pem'),
    });
    [alice, bob] = await Promise.all([createUser(t.api), createUser(t.api)]);
  });

  afterAll(async () => {
    await t?.close();
    await dns?.close();
    rmSync(keyDir, { recursive: true, force: true });
  });

  describe('POST /domains', () => {
    it('adds a domain with a fresh 2048-bit DKIM key and the three DNS records to publish', async () => {
      const name = uniqueDomain('add');
      const res = await add(alice, `  ${name.toUpperCase()}. `);
      expect(res.status).toBe(201);
      const data = res.body.data;
      expect(data).toEqual({
        id: expect.stringMatching(UUID),
        user_id: alice.id,
        domain: name,
        verified: false,
        mx_verified: false,
        spf_verified: false,
        dkim_verified: false,
        dkim_key: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
        dkim_selector: 'agentmail',
        records: [
          { type: 'MX', host: '@', fqdn: name, value: MAIL_HOST, priority: 10, purpose: 'mx' },
          { type: 'TXT', host: '@', fqdn: name, value: `v=spf1 include:${MAIL_HOST} ~all`, purpose: 'spf' },
          { type: 'TXT', host: 'agentmail._domainkey', fqdn: `agentmail._domainkey.${name}`, value: `v=DKIM1; k=rsa; p=${data.dkim_key}`, purpose: 'dkim' },
        ],
        last_checked_at: null,
        verified_at: null,
        created_at: expect.any(String),
      });
      const key = createPublicKey({ key: Buffer.from(data.dkim_key, 'base64'), format: 'der', type: 'spki' });
      expect(key.asymmetricKeyType).toBe('rsa');
      expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
      expect(JSON.stringify(res.body)).not.toMatch(/PRIVATE KEY|private/i);
    });

    it('keeps the private key sealed with AES-256-GCM in the database: never a raw PEM', async () => {
      const { id, dkim_key } = await addOk(alice);
      const [row] = await t.sql<{ dkim_private_key: string; dkim_public_key: string; next_check_at: Date }>(
        'select dkim_private_key, dkim_public_key, next_check_at from domains where id = $1',
        [id],
      );
      expect(row!.dkim_private_key).toMatch(/^v1:gcm:[^:]+:[^:]+:[^:]+$/);
      expect(row!.dkim_private_key).not.toContain('PRIVATE KEY');
      expect(row!.dkim_private_key).not.toContain('MII');
      expect(row!.dkim_public_key).toBe(dkim_key);
      // A new domain is re-checked in the background soon (its owner is editing DNS now).
      expect(new Date(row!.next_check_at).getTime() - Date.now()).toBeGreaterThan(5 * 60_000);
      expect(new Date(row!.next_check_at).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      const rows = await t.sql<{ n: number }>(`select count(*)::int as n from domains where dkim_private_key like '%PRIVATE KEY%'`);
      expect(rows[0]!.n).toBe(0);
    });

    it('stores internationalised names in punycode', async () => {
      const res = await add(alice, 'Bücher.example');
      expect(res.status).toBe(201);
      expect(res.body.data.domain).toBe('xn--bcher-kva.example');
      expect(res.body.data.records[2].fqdn).toBe('agentmail._domainkey.xn--bcher-kva.example');
      expect((await add(bob, 'xn--bcher-kva.example')).status).toBe(409);
    });

    it.each([
      ['an IPv4 address', '192.0.2.1', /IP address/],
      ['an IPv6 address', '[2001:db8::1]', /IP address/],
      ['the service mail domain', 'agents.test', /belongs to this service/],
      ['a subdomain of the mail domain', 'team.agents.test', /belongs to this service/],
      ['the mail host', 'MX.agents.test.', /belongs to this service/],
      ['a single label', 'localhost', /two labels/],
      ['garbage', 'not a domain!', /only letters, digits/],
      ['a URL', 'https://example.com/', /only letters, digits/],
      ['an e-mail address', 'me@example.com', /only letters, digits/],
      ['a numeric TLD', 'example.123', /all digits/],
      ['a label over 63 characters', `${'a'.repeat(64)}.example`, /63 characters/],
      ['a name over 253 characters', `${'abcdefghi.'.repeat(26)}example`, /253 characters/],
      ['a hyphen at a label edge', '-bad.example', /not valid/],
      ['an empty string', '', /domain/],
      ['a number', 42, /domain/],
      ['a missing field', undefined, /domain/],
    ])('refuses %s with 400 and a clear message', async (_, domain, message) => {
      const res = await t.api.post('/api/v1/domains', domain === undefined ? {} : { domain }, { apiKey: alice.apiKey });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.body.error).toMatch(message);
    });

    it('gives a domain one owner across the service: 409 for another account and for the same one, whatever the spelling', async () => {
      const name = uniqueDomain('dup');
      await addOk(alice, name);
      const again = await add(alice, name.toUpperCase());
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', error: `you have already added ${name}` });
      const other = await add(bob, `${name}.`);
      expect(other.status).toBe(409);
      expect(other.body.error).toBe(`${name} has already been added by another account`);
      const [count] = await t.sql<{ n: number }>('select count(*)::int as n from domains where lower(domain) = $1', [name]);
      expect(count!.n).toBe(1);
    });

    it('lets only one of two concurrent adds of the same name win', async () => {
      const name = uniqueDomain('race');
      const results = await Promise.all([add(alice, name), add(bob, name)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('needs credentials', async () => {
      expect((await t.api.post('/api/v1/domains', { domain: uniqueDomain() })).status).toBe(401);
      expect((await t.api.get('/api/v1/domains')).status).toBe(401);
    });
  });

  it('caps custom domains per account at MAX_DOMAINS_PER_USER (50) with 409, exactly under concurrent adds', async () => {
    const dave = await createUser(t.api);
    await t.sql(
      `insert into domains (id, user_id, domain, dkim_selector, dkim_public_key, dkim_private_key)
       select gen_random_uuid(), $1, 'cap-' || g || '-' || $2 || '.example', 'agentinbox', 'x', 'x' from generate_series(1, 48) g`,
      [dave.id, dave.id.slice(0, 8)],
    );
    const racing = await Promise.all([1, 2, 3].map(() => add(dave, uniqueDomain('cap'))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT', error: 'domain limit reached: at most 50 custom domains per account; delete one first' });
    expect((await add(bob, uniqueDomain('cap'))).status).toBe(201);
  });

  describe('GET /domains/{id}/verify', () => {
    it('flips each flag as its record appears, and verified only once all three are right', async () => {
      const { id, domain, dkim_key } = await addOk(alice);

      const none = await verify(alice, id);
      expect(none.status).toBe(200);
      expect(none.body.data).toMatchObject({ id, domain, verified: false, mx_verified: false, spf_verified: false, dkim_verified: false, verified_at: null });
      expect(none.body.data.checks.mx).toEqual({ ok: false, name: domain, expected: `10 ${MAIL_HOST}`, found: [], problem: expect.stringContaining('NXDOMAIN') });
      expect(none.body.data.checks.dkim.name).toBe(`agentmail._domainkey.${domain}`);

      dns.setRecords(domain, 'MX', [{ exchange: 'backup.mail.example', priority: 5 }, `20 ${MAIL_HOST.toUpperCase()}.`]);
      const mx = (await verify(alice, id)).body.data;
      expect([mx.mx_verified, mx.spf_verified, mx.dkim_verified, mx.verified]).toEqual([true, false, false, false]);
      expect(mx.checks.mx.found).toEqual(['5 backup.mail.example', `20 ${MAIL_HOST}`]);
      expect(mx.checks.spf.problem).toMatch(/no SPF record/);

      dns.setRecords(domain, 'TXT', ['google-site-verification=abc', `v=spf1 include:_spf.example.net include:${MAIL_HOST} ~all`]);
      const spf = (await verify(alice, id)).body.data;
      expect([spf.mx_verified, spf.spf_verified, spf.dkim_verified, spf.verified]).toEqual([true, true, false, false]);
      expect(spf.checks.dkim.problem).toMatch(/does not exist/);

      // 420+ bytes: published as two 255-byte character-strings (and answered over TCP).
      const dkimRecord = `v=DKIM1; k=rsa; p=${dkim_key}`;
      dns.setRecords(`agentmail._domainkey.${domain}`, 'TXT', [[dkimRecord.slice(0, 255), dkimRecord.slice(255)]]);
      const all = await verify(alice, id);
      expect(all.status).toBe(200);
      expect(all.body.data).toMatchObject({ verified: true, mx_verified: true, spf_verified: true, dkim_verified: true, verified_at: expect.any(String) });
      expect(all.body.data.checks.dkim).toEqual({ ok: true, name: `agentmail._domainkey.${domain}`, expected: dkimRecord, found: [dkimRecord] });
      expect(Object.keys(all.body.data.checks.mx)).not.toContain('problem');

      const [row] = await t.sql<{ verified: boolean; mx_verified: boolean; spf_verified: boolean; dkim_verified: boolean; last_checked_at: Date; verified_at: Date; next_check_at: Date }>(
        'select verified, mx_verified, spf_verified, dkim_verified, last_checked_at, verified_at, next_check_at from domains where id = $1',
        [id],
      );
      expect(row).toMatchObject({ verified: true, mx_verified: true, spf_verified: true, dkim_verified: true });
      expect(new Date(row!.last_checked_at).toISOString()).toBe(all.body.data.checked_at);
      // Verified domains are re-checked every 6 hours.
      expect(new Date(row!.next_check_at).getTime() - new Date(row!.last_checked_at).getTime()).toBe(6 * 3600_000);

      const got = await t.api.get(`/api/v1/domains/${id}`, { apiKey: alice.apiKey });
      expect(got.body.data).toMatchObject({ verified: true, mx_verified: true, spf_verified: true, dkim_verified: true, verified_at: all.body.data.verified_at, last_checked_at: all.body.data.checked_at });

      // verified_at is the first time: a later check keeps it.
      const later = await verify(alice, id);
      expect(later.body.data.verified_at).toBe(all.body.data.verified_at);

      // A record removed later: the domain becomes unverified.
      dns.setRecords(`agentmail._domainkey.${domain}`, 'TXT', []);
      const lost = (await verify(alice, id)).body.data;
      expect([lost.mx_verified, lost.spf_verified, lost.dkim_verified, lost.verified]).toEqual([true, true, false, false]);
      expect((await t.sql<{ verified: boolean }>('select verified from domains where id = $1', [id]))[0]!.verified).toBe(false);
    });

    it('keeps wrong records unverified and says why', async () => {
      const { id, domain, dkim_key } = await addOk(alice);
      dns.setRecords(domain, 'MX', ['10 mx.other-provider.example']);
      dns.setRecords(domain, 'TXT', ['v=spf1 -all']);
      const other = generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
      dns.setRecords(`agentmail._domainkey.${domain}`, 'TXT', [`v=DKIM1; k=rsa; p=${other.publicKey.toString('base64')}`]);
      const res = await verify(alice, id);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect([data.mx_verified, data.spf_verified, data.dkim_verified, data.verified]).toEqual([false, false, false, false]);
      expect(data.checks.mx).toMatchObject({ found: ['10 mx.other-provider.example'], problem: `no MX record points to ${MAIL_HOST}` });
      expect(data.checks.spf).toMatchObject({ found: ['v=spf1 -all'], problem: expect.stringContaining(`include:${MAIL_HOST}`) });
      expect(data.checks.dkim.problem).toMatch(/not the public key/);

      // Two SPF records and a truncated key stay wrong too.
      dns.setRecords(domain, 'TXT', [`v=spf1 include:${MAIL_HOST} ~all`, 'v=spf1 include:_spf.example.net ~all']);
      dns.setRecords(`agentmail._domainkey.${domain}`, 'TXT', [`v=DKIM1; k=rsa; p=${dkim_key.slice(0, 200)}`]);
      const again = (await verify(alice, id)).body.data;
      expect([again.spf_verified, again.dkim_verified]).toEqual([false, false]);
      expect(again.checks.spf.problem).toMatch(/several SPF records/);
    });

    it('answers 200 with every flag false, never a 500, when DNS fails (SERVFAIL, REFUSED)', async () => {
      const { id, domain, dkim_key } = await addOk(alice);
      publishAll(dns, domain, dkim_key);
      expect((await verify(alice, id)).body.data.verified).toBe(true);
      for (const mode of ['servfail', 'refused'] as const) {
        dns.fail(mode);
        try {
          const res = await verify(alice, id);
          expect(res.status).toBe(200);
          expect(res.body.data).toMatchObject({ verified: false, mx_verified: false, spf_verified: false, dkim_verified: false });
          expect(res.body.data.checks.mx.problem).toMatch(mode === 'servfail' ? /SERVFAIL/ : /refused/);
        } finally {
          dns.fail(null);
        }
      }
    });

    it('is 404 for another user\'s domain and for ids that are not UUIDs', async () => {
      const { id } = await addOk(alice);
      expect((await verify(bob, id)).status).toBe(404);
      expect((await t.api.get(`/api/v1/domains/${id}`, { apiKey: bob.apiKey })).status).toBe(404);
      expect((await t.api.delete(`/api/v1/domains/${id}`, { apiKey: bob.apiKey })).status).toBe(404);
      expect((await verify(alice, 'not-a-uuid')).status).toBe(404);
      expect((await t.api.get('/api/v1/domains/00000000-0000-4000-8000-000000000000', { apiKey: alice.apiKey })).body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'domain not found' });
      expect((await t.api.get(`/api/v1/domains/${id}`, { apiKey: alice.apiKey })).status).toBe(200);
    });
  });

  describe('GET /domains', () => {
    it('lists only your own domains, newest first, with records, in pages', async () => {
      const carol = await createUser(t.api);
      const names = [uniqueDomain('l1'), uniqueDomain('l2'), uniqueDomain('l3')];
      for (const name of names) await addOk(carol, name);
      await addOk(bob);
      const first = await t.api.get('/api/v1/domains?limit=2', { bearer: carol.token });
      expect(first.status).toBe(200);
      expect(first.body.data.map((d: { domain: string }) => d.domain)).toEqual([names[2], names[1]]);
      expect(first.body.has_more).toBe(true);
      expect(first.body.data[0].records).toHaveLength(3);
      const second = await t.api.get(`/api/v1/domains?limit=2&cursor=${first.body.next_cursor}`, { apiKey: carol.apiKey });
      expect(second.body.data.map((d: { domain: string }) => d.domain)).toEqual([names[0]]);
      expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
      expect((await t.api.get('/api/v1/domains?cursor=garbage', { apiKey: carol.apiKey })).status).toBe(400);
    });
  });

  describe('DELETE /domains/{id}', () => {
    it('removes the domain with its inboxes and their messages; the name can be added again', async () => {
      const { id, domain, dkim_key } = await addOk(alice);
      publishAll(dns, domain, dkim_key);
      expect((await verify(alice, id)).body.data.verified).toBe(true);
      const inbox = await t.api.post('/api/v1/inboxes', { type: 'persistent', prefix: 'sales', domain }, { apiKey: alice.apiKey });
      expect(inbox.status).toBe(201);
      expect(inbox.body.data.address).toBe(`sales@${domain}`);

      const res = await t.api.delete(`/api/v1/domains/${id}`, { apiKey: alice.apiKey });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect((await t.api.get(`/api/v1/domains/${id}`, { apiKey: alice.apiKey })).status).toBe(404);
      expect((await t.api.get(`/api/v1/inboxes/${inbox.body.data.id}`, { apiKey: alice.apiKey })).status).toBe(404);
      expect(await t.sql('select id from inboxes where domain_id = $1 or address = $2', [id, `sales@${domain}`])).toEqual([]);
      expect((await t.api.delete(`/api/v1/domains/${id}`, { apiKey: alice.apiKey })).status).toBe(404);

      const readded = await addOk(bob, domain);
      expect(readded.dkim_key).not.toBe(dkim_key);
    });
  });

  describe('international names (one canonical form: the lower-case A-label)', () => {
    const IDN = 'xn--bcher-kva.example';
    /** alice's verified bücher.example (added by an earlier test, or here when run alone). */
    async function verifiedBuecher(): Promise<void> {
      const added = await add(alice, 'bücher.example');
      const domain = added.status === 201
        ? added.body.data
        : (await t.api.get('/api/v1/domains?limit=100', { apiKey: alice.apiKey })).body.data.find((d: { domain: string }) => d.domain === IDN);
      publishAll(dns, IDN, domain.dkim_key);
      expect((await verify(alice, domain.id)).body.data.verified).toBe(true);
    }

    it('creates inboxes with either spelling and receives mail for the A-label however its case, and for the U-label', async () => {
      await verifiedBuecher();
      const support = await t.api.post('/api/v1/inboxes', { type: 'persistent', prefix: 'support', domain: 'Bücher.example' }, { apiKey: alice.apiKey });
      expect(support.status).toBe(201);
      expect(support.body.data).toMatchObject({ address: `support@${IDN}`, domain: IDN });
      const sales = await t.api.post('/api/v1/inboxes', { type: 'persistent', prefix: 'sales', domain: 'XN--BCHER-KVA.example.' }, { apiKey: alice.apiKey });
      expect(sales.status).toBe(201);
      expect(sales.body.data.address).toBe(`sales@${IDN}`);
      expect((await t.api.post('/api/v1/inboxes', { prefix: 'x', domain: 'bücher.example' }, { apiKey: bob.apiKey })).status).toBe(400);

      for (const rcpt of [`support@${IDN}`, 'support@XN--BCHER-KVA.example', 'Support@Xn--Bcher-Kva.Example']) {
        const raw = await buildMail({ from: 'sender@example.org', to: rcpt, subject: `to ${rcpt}`, text: 'hello' });
        const reply = await sendRawMail(t, { from: 'sender@example.org', to: [rcpt], raw });
        expect([rcpt, reply.code]).toEqual([rcpt, 250]);
      }
      // An SMTPUTF8 sender may write the U-label itself.
      const session = await SmtpSession.open(smtpPort(t));
      try {
        expect((await session.command('MAIL FROM:<sender@example.org> SMTPUTF8')).code).toBe(250);
        expect((await session.command('RCPT TO:<support@bücher.example>')).code).toBe(250);
        expect((await session.command('DATA')).code).toBe(354);
        expect((await session.sendData('Subject: to the U-label\r\n\r\nhello\r\n')).code).toBe(250);
      } finally {
        await session.quit();
      }
      const listed = await t.api.get(`/api/v1/inboxes/${support.body.data.id}/messages`, { apiKey: alice.apiKey });
      expect(listed.body.data.map((m: { subject: string }) => m.subject).sort()).toEqual(
        ['to Support@Xn--Bcher-Kva.Example', 'to support@XN--BCHER-KVA.example', `to support@${IDN}`, 'to the U-label'].sort(),
      );
      // Unverified international names stay foreign.
      const refused = await sendRawMail(t, { from: 'sender@example.org', to: ['support@xn--mnchen-3ya.example'], raw: 'Subject: x\r\n\r\nx\r\n' });
      expect(refused.code).toBe(550);
    });

    it('signs with d= the A-label whichever spelling asks for the key', async () => {
      await verifiedBuecher();
      const store = t.app.get(DkimKeyStore);
      expect((await store.forDomain('Bücher.example'))?.domainName).toBe(IDN);
      expect((await store.forDomain('XN--BCHER-KVA.EXAMPLE.'))?.domainName).toBe(IDN);
    });

    it('a migration rewrites names stored in another spelling (domains, inbox domains and addresses)', async () => {
      const tag = randomBytes(3).toString('hex');
      const unicode = `Größe-${tag}.example`;
      const ascii = domainToASCII(unicode);
      const [row] = await t.sql<{ id: string }>(
        `insert into domains (id, user_id, domain, dkim_selector, dkim_public_key, dkim_private_key) values (gen_random_uuid(), $1, $2, 'agentmail', 'x', 'x') returning id`,
        [bob.id, unicode],
      );
      await t.sql(
        `insert into inboxes (id, user_id, address, local_part, domain, domain_id, type) values (gen_random_uuid(), $1, $2, 'info', $3, $4, 'persistent')`,
        [bob.id, `info@${unicode}`, unicode, row!.id],
      );
      const orm = t.app.get(MikroORM);
      const migration = new Migration20261125013728_canonical_domain_names(orm.em.getDriver() as never, orm.config as never);
      await migration.up();
      for (const query of migration.getQueries()) await t.sql(String(query));
      expect(await t.sql('select domain from domains where id = $1', [row!.id])).toEqual([{ domain: ascii }]);
      expect(await t.sql('select address, domain from inboxes where domain_id = $1', [row!.id])).toEqual([{ address: `info@${ascii}`, domain: ascii }]);
    });
  });

  describe('DkimKeyStore (outbound signing)', () => {
    it('hands out a custom domain\'s key only once it is verified, and the key matches the published p=', async () => {
      const store = t.app.get(DkimKeyStore);
      const { id, domain, dkim_key } = await addOk(alice);
      expect(await store.forDomain(domain)).toBeNull();

      publishAll(dns, domain, dkim_key);
      await verify(alice, id);
      const key = await store.forDomain(`${domain.toUpperCase()}.`);
      expect(key).toEqual({ domainName: domain, keySelector: 'agentmail', privateKey: expect.stringContaining('-----BEGIN PRIVATE KEY-----') });

      const signature = createSign('sha256').update('DKIM-Signature test').sign(key!.privateKey);
      const published = createPublicKey({ key: Buffer.from(dkim_key, 'base64'), format: 'der', type: 'spki' });
      expect(createVerify('sha256').update('DKIM-Signature test').verify(published, signature)).toBe(true);

      expect(await store.forDomain('unknown-domain.example')).toBeNull();
    });

    it('gives the service key from DKIM_PRIVATE_KEY_FILE for the mail domain', async () => {
      const store = t.app.get(DkimKeyStore);
      expect(await store.forDomain('agents.test')).toEqual({ domainName: 'agents.test', keySelector: 'agentmail', privateKey: servicePem });
    });

    it('opens keys stored unencrypted before DKIM_ENCRYPTION_KEY was set, and seals them on first use', async () => {
      const store = t.app.get(DkimKeyStore);
      const { id, domain, dkim_key } = await addOk(alice);
      publishAll(dns, domain, dkim_key);
      await verify(alice, id);
      const pem = (await store.forDomain(domain))!.privateKey;
      await t.sql(`update domains set dkim_private_key = $1 where id = $2`, [`v1:plain:${pem}`, id]);

      expect((await store.forDomain(domain))!.privateKey).toBe(pem);
      const [row] = await t.sql<{ dkim_private_key: string }>('select dkim_private_key from domains where id = $1', [id]);
      expect(row!.dkim_private_key).toMatch(/^v1:gcm:/);
      expect((await store.forDomain(domain))!.privateKey).toBe(pem);
    });
  });

  describe('background re-check', () => {
    it('demotes a verified domain whose records went away, keeps it through a transient DNS failure, and picks up new ones', async () => {
      const scheduler = t.app.get(DomainRecheckScheduler);
      const store = t.app.get(DkimKeyStore);
      const kept = await addOk(alice);
      const lost = await addOk(alice);
      const fresh = await addOk(bob);
      for (const d of [kept, lost, fresh]) publishAll(dns, d.domain, d.dkim_key);
      await verify(alice, kept.id);
      await verify(alice, lost.id);
      dns.setRecords(lost.domain, 'MX', ['10 mx.elsewhere.example']);
      // Only these three are due (others stay scheduled in the future).
      await t.sql(`update domains set next_check_at = case when id = any($1::uuid[]) then now() - interval '1 second' else now() + interval '1 hour' end`, [[kept.id, lost.id, fresh.id]]);

      expect(await scheduler.recheckDue()).toBe(3);
      const rows = await t.sql<{ id: string; verified: boolean; mx_verified: boolean; next_check_at: Date; last_checked_at: Date }>(
        'select id, verified, mx_verified, next_check_at, last_checked_at from domains where id = any($1::uuid[])',
        [[kept.id, lost.id, fresh.id]],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(kept.id)).toMatchObject({ verified: true });
      expect(byId.get(lost.id)).toMatchObject({ verified: false, mx_verified: false });
      expect(byId.get(fresh.id)).toMatchObject({ verified: true });
      expect(await store.forDomain(lost.domain)).toBeNull();
      const inMinutes = (d: Date) => (new Date(d).getTime() - Date.now()) / 60_000;
      expect(inMinutes(byId.get(kept.id)!.next_check_at)).toBeGreaterThan(5 * 60);
      expect(inMinutes(byId.get(lost.id)!.next_check_at)).toBeLessThanOrEqual(10);
      expect(await scheduler.recheckDue()).toBe(0);

      // A resolver failure does not demote a verified domain in the background; it is retried soon.
      await t.sql(`update domains set next_check_at = now() - interval '1 second' where id = $1`, [kept.id]);
      dns.fail('servfail');
      try {
        expect(await scheduler.recheckDue()).toBe(1);
      } finally {
        dns.fail(null);
      }
      const [after] = await t.sql<{ verified: boolean; next_check_at: Date }>('select verified, next_check_at from domains where id = $1', [kept.id]);
      expect(after!.verified).toBe(true);
      expect(inMinutes(after!.next_check_at)).toBeLessThanOrEqual(10);
      expect(inMinutes(after!.next_check_at)).toBeGreaterThan(5);
    });

    it('never checks one domain twice when several workers claim at once', async () => {
      const scheduler = t.app.get(DomainRecheckScheduler);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push((await addOk(bob)).id);
      await t.sql(`update domains set next_check_at = case when id = any($1::uuid[]) then now() - interval '1 second' else now() + interval '1 hour' end`, [ids]);
      const before = dns.queries.length;
      const counts = await Promise.all([scheduler.recheckDue(), scheduler.recheckDue(), scheduler.recheckDue()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
      // Three lookups (MX, apex TXT, DKIM TXT) per domain, each domain once.
      const mxQueries = dns.queries.slice(before).filter((q) => q.startsWith('MX '));
      expect(mxQueries).toHaveLength(4);
    });
  });

  describe('with the DNS server down', () => {
    it('verify still answers 200 with every flag false', async () => {
      const { id, domain, dkim_key } = await addOk(alice);
      publishAll(dns, domain, dkim_key);
      await dns.close();
      const started = Date.now();
      const res = await verify(alice, id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ verified: false, mx_verified: false, spf_verified: false, dkim_verified: false });
      expect(res.body.data.checks.mx.problem).toMatch(/no DNS server could be reached|timed out/);
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  });
});
