import type { AuthenticateResult } from 'mailauth';
import { createCachingResolver, NEGATIVE_TTL_MS } from './caching-resolver';
import { failedAuthentication, summarise, toMessageAuthentication } from './mail-authentication';
import { clientIp, parseOwnReceived, receivedHeader } from './received-header';

const spf = (result: string) => ({ result, domain: 'example.com', client_ip: '192.0.2.1', helo: 'mx.example.com', envelope_from: 'a@example.com', comment: null });
const sig = (result: string, aligned = false) => ({ domain: 'example.com', selector: 's1', result, aligned, comment: null });
const dmarc = (result: string) => ({ result, domain: 'example.com', policy: 'reject', alignment: { spf: null, dkim: null } });

describe('summarise', () => {
  it.each([
    ['authenticated wins', { authenticated: true, spf: spf('fail'), dkim: [sig('pass', true)], dmarc: dmarc('pass') }, 'pass'],
    ['DMARC fail', { authenticated: false, spf: spf('fail'), dkim: [], dmarc: dmarc('fail') }, 'fail'],
    ['a DNS failure anywhere', { authenticated: false, spf: spf('temperror'), dkim: [sig('pass')], dmarc: dmarc('none') }, 'temperror'],
    ['a broken SPF record', { authenticated: false, spf: spf('permerror'), dkim: [], dmarc: null }, 'permerror'],
    ['SPF fail without DMARC', { authenticated: false, spf: spf('fail'), dkim: [], dmarc: dmarc('none') }, 'fail'],
    ['only failing signatures', { authenticated: false, spf: spf('none'), dkim: [sig('fail'), sig('fail')], dmarc: dmarc('none') }, 'fail'],
    ['SPF softfail', { authenticated: false, spf: spf('softfail'), dkim: [], dmarc: null }, 'softfail'],
    ['an unaligned passing signature', { authenticated: false, spf: spf('none'), dkim: [sig('pass')], dmarc: dmarc('none') }, 'neutral'],
    ['nothing to check', { authenticated: false, spf: spf('none'), dkim: [], dmarc: dmarc('none') }, 'none'],
  ] as const)('%s', (_name, parts, expected) => {
    expect(summarise({ ...parts, dkim: [...parts.dkim] })).toBe(expected);
  });
});

describe('toMessageAuthentication', () => {
  const result = {
    dkim: {
      headerFrom: ['Alerts@GitHub.com'],
      envelopeFrom: 'bounce@github.com',
      results: [
        { signingDomain: 'GitHub.com', selector: 'pf2023', status: { result: 'pass', aligned: 'github.com' }, info: '' },
        { signingDomain: 'esp.example', selector: 'k1', status: { result: 'neutral', comment: 'body hash did not verify' }, info: '' },
      ],
    },
    spf: { domain: 'github.com', 'client-ip': '192.0.2.7', helo: 'out.github.com', 'envelope-from': 'bounce@github.com', status: { result: 'pass', comment: 'ok' }, header: '', info: '' },
    dmarc: { domain: 'github.com', policy: 'reject', p: 'reject', sp: 'reject', status: { result: 'pass' }, alignment: { spf: { result: 'github.com', strict: false }, dkim: { result: 'github.com', strict: false } }, info: '' },
    arc: { i: 0, status: { result: 'none' } },
    bimi: false,
    headers: 'Received-SPF: pass\r\nAuthentication-Results: mx.inbox.test;\r\n dkim=pass header.i=@github.com;\r\n dkim=neutral (body hash did not verify) header.i=@esp.example;\r\n dmarc=pass header.from=github.com\r\n',
  } as unknown as AuthenticateResult;

  it('keeps each mechanism, treats a body-hash mismatch as fail and unfolds the header', () => {
    const verdict = toMessageAuthentication(result, 'mx.inbox.test', new Date('2026-01-01T00:00:00Z'));
    expect(verdict).toMatchObject({
      summary: 'pass',
      authenticated: true,
      from_domain: 'github.com',
      spf: { result: 'pass', domain: 'github.com', client_ip: '192.0.2.7' },
      dkim: [
        { domain: 'github.com', selector: 'pf2023', result: 'pass', aligned: true },
        { domain: 'esp.example', selector: 'k1', result: 'fail', aligned: false, comment: 'body hash did not verify' },
      ],
      dmarc: { result: 'pass', policy: 'reject', alignment: { spf: 'github.com', dkim: 'github.com' } },
      arc: { result: 'none', instance: 0 },
      checked_at: '2026-01-01T00:00:00.000Z',
    });
    expect(verdict.authentication_results).toBe(
      'Authentication-Results: mx.inbox.test; dkim=pass header.i=@github.com; dkim=fail (body hash did not verify) header.i=@esp.example; dmarc=pass header.from=github.com',
    );
  });

  it('writes a whole-check failure as a header too', () => {
    expect(failedAuthentication('temperror', 'DNS did not answer within 6 s', 'mx.inbox.test')).toMatchObject({
      summary: 'temperror',
      authenticated: false,
      authentication_results: 'Authentication-Results: mx.inbox.test; auth=temperror (DNS did not answer within 6 s)',
    });
  });
});

