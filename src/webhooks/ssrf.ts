import { isIP } from 'node:net';

/**
 * SSRF guard for webhook URLs: a webhook makes our servers send requests to a URL a user chose,
 * so that URL must not reach our own network (loopback, private ranges, cloud metadata, ...).
 * Checked twice: the URL at creation (literal IPs and well-known internal names), and every
 * resolved address at delivery time (DNS rebinding), where the vetted address is then pinned.
 * Pure functions, no I/O.
 */

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose registry and friends). */
const PRIVATE_V4: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** IPv6 ranges that are not the public internet; embedded IPv4 forms are decoded separately. */
const PRIVATE_V6: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 32, 'Teredo'],
  ['2001:10::', 28, 'ORCHID'],
  ['2001:20::', 28, 'ORCHIDv2'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'unique local (incl. fd00:ec2::254 metadata)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

/** Host names that always mean "inside": loopback names, mDNS, cloud metadata and internal zones. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|intranet|lan)$/i;

function v4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** 16 bytes of an IPv6 address (with `::` and an optional trailing dotted quad). Assumes `isIP(x) === 6`. */
export function parseIPv6(address: string): number[] {
  let text = address.toLowerCase().replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const n = v4ToInt(last);
    text = `${text.slice(0, lastColon + 1)}${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const parse = (s: string) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const double = text.indexOf('::');
  const groups =
    double < 0
      ? parse(text)
      : (() => {
          const left = parse(text.slice(0, double));
          const right = parse(text.slice(double + 2));
          return left.concat(new Array(8 - left.length - right.length).fill(0), right);
        })();
  const bytes: number[] = [];
  for (const g of groups.slice(0, 8)) bytes.push((g >> 8) & 0xff, g & 0xff);
  return bytes;
}

function bytesMatch(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if ((bytes[byte]! & mask) !== (prefix[byte]! & mask)) return false;
  }
  return true;
}

function embeddedV4(bytes: number[], from: number): string {
  return bytes.slice(from, from + 4).join('.');
}

/**
 * Why an IP address is not public, or null when it is. IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses are judged by the IPv4 inside.
 */
export function privateAddressReason(address: string): string | null {
  const family = isIP(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  if (family === 4) {
    const n = v4ToInt(address);
    if (n === 0xffffffff) return 'broadcast';
    for (const [base, bits, why] of PRIVATE_V4) {
      const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
      if ((n & mask) >>> 0 === (v4ToInt(base) & mask) >>> 0) return why;
    }
    return null;
  }
  if (family !== 6) return 'not an IP address';
  const bytes = parseIPv6(address);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return privateAddressReason(embeddedV4(bytes, 12));
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return privateAddressReason(embeddedV4(bytes, 12));
  if (bytesMatch(bytes, parseIPv6('64:ff9b::'), 96)) return privateAddressReason(embeddedV4(bytes, 12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return privateAddressReason(embeddedV4(bytes, 2));
  for (const [base, bits, why] of PRIVATE_V6) {
    if (bytesMatch(bytes, parseIPv6(base), bits)) return why;
  }
  return null;
}

export function isPrivateAddress(address: string): boolean {
  return privateAddressReason(address) !== null;
}

/** The host of a parsed URL without IPv6 brackets; WHATWG URL already turned 0x7f.1 or 2130706433 into dotted IPv4. */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
}

/**
 * Checks a webhook URL at creation. Returns the problem in words, or null when acceptable.
 * With `allowPrivate` (local development, tests) http:// and internal targets are accepted.
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return allowPrivate ? 'url must use http or https' : 'url must use https';
  }
  if (url.username || url.password) return 'url must not contain credentials';
  const host = urlHost(url);
  if (!host) return 'url must have a host';
  if (allowPrivate) return null;
  if (isIP(host)) {
    const why = privateAddressReason(host);
    return why ? `url must not point to a private or reserved address (${why})` : null;
  }
  if (INTERNAL_NAME.test(host) || host === 'metadata' || !host.includes('.')) {
    return 'url must point to a public host name';
  }
  return null;
}

/**
 * At delivery: given every address the host resolved to, returns the one to connect to, or the
 * reason to refuse. All must be public: one private answer is enough to refuse (rebinding).
 */
export function pickDeliveryAddress(addresses: Array<{ address: string; family: number }>, allowPrivate: boolean): { address: string; family: number } | { refused: string } {
  if (!addresses.length) return { refused: 'host did not resolve' };
  if (!allowPrivate) {
    for (const candidate of addresses) {
      const why = privateAddressReason(candidate.address);
      if (why) return { refused: `host resolves to a private or reserved address ${candidate.address} (${why})` };
    }
  }
  return addresses[0]!;
}
