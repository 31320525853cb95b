import { canonicalAddress, canonicalDomain, normaliseDomainName } from './domain-name';

const SERVICE = { mailDomain: 'agents.example', mailHost: 'mx.agents.example' };
const normalise = (input: string) => normaliseDomainName(input, SERVICE);

describe('normaliseDomainName', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['example.com.', 'example.com'],
    ['mail.sub.example.co.uk', 'mail.sub.example.co.uk'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['MÜNCHEN.de', 'xn--mnchen-3ya.de'],
    ['例え.jp', 'xn--r8jz45g.jp'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['a-b--c.example', 'a-b--c.example'],
    ['123.example', '123.example'],
    ['example.xn--p1ai', 'example.xn--p1ai'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
    ['otheragents.example', 'otheragents.example'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalise(input)).toEqual({ ok: true, domain: expected });
  });

  it.each([
    ['', /required/],
    ['   ', /required/],
    ['.', /required/],
    ['localhost', /at least two labels/],
    ['com', /at least two labels/],
    ['1.2.3.4', /not an IP address/],
    ['192.168.0.1.', /not an IP address/],
    ['12.34.56', /not an IP address/],
    ['0x7f.1', /not an IP address/],
    ['::1', /not an IP address/],
    ['[::1]', /not an IP address/],
    ['example.123', /top-level label .* all digits/],
    ['example..com', /label "" is not valid/],
    ['.example.com', /label "" is not valid/],
    ['example.com..', /label "" is not valid/],
    ['-bad.example', /label "-bad" is not valid/],
    ['bad-.example', /label "bad-" is not valid/],
    ['under_score.example', /only letters, digits, hyphens and dots/],
    ['exa mple.com', /only letters, digits, hyphens and dots/],
    ['https://example.com', /only letters/],
    ['example.com/path', /only letters/],
    ['example.com:25', /only letters/],
    ['user@example.com', /only letters/],
    ['%65xample.com', /only letters/],
    [`${'a'.repeat(64)}.com`, /at most 63 characters/],
    [`${'abcdefghi.'.repeat(26)}com`, /at most 253 characters/],
    ['agents.example', /belongs to this service/],
    ['AGENTS.example.', /belongs to this service/],
    ['mx.agents.example', /belongs to this service/],
    ['foo.agents.example', /belongs to this service/],
    ['xn--zz.com', /not a valid domain name/],
  ])('refuses %j', (input, reason) => {
    const result = normalise(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('accepts exactly 253 characters and refuses 254', () => {
    const name = (length: number) => `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 3 * 64)}`;
    expect(name(253)).toHaveLength(253);
    expect(normalise(name(253))).toEqual({ ok: true, domain: name(253) });
    expect(normalise(name(254)).ok).toBe(false);
  });

  it('refuses an internationalised name whose punycode is too long', () => {
    const label = 'bücherü'.repeat(9); // 63 characters, but its xn-- form is longer
    expect(normalise(`${label}.example`).ok).toBe(false);
  });
});

describe('canonicalDomain / canonicalAddress', () => {
  it.each([
    ['bücher.example', 'xn--bcher-kva.example'],
    ['Bücher.Example.', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['XN--BCHER-KVA.example', 'xn--bcher-kva.example'],
    ['  EXAMPLE.com ', 'example.com'],
    ['例え.jp', 'xn--r8jz45g.jp'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalDomain(input)).toBe(expected);
  });

  it('only lower-cases names the IDNA parser refuses, so they never match a stored name', () => {
    expect(canonicalDomain('xn--zz.Example')).toBe('xn--zz.example');
    expect(canonicalDomain('not a domain')).toBe('not a domain');
  });

  it('turns the U-label smtp-server hands over back into the stored A-label, keeping the local part', () => {
    expect(canonicalAddress('Support@bücher.example')).toBe('Support@xn--bcher-kva.example');
    expect(canonicalAddress('support@XN--BCHER-KVA.example')).toBe('support@xn--bcher-kva.example');
    expect(canonicalAddress('a@b@Example.COM')).toBe('a@b@example.com');
    expect(canonicalAddress('no-at-sign')).toBe('no-at-sign');
  });
});
