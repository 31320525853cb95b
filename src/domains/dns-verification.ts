/**
 * The DNS rules of custom-domain verification, as pure functions over what the resolver
 * returned (so every rule is unit-tested without DNS). A failed lookup arrives as `{ error }`
 * and is simply "not verified", with the reason shown to the user.
 */

export type Lookup<T> = { records: T[] } | { error: string };

export interface MxRecord {
  exchange: string;
  priority: number;
}

/** One TXT record as DNS returns it: its character-strings (each at most 255 bytes). */
export type TxtRecord = string[];

export interface CheckResult {
  ok: boolean;
  /** The DNS name looked up. */
  name: string;
  /** The record value the owner must publish. */
  expected: string;
  /** What DNS returned (MX as `priority host`, TXT with character-strings joined). */
  found: string[];
  /** Why the check failed; absent when ok. */
  problem?: string;
}

export interface VerificationInput {
  domain: string;
  mailHost: string;
  selector: string;
  publicKey: string;
  mx: Lookup<MxRecord>;
  apexTxt: Lookup<TxtRecord>;
  dkimTxt: Lookup<TxtRecord>;
}

export interface VerificationResult {
  verified: boolean;
  mx: CheckResult;
  spf: CheckResult;
  dkim: CheckResult;
}

export const hostName = (name: string) => name.trim().replace(/\.$/, '').toLowerCase();

export const spfValue = (mailHost: string) => `v=spf1 include:${mailHost} ~all`;
export const dkimValue = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;
export const dkimName = (selector: string, domain: string) => `${selector}._domainkey.${domain}`;

/** RFC 7208 §3.3 / RFC 6376 §3.6.2.2: a record's character-strings are concatenated with nothing in between. */
export const joinTxt = (record: TxtRecord) => record.join('');

const LOOKUP_PROBLEMS: Record<string, string> = {
  ENOTFOUND: 'the name does not exist in DNS (NXDOMAIN)',
  NXDOMAIN: 'the name does not exist in DNS (NXDOMAIN)',
  ETIMEOUT: 'the DNS lookup timed out',
  ESERVFAIL: 'the DNS server failed to answer (SERVFAIL)',
  EREFUSED: 'the DNS server refused the query',
  ECONNREFUSED: 'no DNS server could be reached',
};

/** A failure that says nothing about the records (the resolver or the network failed), unlike NXDOMAIN. */
export function isTransientLookupError(code: string): boolean {
  return code !== 'ENOTFOUND' && code !== 'NXDOMAIN';
}

export function lookupProblem(code: string): string {
  return LOOKUP_PROBLEMS[code] ?? `the DNS lookup failed (${code})`;
}

/** MX: verified when any MX host is the service's mail host (case and a trailing dot ignored); other MX hosts may stay. */
export function checkMx(domain: string, mailHost: string, lookup: Lookup<MxRecord>): CheckResult {
  const base = { name: domain, expected: `10 ${mailHost}` };
  if ('error' in lookup) return { ...base, ok: false, found: [], problem: lookupProblem(lookup.error) };
  const found = [...lookup.records].sort((a, b) => a.priority - b.priority).map((r) => `${r.priority} ${hostName(r.exchange) || '.'}`);
  if (lookup.records.some((r) => hostName(r.exchange) === hostName(mailHost))) return { ...base, ok: true, found };
  return { ...base, ok: false, found, problem: found.length ? `no MX record points to ${mailHost}` : 'no MX records' };
}

/**
 * SPF: verified when the domain has exactly one SPF record (RFC 7208 §4.5: two are a permanent
 * error that fails every check) and it authorises the mail host with `include:<mail_host>`
 * (qualifier `+` or none) before any `all` (mechanisms after `all` are never evaluated). Other
 * mechanisms (`mx`, `a:`, `ip4:`) are not taken as authorising the service: they depend on
 * addresses it may change, while the include follows them.
 */
