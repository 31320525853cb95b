/**
 * The sender-authentication verdict of one received message (SPF, DKIM, DMARC, ARC), as stored on
 * the message (`messages.authentication`) and shown in the API and the `message.received` webhook.
 * Its shape lives with the messages that carry it; mail/inbound/authentication builds it.
 */
export type AuthSummary = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'temperror' | 'permerror' | 'pending';

export interface SpfVerdict {
  result: string;
  /** The domain checked: of MAIL FROM, or of HELO for an empty MAIL FROM. */
  domain: string | null;
  client_ip: string | null;
  helo: string | null;
  envelope_from: string | null;
  comment: string | null;
}

export interface DkimVerdict {
  /** `d=` of the signature. */
  domain: string;
  selector: string | null;
  result: string;
  /** The signature passed and its domain aligns (relaxed) with the From domain. */
  aligned: boolean;
  comment: string | null;
}

export interface DmarcVerdict {
  result: string;
  /** The From domain's organizational domain the record was looked up for. */
  domain: string | null;
  /** Effective policy for this From domain: none, quarantine or reject (null without a record). */
  policy: string | null;
  alignment: { spf: string | null; dkim: string | null };
}

export interface ArcVerdict {
  result: string;
  /** Instance number of the newest ARC set (0 without a chain). */
  instance: number;
  comment: string | null;
}

export interface MessageAuthentication {
  summary: AuthSummary;
  /** DMARC pass, or a passing DKIM signature aligned with the From domain. */
  authenticated: boolean;
  /** The domain of the From header (A-label, lower case), or null without one. */
  from_domain: string | null;
  spf: SpfVerdict | null;
  dkim: DkimVerdict[];
  dmarc: DmarcVerdict | null;
  arc: ArcVerdict | null;
  /** The Authentication-Results header this service adds as the receiving MTA (RFC 8601). */
  authentication_results: string | null;
  /** When the checks ran (ISO), or null while pending. */
  checked_at: string | null;
  /** Why the verdict is a temperror/permerror of the whole check (timeout, missing source), else null. */
  error: string | null;
}

export function pendingAuthentication(): MessageAuthentication {
  return { summary: 'pending', authenticated: false, from_domain: null, spf: null, dkim: [], dmarc: null, arc: null, authentication_results: null, checked_at: null, error: null };
}

