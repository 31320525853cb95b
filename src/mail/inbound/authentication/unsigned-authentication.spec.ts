import { authenticate, dkimSign } from 'mailauth';
import { generateKeyPairSync } from 'node:crypto';
import { toMessageAuthentication } from './mail-authentication';
import { createRequire } from 'node:module';
import { authenticateUnsigned, headerBlockEnd, unsignedHeaders } from './unsigned-authentication';

const { parseHeaders } = createRequire(require.resolve('mailauth'))('./tools') as {
  parseHeaders(buf: Buffer): { parsed: Array<{ key: string | null; line: Buffer }> };
};

/** A stand-in DNS: `TYPE name` → records, or an error code (ENOTFOUND, ESERVFAIL, ETIMEOUT …). */
function fakeResolver(zone: Record<string, unknown[] | string>) {
  return async (name: string, rrtype: string): Promise<unknown[]> => {
    const entry = zone[`${rrtype.toUpperCase()} ${name.toLowerCase().replace(/\.$/, '')}`];
    if (entry === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    if (typeof entry === 'string') throw Object.assign(new Error(`query ${entry} ${name}`), { code: entry });
    return entry;
  };
}

const ZONE: Record<string, unknown[] | string> = {
  'TXT pass.example': [['v=spf1 ip4:192.0.2.0/24 ip6:2001:db8::/32 -all']],
  'TXT _dmarc.pass.example': [['v=DMARC1; p=reject; rua=mailto:d@pass.example']],
  'TXT soft.example': [['v=spf1 ~all']],
  'TXT _dmarc.soft.example': [['v=DMARC1; p=quarantine; sp=none']],
  'TXT neutral.example': [['v=spf1 ?all']],
  'TXT broken.example': [['v=spf1 include: -all']],
  'TXT twice.example': [['v=spf1 -all'], ['v=spf1 +all']],
  'TXT inc.example': [['v=spf1 include:pass.example a mx -all']],
  'A inc.example': [['192.0.2.77']],
  'MX inc.example': [{ exchange: 'mx.inc.example', priority: 10 }],
  'A mx.inc.example': [['198.51.100.1']],
  'TXT _dmarc.inc.example': [['v=DMARC1; p=none']],
  'TXT slow.example': 'ETIMEOUT',
  'TXT _dmarc.slow.example': 'ESERVFAIL',
  'TXT sub.org.example': [['v=spf1 ip4:192.0.2.1 -all']],
  'TXT _dmarc.org.example': [['v=DMARC1; p=reject; sp=quarantine; aspf=s']],
  'TXT helo.example': [['v=spf1 ip4:203.0.113.9 -all']],
};

const FROMS = [
  'From: Ada <ada@pass.example>',
  'From: ada@soft.example',
  'From: "Neutral, Inc." <n@neutral.example>',
  'From: =?UTF-8?B?w4RkYQ==?= <a@broken.example>',
  'From: a@pass.example, b@soft.example',
  'From: undisclosed:;',
  'From: Group: g1@inc.example, g2@inc.example;',
  'From: nobody',
  'From: x@sub.org.example',
  'From: x@slow.example',
  'From:\r\n <folded@twice.example>',
  'From: Jürgen Groß <jg@pass.example>',
  'From: <a@bücher.example>',
  null,
];
const SENDERS = ['ada@pass.example', 'bounce@soft.example', 'x@sub.org.example', 'x@slow.example', 'x@broken.example', 'x@twice.example', 'y@inc.example', '', 'not an address'];
const CLIENTS: Array<{ ip?: string; helo?: string }> = [
  { ip: '192.0.2.10', helo: 'mail.pass.example' },
  { ip: '198.51.100.1', helo: 'helo.example' },
  { ip: '2001:db8::25', helo: '[2001:db8::25]' },
  { ip: '203.0.113.9' },
  {},
];

function message(from: string | null, extra: string[], body: string, eol = '\r\n'): Buffer {
  const head = [
    'Received: from mail.pass.example ([192.0.2.10])',
    '\tby mx.test with ESMTP id 1;',
    '\tWed, 25 Nov 2026 04:00:00 +0000',
    ...(from ? [from] : []),
    'To: <r@mx.test>',
    'Subject: hello',
    'Message-ID: <m1@pass.example>',
    ...extra,
  ];
  return Buffer.from(head.join(eol) + eol + eol + body, 'utf8');
}

const HOST = 'mx.test';
const AT = new Date('2026-11-25T04:00:00Z');

async function both(raw: Buffer, client: { ip?: string; helo?: string }, sender: string | undefined, resolver: unknown) {
  const options = { ...client, sender, mta: HOST, resolver };
  const full = await authenticate(raw, { ...options, resolver: resolver as never, disableBimi: true });
  const fast = await authenticateUnsigned(raw, options);
  return { full, fast };
}

describe('authenticateUnsigned (the cheap path) against mailauth authenticate()', () => {
  const resolver = fakeResolver(ZONE);

  it('gives the same result and the same stored verdict on unsigned messages of many shapes', async () => {
    const bodies = ['', 'Hello\r\n', 'La La La\r\n'.repeat(400), 'line\nbare LF\n', '--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n'];
    const extras: string[][] = [[], ['Return-Path: <rp@soft.example>'], ['Content-Type: text/plain; charset=utf-8', 'X-Long: ' + 'a'.repeat(300)], ['Authentication-Results: evil.example; dmarc=pass']];
    let compared = 0;
    const seen = new Set<string>();
    for (const from of FROMS) {
      for (const [k, client] of CLIENTS.entries()) {
        const sender = SENDERS[(compared + k) % SENDERS.length] || undefined;
        const body = bodies[compared % bodies.length]!;
        const extra = extras[compared % extras.length]!;
        const eol = compared % 7 === 3 ? '\n' : '\r\n';
        const raw = message(from, extra, body, eol);
        const { full, fast } = await both(raw, client, sender, resolver);
        expect(fast).not.toBeNull();
        const label = JSON.stringify({ from, client, sender, eol, extra });
        expect([label, JSON.parse(JSON.stringify(fast))]).toEqual([label, JSON.parse(JSON.stringify({ ...full, receivedChain: undefined }))]);
        expect(fast!.headers).toBe(full.headers);
        const verdict = toMessageAuthentication(fast!, HOST, AT);
        expect(verdict).toEqual(toMessageAuthentication(full, HOST, AT));
        seen.add(`spf=${verdict.spf?.result} dmarc=${verdict.dmarc?.result}`);
        compared++;
      }
    }
    expect(compared).toBe(FROMS.length * CLIENTS.length);
    // The zone gives every kind of outcome: the comparison covers them all.
    for (const spf of ['pass', 'fail', 'softfail', 'neutral', 'permerror', 'temperror', 'none']) expect([...seen].some((s) => s.startsWith(`spf=${spf} `))).toBe(true);
    for (const dmarc of ['pass', 'fail', 'none', 'temperror']) expect([...seen].some((s) => s.endsWith(` dmarc=${dmarc}`))).toBe(true);
  });

  it('with no envelope sender reads the Return-Path header, as mailauth does', async () => {
    const raw = message('From: a@pass.example', ['Return-Path: <x@soft.example>'], 'hi\r\n');
    const { full, fast } = await both(raw, { ip: '192.0.2.10' }, undefined, resolver);
    expect(toMessageAuthentication(fast!, HOST, AT)).toEqual(toMessageAuthentication(full, HOST, AT));
    expect(fast!.dkim.envelopeFrom).toBe('x@soft.example');
  });

  it('handles a message that is only headers, or has no header block at all', async () => {
    for (const raw of [Buffer.from('From: a@pass.example\r\nSubject: x'), Buffer.from('just text, no headers'), Buffer.alloc(0)]) {
      const { full, fast } = await both(raw, { ip: '192.0.2.10', helo: 'h.example' }, 'a@pass.example', resolver);
      expect(toMessageAuthentication(fast!, HOST, AT)).toEqual(toMessageAuthentication(full, HOST, AT));
    }
  });

  it('declines messages with a DKIM signature or ARC headers (they take the full path)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const raw = message('From: a@pass.example', [], 'body\r\n');
    const signed = await dkimSign(raw, { signatureData: [{ signingDomain: 'pass.example', selector: 's1', privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }) as string }] } as never);
    const withSignature = Buffer.concat([Buffer.from(signed.signatures), raw]);
    expect(await authenticateUnsigned(withSignature, { mta: HOST, resolver })).toBeNull();
    const arcOnly = message('From: a@pass.example', ['ARC-Seal: i=1; a=rsa-sha256; cv=none; d=x.example; s=s; b=AAAA'], 'x\r\n');
    expect(await authenticateUnsigned(arcOnly, { mta: HOST, resolver })).toBeNull();
    // A signature header in the body is no header.
    expect(await authenticateUnsigned(message('From: a@pass.example', [], 'DKIM-Signature: v=1\r\n'), { mta: HOST, resolver })).not.toBeNull();
  });

  it('finds the end of the header block as mailauth does (LF LF, LF CR LF, none)', () => {
    expect(headerBlockEnd(Buffer.from('A: 1\r\nB: 2\r\n\r\nbody'))).toBe(14);
    expect(headerBlockEnd(Buffer.from('A: 1\nB: 2\n\nbody'))).toBe(11);
    expect(headerBlockEnd(Buffer.from('A: 1\n\r\nbody'))).toBe(7);
    expect(headerBlockEnd(Buffer.from('A: 1\r\nB: 2'))).toBe(10);
    expect(headerBlockEnd(Buffer.from('A: 1\r\n'))).toBe(6);
  });

  it('splits, unfolds and names headers as mailauth parseHeaders does (the scan the verdict cache keys on)', () => {
    const names = ['From', 'from', 'FROM', ' From', 'From ', 'From\t', 'Return-Path', 'DKIM-Signature', 'dkim-signature ', 'ARC-Seal', 'Arc-Message-Signature', 'Subject', 'X-From', ''];
    const values = [' a@pass.example', ':b@pass.example', '', ' <c@pass.example>\r\n (comment)'];
    const breaks = ['\r\n', '\n', '\r\r\n', '\n\t', '\r\n ', '\n\u00a0', '\r\n\u000b'];
    let compared = 0;
    for (const [i, name] of names.entries()) {
      for (const [j, value] of values.entries()) {
        for (const [k, eol] of breaks.entries()) {
          const other = names[(i + j + k) % names.length]!;
          const lines = [`${name}:${value}`, `${other}${k % 2 ? '' : ':'} x`, `To: r@mx.test${eol}\tfolded`, `${other}:${value}`];
          const blocks = [lines.join(eol), ` ${lines.join(eol)}`, `${lines.join(eol)}${eol}${eol}body`, `Subject: s${eol}${name}${eol} : folded name${eol}X: y`];
          for (const text of blocks) {
            const raw = Buffer.from(text, 'latin1');
            const theirs = parseHeaders(raw.subarray(0, headerBlockEnd(raw))).parsed;
            const mine = unsignedHeaders(raw);
            const label = JSON.stringify(text);
            expect([label, mine === null]).toEqual([label, theirs.some((h) => h.key !== null && ['dkim-signature', 'arc-seal', 'arc-message-signature', 'arc-authentication-results'].includes(h.key))]);
            if (!mine) continue;
            // The same headers, as received (mailauth writes each line break as CR LF).
            const lf = (row: string) => row.replace(/\r?\n/g, '\r\n');
            expect([label, mine.from.map(lf)]).toEqual([label, theirs.filter((h) => h.key === 'from').map((h) => h.line.toString('latin1'))]);
            const returnPath = theirs.filter((h) => h.key === 'return-path').pop();
            expect([label, mine.returnPath === null ? null : lf(mine.returnPath)]).toEqual([label, returnPath ? returnPath.line.toString('latin1') : null]);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
