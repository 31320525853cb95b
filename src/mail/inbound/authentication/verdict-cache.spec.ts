import { ANSWER_TTL_MS, createCachingResolver, NEGATIVE_TTL_MS, trackAnswers } from './caching-resolver';
import { toMessageAuthentication } from './mail-authentication';
import { authenticateUnsigned, unsignedHeaders, unsignedResultKey } from './unsigned-authentication';
import { MAX_TTL_MS, VerdictCache, verdictJson } from './verdict-cache';

const HOST = 'mx.test';
const ZONE: Record<string, unknown[] | string> = {
  'TXT pass.example': [['v=spf1 ip4:192.0.2.0/24 -all']],
  'TXT _dmarc.pass.example': [['v=DMARC1; p=reject']],
  // The time macro in a mechanism: the name asked for changes every second.
  'TXT clock.example': [['v=spf1 exists:%{t}.clock.example -all']],
  'TXT slow.example': 'ETIMEOUT',
};

function zoneLookup(calls: string[]) {
  return async (name: string, rrtype: string): Promise<unknown[]> => {
    const key = `${rrtype.toUpperCase()} ${name.toLowerCase().replace(/\.$/, '')}`;
    calls.push(key);
    const entry = ZONE[key];
    if (entry === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    if (typeof entry === 'string') throw Object.assign(new Error(`query ${entry} ${name}`), { code: entry });
    return entry;
  };
}

function message(headers: string[], body = 'hello\r\n'): Buffer {
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body}`, 'utf8');
}

const client = { ip: '192.0.2.10', helo: 'mail.pass.example' };

describe('unsignedResultKey', () => {
  const key = (raw: Buffer, options: { ip?: string; helo?: string; sender?: string } = { ...client, sender: 'a@pass.example' }) => unsignedResultKey(unsignedHeaders(raw)!, options);

  it('is the same for messages differing only in what the check never reads', () => {
    const a = message(['From: Ada <ada@pass.example>', 'To: x@mx.test', 'Subject: one', 'Message-ID: <1@pass.example>'], 'first');
    const b = message(['Subject: two', 'From: Ada <ada@pass.example>', 'Message-ID: <2@pass.example>', 'X-Other: y'], 'second body');
    expect(key(a)).toBe(key(b));
  });

  it('differs with the client, the sender, any From header, and the Return-Path when there is no sender', () => {
    const base = message(['From: Ada <ada@pass.example>']);
    const keys = [
      key(base),
      key(base, { ...client, ip: '192.0.2.11', sender: 'a@pass.example' }),
      key(base, { ...client, helo: 'other.example', sender: 'a@pass.example' }),
      key(base, { ...client, sender: 'b@pass.example' }),
      key(base, client),
      key(message(['From: Ada <ada@pass.example >'])),
      key(message(['From: Ada <ada@pass.example>', 'From: b@other.example'])),
      key(message(['From:\r\n Ada <ada@pass.example>'])),
      key(message(['Return-Path: <r@pass.example>', 'From: Ada <ada@pass.example>']), client),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // With a sender, the Return-Path header is never read.
    expect(key(message(['Return-Path: <r@pass.example>', 'From: Ada <ada@pass.example>']))).toBe(key(base));
  });

  it('is not given for signed or ARC-sealed mail (unsignedHeaders declines those)', () => {
    expect(unsignedHeaders(message(['DKIM-Signature: v=1; d=pass.example', 'From: a@pass.example']))).toBeNull();
    expect(unsignedHeaders(message(['ARC-Seal: i=1', 'From: a@pass.example']))).toBeNull();
  });
});

describe('VerdictCache with the DNS answers it was computed from', () => {
  async function check(raw: Buffer, sender: string, resolver: ReturnType<typeof createCachingResolver>, at: Date) {
    const options = { ...client, sender, mta: HOST };
    const answers = trackAnswers(resolver);
    const result = await authenticateUnsigned(raw, { ...options, resolver: answers.resolve });
    return { verdict: toMessageAuthentication(result!, HOST, at), until: answers.until(), key: unsignedResultKey(unsignedHeaders(raw)!, options) };
  }

  it('gives the same verdict as a fresh check, re-stamped, while every answer it used stays cached', async () => {
    let clock = 1_000_000;
    const calls: string[] = [];
    const resolver = createCachingResolver({ timeoutMs: 1, tries: 1, now: () => clock, lookup: zoneLookup(calls) });
    const cache = new VerdictCache(() => clock);
    const raw = message(['From: Ada <ada@pass.example>', 'Subject: one']);
    const first = await check(raw, 'a@pass.example', resolver, new Date(clock));
    expect(first.verdict.summary).toBe('pass');
    expect(first.until).toBe(clock + ANSWER_TTL_MS);
    cache.set(first.key, first.verdict, first.until);

    clock += 1000;
    const other = message(['Subject: two', 'From: Ada <ada@pass.example>'], 'another body');
    const fresh = await check(other, 'a@pass.example', resolver, new Date(clock));
    expect(cache.get(fresh.key, new Date(clock))).toEqual(fresh.verdict);
    const hit = cache.get(fresh.key, new Date(clock))!;
    expect(hit.checked_at).toBe(new Date(clock).toISOString());
    // Its JSON, cut from the entry's, is the verdict's.
    expect(verdictJson(hit)).toBe(JSON.stringify(hit));
    expect(verdictJson(fresh.verdict)).toBe(JSON.stringify(fresh.verdict));

    // Gone when the stalest answer it used leaves the DNS cache.
    clock = first.until! + 1;
    expect(cache.get(first.key, new Date(clock))).toBeNull();
  });

  it('keeps nothing that a DNS failure or the %{t} macro went into, nor a temperror verdict', async () => {
    const clock = 0;
    const resolver = createCachingResolver({ timeoutMs: 1, tries: 1, now: () => clock, lookup: zoneLookup([]) });
    const cache = new VerdictCache(() => clock);
    const slow = await check(message(['From: x@slow.example']), 'x@slow.example', resolver, new Date(clock));
    expect(slow.until).toBeNull();
    expect(slow.verdict.summary).toBe('temperror');
    cache.set(slow.key, slow.verdict, ANSWER_TTL_MS);
    expect(cache.get(slow.key, new Date(clock))).toBeNull();

    const timed = await check(message(['From: x@clock.example']), 'x@clock.example', resolver, new Date(clock));
    expect(timed.verdict.spf?.result).toBe('fail');
    expect(timed.until).toBeNull();

    // Negative answers count with their shorter life.
    const nameless = await check(message(['From: x@nowhere.example']), 'x@nowhere.example', resolver, new Date(clock));
    expect(nameless.verdict.spf?.result).toBe('none');
    expect(nameless.until).toBe(clock + NEGATIVE_TTL_MS);
  });

  it('caps the life of an entry and the number of entries', () => {
    let clock = 0;
    const cache = new VerdictCache(() => clock, 2);
    const verdict = { summary: 'none', authenticated: false, from_domain: null, spf: null, dkim: [], dmarc: null, arc: null, authentication_results: null, checked_at: 'x', error: null } as const;
    cache.set('a', { ...verdict, dkim: [] }, Infinity);
    clock = MAX_TTL_MS;
    expect(cache.get('a', new Date(clock))).toBeNull();
    cache.set('a', { ...verdict, dkim: [] }, Infinity);
    cache.set('b', { ...verdict, dkim: [] }, Infinity);
    cache.set('c', { ...verdict, dkim: [] }, Infinity);
    expect(cache.size).toBe(2);
    expect(cache.get('a', new Date(clock))).toBeNull();
    expect(cache.get('c', new Date(clock))).not.toBeNull();
  });
});