describe('Received trace header', () => {
  it('round-trips client address, HELO and protocol, only for our own host', () => {
    const header = receivedHeader({ ip: clientIp('::ffff:192.0.2.9'), helo: 'mail.sender.example', protocol: 'ESMTP' }, 'mx.inbox.test', 'abc', new Date('2026-01-01T00:00:00Z'));
    expect(header).toBe('Received: from mail.sender.example ([192.0.2.9])\r\n\tby mx.inbox.test with ESMTP id abc;\r\n\tThu, 01 Jan 2026 00:00:00 +0000\r\n');
    const raw = Buffer.from(`${header}From: a@b.example\r\n\r\nhi`);
    expect(parseOwnReceived(raw, 'MX.inbox.test')).toEqual({ ip: '192.0.2.9', helo: 'mail.sender.example', protocol: 'ESMTP' });
    expect(parseOwnReceived(raw, 'other.host')).toBeNull();
    expect(parseOwnReceived(Buffer.from('From: a@b.example\r\n\r\nhi'), 'mx.inbox.test')).toBeNull();
  });

  it('keeps a hostile HELO from breaking the header', () => {
    const header = receivedHeader({ ip: '2001:db8::1', helo: 'evil\r\nX-Injected: 1', protocol: 'ESMTP' }, 'mx.inbox.test', 'id', new Date(0));
    expect(header.split('\r\n')[0]).toBe('Received: from evilX-Injected:1 ([2001:db8::1])');
  });
});

describe('createCachingResolver', () => {
  it('caches answers and "no such name", never time-outs, and shares concurrent lookups', async () => {
    let clock = 0;
    const calls: string[] = [];
    const answers: Record<string, () => Promise<unknown[]>> = {
      'TXT a.example': async () => [['v=spf1 -all']],
      'TXT gone.example': async () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' })),
      'TXT slow.example': async () => Promise.reject(Object.assign(new Error('t/o'), { code: 'ETIMEOUT' })),
    };
    const resolve = createCachingResolver({ timeoutMs: 1, tries: 1, now: () => clock, lookup: (name, type) => (calls.push(`${type} ${name}`), answers[`${type} ${name}`]!()) });
    await Promise.all([resolve('a.example', 'TXT'), resolve('A.example.', 'TXT')]);
    await resolve('a.example', 'TXT');
    await expect(resolve('gone.example', 'TXT')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolve('gone.example', 'TXT')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolve('slow.example', 'TXT')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    await expect(resolve('slow.example', 'TXT')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    expect(calls).toEqual(['TXT a.example', 'TXT gone.example', 'TXT slow.example', 'TXT slow.example']);
    clock += NEGATIVE_TTL_MS + 1;
    await expect(resolve('gone.example', 'TXT')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(calls.filter((c) => c === 'TXT gone.example')).toHaveLength(2);
  });
});
