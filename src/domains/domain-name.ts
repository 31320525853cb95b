import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';

export const MAX_DOMAIN_LENGTH = 253;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
/** ASCII allowed in the input; anything else ASCII (/, %, @, :, spaces…) would be silently rewritten or cut by the URL host parser. */
const ASCII_OUTSIDE_NAMES = /[\x00-\x2c\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/;

export type DomainNameResult = { ok: true; domain: string } | { ok: false; reason: string };

/**
 * Turns what a user typed into the stored form of a custom domain: trimmed, lower-case, one
 * trailing dot dropped, internationalised names converted to punycode (IDNA, as browsers do).
 * Refuses IP addresses, single labels, numeric top-level labels, bad labels and the service's
 * own mail domain and mail host (and names under them).
 */
export function normaliseDomainName(input: string, service: { mailDomain: string; mailHost: string }): DomainNameResult {
  const example = 'use a domain name such as example.com';
  const trimmed = input.trim().replace(/\.$/, '');
  if (!trimmed) return { ok: false, reason: `domain is required; ${example}` };
  if (trimmed.length > MAX_DOMAIN_LENGTH * 4) return { ok: false, reason: `domain must be at most ${MAX_DOMAIN_LENGTH} characters` };
  if (isIP(trimmed) || /^\[.*\]$/.test(trimmed)) return { ok: false, reason: 'domain must be a domain name, not an IP address' };
  if (ASCII_OUTSIDE_NAMES.test(trimmed)) {
    return { ok: false, reason: `domain may contain only letters, digits, hyphens and dots (no scheme, path, port, @ or spaces); ${example}` };
  }
  // The URL host parser reads a numeric last label as an IPv4 address (12.34.56 → 12.34.0.56): say why before it does.
  const last = trimmed.slice(trimmed.lastIndexOf('.') + 1);
  if (/^(\d+|0x[0-9a-f]*)$/i.test(last)) {
    return trimmed.split('.').every((label) => /^(\d+|0x[0-9a-f]*)$/i.test(label))
      ? { ok: false, reason: 'domain must be a domain name, not an IP address' }
      : { ok: false, reason: 'the top-level label of domain cannot be all digits' };
  }
  const ascii = domainToASCII(trimmed.toLowerCase());
  if (!ascii) return { ok: false, reason: `domain ${JSON.stringify(trimmed)} is not a valid domain name; ${example}` };
  if (isIP(ascii)) return { ok: false, reason: 'domain must be a domain name, not an IP address' };
  if (ascii.length > MAX_DOMAIN_LENGTH) return { ok: false, reason: `domain must be at most ${MAX_DOMAIN_LENGTH} characters (in its ASCII form)` };
  const labels = ascii.split('.');
  if (labels.length < 2) return { ok: false, reason: `domain needs at least two labels; ${example}` };
  const bad = labels.find((label) => !LABEL.test(label));
  if (bad !== undefined) {
    return {
      ok: false,
      reason: bad.length > 63
        ? 'each label of domain must be at most 63 characters'
        : `domain label ${JSON.stringify(bad)} is not valid: labels are 1-63 letters, digits or hyphens, not starting or ending with a hyphen`,
    };
  }
  for (const own of [service.mailDomain, service.mailHost]) {
    if (ascii === own || ascii.endsWith(`.${own}`)) return { ok: false, reason: `${ascii} belongs to this service and cannot be added as a custom domain` };
  }
  return { ok: true, domain: ascii };
}

/**
 * The one form a domain is stored and compared in: the IDNA A-label, lower case, without a
 * trailing dot (`Bücher.example.`, `XN--BCHER-KVA.example` → `xn--bcher-kva.example`). Names the
 * URL host parser refuses are only lower-cased, so they still compare equal to themselves and
 * never to a stored (valid) name.
 */
export function canonicalDomain(name: string): string {
  const trimmed = name.trim().replace(/\.$/, '').toLowerCase();
  if (!trimmed || ASCII_OUTSIDE_NAMES.test(trimmed)) return trimmed;
  return domainToASCII(trimmed) || trimmed;
}

/**
 * An address with its domain in canonical form and the local part as given (local parts are
 * the receiving system's business; this service compares them case-insensitively itself).
 * smtp-server hands RCPT addresses over with the domain turned into a U-label; this undoes it.
 */
export function canonicalAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at)}@${canonicalDomain(address.slice(at + 1))}`;
}
