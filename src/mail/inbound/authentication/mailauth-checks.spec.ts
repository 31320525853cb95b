import { authenticate as mailauthAuthenticate, dkimSign, sealMessage } from 'mailauth';
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { authenticate } from './mailauth-checks';
import { toMessageAuthentication } from './mail-authentication';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const SIGNED_AT = new Date('2026-11-25T03:00:00Z');

const ZONE: Record<string, unknown[] | string> = {
  'TXT pass.example': [['v=spf1 ip4:192.0.2.0/24 -all']],
  'TXT _dmarc.pass.example': [['v=DMARC1; p=reject']],
  'TXT s1._domainkey.pass.example': [[`v=DKIM1; k=rsa; p=${p}`]],
  'TXT s1._domainkey.other.example': [[`v=DKIM1; k=rsa; p=${p}`]],
  'TXT soft.example': [['v=spf1 ~all']],
  'TXT _dmarc.soft.example': [['v=DMARC1; p=quarantine']],
  'TXT slow.example': 'ETIMEOUT',
};

async function resolver(name: string, rrtype: string): Promise<unknown[]> {
  const entry = ZONE[`${rrtype.toUpperCase()} ${name.toLowerCase().replace(/\.$/, '')}`];
  if (entry === undefined) throw Object.assign(new Error(`query ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  if (typeof entry === 'string') throw Object.assign(new Error(`query ${entry} ${name}`), { code: entry });
  return entry;
}

function message(from: string, body: string): Buffer {
  return Buffer.from(`Received: from mail.pass.example ([192.0.2.10])\r\n\tby mx.test with ESMTP id 1;\r\n\tWed, 25 Nov 2026 04:00:00 +0000\r\n${from}\r\nTo: <r@mx.test>\r\nSubject: hello\r\nMessage-ID: <m1@pass.example>\r\n\r\n${body}`);
}

async function signed(raw: Buffer, domain: string): Promise<Buffer> {
  // A fixed time in the past: the check of a signature made this very second depends on the clock.
  const result = await dkimSign(raw, { signTime: SIGNED_AT, signatureData: [{ signingDomain: domain, selector: 's1', privateKey: pem }] } as never);
  return Buffer.concat([Buffer.from(result.signatures), raw]);
}

describe('authenticate (mailauth without its BIMI modules) against mailauth authenticate()', () => {
  it('gives the same result and verdict for signed, tampered, ARC-sealed and unsigned mail', async () => {
    const plain = message('From: Ada <ada@pass.example>', 'Hello\r\n'.repeat(50));
    const messages = [
      plain,
      await signed(plain, 'pass.example'),
      await signed(message('From: a@soft.example', 'x\r\n'), 'other.example'),
      Buffer.from((await signed(plain, 'pass.example')).toString('latin1').replace('Hello', 'Jello'), 'latin1'),
      await sealMessage(await signed(plain, 'pass.example'), { signingDomain: 'pass.example', selector: 's1', privateKey: pem, authResults: 'mx.test; dkim=pass', cv: 'none', signTime: SIGNED_AT } as never).then((seal) => Buffer.concat([seal, plain])),
      message('From: x@slow.example', 'y\r\n'),
      Buffer.from('no headers at all'),
    ];
    const clients = [{ ip: '192.0.2.10', helo: 'mail.pass.example' }, { ip: '203.0.113.9' }, {}];
    const seen = new Set<string>();
    for (const [i, raw] of messages.entries()) {
      for (const client of clients) {
        const options = { ...client, sender: i % 2 ? 'bounce@soft.example' : 'ada@pass.example', mta: 'mx.test', resolver: resolver as never };
        const ours = await authenticate(raw, options);
        const theirs = await mailauthAuthenticate(raw, { ...options, disableBimi: true });
        const label = `message ${i} ${JSON.stringify(client)}`;
        expect([label, JSON.parse(JSON.stringify(ours))]).toEqual([label, JSON.parse(JSON.stringify(theirs))]);
        const at = new Date('2026-11-25T04:00:00Z');
        const verdict = toMessageAuthentication(ours, 'mx.test', at);
        expect(verdict).toEqual(toMessageAuthentication(theirs, 'mx.test', at));
        seen.add(`dkim=${JSON.stringify(verdict.dkim?.map((d) => d.result))} arc=${verdict.arc?.result} dmarc=${verdict.dmarc?.result}`);
      }
    }
    // The cases reach passing and failing signatures, an ARC chain and DMARC outcomes.
    expect([...seen].some((s) => s.includes('"pass"'))).toBe(true);
    expect([...seen].some((s) => s.includes('"fail"') || s.includes('"neutral"'))).toBe(true);
    expect([...seen].some((s) => /arc=(pass|fail)/.test(s))).toBe(true);
  });

  it('loads neither mailauth BIMI modules nor undici (in a process of its own: this file loads mailauth whole)', () => {
    const script = `for (const m of ['./mailauth-checks', './unsigned-authentication']) require(m); process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((f) => /mailauth[\\/\\\\]lib[\\/\\\\]bimi|node_modules[\\/\\\\]undici[\\/\\\\]/.test(f))))`;
    const child = spawnSync(process.execPath, ['-r', '@swc-node/register', '-e', script], { cwd: __dirname, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual([]);
  });
});
