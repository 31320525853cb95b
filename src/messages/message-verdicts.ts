import { domainToASCII, domainToUnicode } from 'node:url';
import { badRequest } from '../common/errors/domain-error';
import { pendingAuthentication, type MessageAuthentication } from './message-authentication';
import { extractReplyText } from './reply-text/reply-text';

/** Columns the message mappers need for `authentication` and `reply_text`. */
export const VERDICT_COLUMNS = `auth_status, authentication, reply_text`;

export interface VerdictRow {
  direction: 'inbound' | 'outbound';
  body_text: string;
  body_html?: string;
  auth_status?: string | null;
  authentication?: MessageAuthentication | string | null;
  reply_text?: string | null;
}

/**
 * The verdict shown for a row: the stored one, `pending` while the checks run, null for sent mail
 * and for mail received before the checks existed.
 */
export function authenticationOf(row: VerdictRow): MessageAuthentication | null {
  if (row.direction !== 'inbound' || !row.auth_status) return null;
  if (row.auth_status === 'pending' || !row.authentication) return pendingAuthentication();
  return typeof row.authentication === 'string' ? (JSON.parse(row.authentication) as MessageAuthentication) : row.authentication;
}

/**
 * The stored reply text. Stored null after the checks means "the whole body" (not stored twice);
 * rows not processed yet (pending, older rows, sent mail) get it computed on the spot.
 */
export function replyTextOf(row: VerdictRow): string {
  if (typeof row.reply_text === 'string') return row.reply_text;
  if (row.direction === 'inbound' && row.auth_status && row.auth_status !== 'pending') return row.body_text.trim();
  return extractReplyText({ text: row.body_text, html: row.body_html ?? '' });
}

export interface SenderFilter {
  authenticated?: boolean;
  from_domain?: string;
}

/**
 * SQL conditions (with `?` parameters) for the sender filters on messages aliased `alias`.
 * `from_domain` matches the From address's domain exactly, case-insensitively, in its punycode
 * and its Unicode spelling (addresses may be stored either way).
 */
export function senderFilterSql(filter: SenderFilter, alias = ''): { sql: string; params: unknown[] } {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.authenticated !== undefined) {
    parts.push(filter.authenticated ? `${column('authenticated')} is true` : `${column('authenticated')} is not true`);
  }
  if (filter.from_domain !== undefined) {
    const forms = domainForms(filter.from_domain);
    parts.push(`lower(regexp_replace(${column('"from"')}, '^.*@', '')) in (${forms.map(() => '?').join(', ')})`);
    params.push(...forms);
  }
  return { sql: parts.map((p) => ` and ${p}`).join(''), params };
}

function domainForms(input: string): string[] {
  const name = input.trim().replace(/\.$/, '').toLowerCase();
  const ascii = name ? domainToASCII(name) : '';
  if (!ascii || !/^[a-z0-9.-]+$/.test(ascii) || !ascii.includes('.')) throw badRequest('from_domain must be a domain name such as github.com');
  return [...new Set([ascii, domainToUnicode(ascii).toLowerCase(), name])];
}