export function checkSpf(domain: string, mailHost: string, lookup: Lookup<TxtRecord>): CheckResult {
  const base = { name: domain, expected: spfValue(mailHost) };
  if ('error' in lookup) return { ...base, ok: false, found: [], problem: lookupProblem(lookup.error) };
  const spf = lookup.records.map(joinTxt).filter((text) => /^v=spf1( |$)/i.test(text));
  if (spf.length === 0) return { ...base, ok: false, found: [], problem: 'no SPF record (a TXT record starting with v=spf1)' };
  if (spf.length > 1) return { ...base, ok: false, found: spf, problem: 'several SPF records: SPF then fails for every message (RFC 7208 §4.5); merge them into one' };
  const terms = spf[0]!.split(/\s+/).filter(Boolean).slice(1);
  for (const term of terms) {
    const lower = term.toLowerCase();
    if (/^[+?~-]?all$/.test(lower)) break;
    const include = /^\+?include:(.+)$/.exec(lower);
    if (include && hostName(include[1]!) === hostName(mailHost)) return { ...base, ok: true, found: spf };
  }
  return { ...base, ok: false, found: spf, problem: `the SPF record does not contain include:${mailHost} before its "all" mechanism` };
}

/**
 * Tag-value list of a DKIM key record (RFC 6376 §3.2): `tag=value` separated by `;`, with
 * whitespace allowed around tags and values. Returns null when it is not such a list.
 */
export function parseTagList(text: string): Map<string, string> | null {
  const tags = new Map<string, string>();
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const name = part.slice(0, eq).trim();
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name) || tags.has(name)) return null;
    tags.set(name, part.slice(eq + 1).trim());
  }
  return tags;
}

/** Why a DKIM key record does not publish `publicKey` for signing mail with rsa-sha256, or null when it does. */
export function dkimRecordProblem(text: string, publicKey: string): string | null {
  const tags = parseTagList(text);
  if (!tags) return 'the DKIM record is not a list of tag=value pairs separated by semicolons';
  const version = tags.get('v');
  // RFC 6376 §3.6.1: v= is optional, but when present it must be first and exactly DKIM1.
  if (version !== undefined && (version !== 'DKIM1' || [...tags.keys()][0] !== 'v')) return 'v= must be DKIM1 and come first';
  const keyType = tags.get('k');
  if (keyType !== undefined && keyType.toLowerCase() !== 'rsa') return `k=${keyType}: the key is RSA, so k= must be rsa (or absent)`;
  const hashes = tags.get('h');
  if (hashes !== undefined && !hashes.split(':').some((h) => h.trim().toLowerCase() === 'sha256')) return 'h= must include sha256 (or be absent)';
  const services = tags.get('s');
  if (services !== undefined && !services.split(':').some((s) => ['*', 'email'].includes(s.trim().toLowerCase()))) return 's= must include email or * (or be absent)';
  const key = tags.get('p');
  if (key === undefined) return 'the DKIM record has no p= tag';
  const compact = key.replace(/\s+/g, '');
  if (!compact) return 'p= is empty, which means the key is revoked';
  if (compact !== publicKey) return 'p= is not the public key of this domain (check for a truncated or old key)';
  return null;
}

/**
 * DKIM: verified when exactly one TXT record sits at `<selector>._domainkey.<domain>` and it
 * publishes this domain's key (several records there make verifiers' choice unpredictable).
 */
export function checkDkim(domain: string, selector: string, publicKey: string, lookup: Lookup<TxtRecord>): CheckResult {
  const base = { name: dkimName(selector, domain), expected: dkimValue(publicKey) };
  if ('error' in lookup) return { ...base, ok: false, found: [], problem: lookupProblem(lookup.error) };
  const found = lookup.records.map(joinTxt);
  if (found.length === 0) return { ...base, ok: false, found, problem: 'no TXT record at this name' };
  if (found.length > 1) {
    const matching = found.filter((text) => dkimRecordProblem(text, publicKey) === null).length;
    return { ...base, ok: false, found, problem: `${found.length} TXT records at this name${matching ? ' (one is right)' : ''}; keep only the DKIM record` };
  }
  const problem = dkimRecordProblem(found[0]!, publicKey);
  return problem ? { ...base, ok: false, found, problem } : { ...base, ok: true, found };
}

export function verifyDomainRecords(input: VerificationInput): VerificationResult {
  const mx = checkMx(input.domain, input.mailHost, input.mx);
  const spf = checkSpf(input.domain, input.mailHost, input.apexTxt);
  const dkim = checkDkim(input.domain, input.selector, input.publicKey, input.dkimTxt);
  return { verified: mx.ok && spf.ok && dkim.ok, mx, spf, dkim };
}
