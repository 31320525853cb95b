import type { AuthenticateResult } from 'mailauth';
import {
  ArcVerdict,
  AuthSummary,
  DkimVerdict,
  DmarcVerdict,
  MessageAuthentication,
  pendingAuthentication,
  SpfVerdict,
} from '../../../messages/message-authentication';

/**
 * Builds the sender-authentication verdict of one received message (the shape is
 * `MessageAuthentication`, src/messages/message-authentication.ts). Pure: built from mailauth's
 * result, no I/O.
 */

/** A verdict for a message whose checks could not complete (DNS too slow, process gone, source missing). */
export function failedAuthentication(summary: 'temperror' | 'permerror', error: string, authservId: string, at = new Date()): MessageAuthentication {
  return {
    ...pendingAuthentication(),
    summary,
    checked_at: at.toISOString(),
    error,
    authentication_results: `Authentication-Results: ${authservId}; auth=${summary} (${error.replace(/[()\r\n]/g, ' ')})`,
  };
}

const BODY_HASH = 'body hash did not verify';

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Maps mailauth's `authenticate()` result to the stored verdict. A body hash that does not match
 * is a DKIM `fail` (RFC 6376 §6.1.3: the signature does not verify), where mailauth says neutral.
 */
export function toMessageAuthentication(result: AuthenticateResult, authservId: string, at = new Date()): MessageAuthentication {
  const spfResult = result.spf || null;
  const spf: SpfVerdict | null = spfResult
    ? {
        result: normaliseResult(spfResult.status?.result),
        domain: str(spfResult.domain),
        client_ip: str(spfResult['client-ip']),
        helo: str(spfResult.helo),
        envelope_from: str(spfResult['envelope-from']),
        comment: str(spfResult.status?.comment),
      }
    : null;

  const dkim: DkimVerdict[] = (result.dkim?.results ?? [])
    .filter((row) => row.signingDomain)
    .map((row) => {
      const comment = str(row.status?.comment);
      const bodyHashFailed = comment === BODY_HASH;
      const outcome = bodyHashFailed ? 'fail' : normaliseResult(row.status?.result);
      return { domain: row.signingDomain.toLowerCase(), selector: str(row.selector), result: outcome, aligned: outcome === 'pass' && Boolean(row.status?.aligned), comment };
    });

  const dmarcResult = result.dmarc || null;
  const dmarc: DmarcVerdict | null = dmarcResult
    ? {
        result: normaliseResult(dmarcResult.status?.result),
        domain: str(dmarcResult.domain),
        policy: str(dmarcResult.policy),
        alignment: { spf: str(dmarcResult.alignment?.spf?.result), dkim: str(dmarcResult.alignment?.dkim?.result) },
      }
    : null;

  const arcResult = result.arc || null;
  const arc: ArcVerdict | null = arcResult ? { result: normaliseResult(arcResult.status?.result), instance: typeof arcResult.i === 'number' ? arcResult.i : 0, comment: str(arcResult.status?.comment) } : null;

  const fromAddress = result.dkim?.headerFrom?.[0] ?? '';
  const fromDomain = fromAddress.includes('@') ? fromAddress.split('@').pop()!.toLowerCase() : null;
  const authenticated = dmarc?.result === 'pass' || dkim.some((d) => d.result === 'pass' && d.aligned);
  const header = authenticationResultsHeader(result.headers, authservId);
  return {
    summary: summarise({ authenticated, spf, dkim, dmarc }),
    authenticated,
    from_domain: fromDomain,
    spf,
    dkim,
    dmarc,
    arc,
    authentication_results: header,
    checked_at: at.toISOString(),
    error: null,
  };
}

/** mailauth writes `temperr` in places; the API uses RFC 8601 spellings only. */
function normaliseResult(result: unknown): string {
  const value = typeof result === 'string' && result ? result.toLowerCase() : 'none';
  return value === 'temperr' ? 'temperror' : value;
}

/**
 * One word for the whole message, strongest evidence first: authenticated → pass; DMARC fail →
 * fail; a DNS failure in any check → temperror; a broken record → permerror; SPF fail or only
 * failing signatures → fail; SPF softfail → softfail; SPF neutral or an unaligned passing
 * signature → neutral; nothing to check → none.
 */
export function summarise(parts: { authenticated: boolean; spf: SpfVerdict | null; dkim: DkimVerdict[]; dmarc: DmarcVerdict | null }): AuthSummary {
  const { authenticated, spf, dkim, dmarc } = parts;
  if (authenticated) return 'pass';
  if (dmarc?.result === 'fail') return 'fail';
  const results = [spf?.result, dmarc?.result, ...dkim.map((d) => d.result)];
  if (results.includes('temperror')) return 'temperror';
  if (results.includes('permerror')) return 'permerror';
  if (spf?.result === 'fail') return 'fail';
  if (dkim.length && dkim.every((d) => d.result === 'fail')) return 'fail';
  if (spf?.result === 'softfail') return 'softfail';
  if (spf?.result === 'neutral' || spf?.result === 'pass' || dkim.some((d) => d.result === 'pass')) return 'neutral';
  return 'none';
}

/**
 * The Authentication-Results header from mailauth's headers block (whose authserv-id is the `mta`
 * option, set to MAIL_HOST), unfolded to one line, with DKIM body-hash failures written `fail`.
 */
function authenticationResultsHeader(headers: string | undefined, authservId: string): string | null {
  if (!headers) return null;
  const match = /(?:^|\n)(Authentication-Results:[\s\S]*?)(?=\r?\n(?![ \t])|$)/i.exec(headers);
  if (!match) return `Authentication-Results: ${authservId}; none`;
  return match[1]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/dkim=neutral \(body hash did not verify\)/g, 'dkim=fail (body hash did not verify)')
    .trim();
}
