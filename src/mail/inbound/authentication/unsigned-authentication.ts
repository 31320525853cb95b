import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { AuthenticateResult } from 'mailauth';
import { arc, dmarc, spf } from './mailauth-checks';

/**
 * mailauth's `authenticate()` for the common case of a message that carries no DKIM-Signature
 * and no ARC header: the same checks and the same result (SPF, DKIM `none`, ARC `none`, DMARC,
 * the Authentication-Results header) from the header block alone, without streaming the body
 * through mailauth's DKIM verifier (which only hashes bodies for signatures there are none of).
 * Cost is one pass over the header block, not the message. `authenticateFast()` picks this path
 * or the full one; `unsigned-authentication.spec.ts` proves the results equal on many messages.
 *
 * Mirrors mailauth 4.x `lib/mailauth.js` `authenticate()` with `trustReceived` off, no `seal` and
 * BIMI off (what MessageAuthenticator passes), and `DkimVerifier.messageHeaders()`/`finalChunk()`
 * for a message without signatures. It uses mailauth's own helpers (header parser, address
 * parser, line folding) from mailauth's dependency tree, so the two paths parse alike.
 */

// Helpers mailauth itself uses, resolved from its own dependency tree (the versions it was written with).
const mailauthRequire = createRequire(require.resolve('mailauth'));
const { parseHeaders, formatAuthHeaderRow } = mailauthRequire('./tools') as {
  parseHeaders(buf: Buffer): { parsed: Array<{ key: string | null; casedKey?: string; line: Buffer }>; original: Buffer };
  formatAuthHeaderRow(method: string, status: unknown): string;
};
const addressparser = mailauthRequire('nodemailer/lib/addressparser') as (value: string) => Array<{ address?: string; name?: string; group?: unknown }>;
const libmime = mailauthRequire('libmime') as { foldLines(value: string, length: number): string };

export interface AuthenticateOptions {
  ip?: string;
  helo?: string;
  sender?: string;
  mta: string;
  resolver: unknown;
  minBitLength?: number;
}

/** Headers that need the body (signatures) or mailauth's ARC chain logic: such a message takes the full path. */
const NEEDS_FULL = new Set(['dkim-signature', 'arc-seal', 'arc-message-signature', 'arc-authentication-results']);

/**
 * Where the header block ends in `raw` (index just past the blank line), as mailauth's message
 * parser finds it: the first LF followed by LF or CR LF; the whole message when there is none.
 */
export function headerBlockEnd(raw: Buffer): number {
  let from = 0;
  for (;;) {
    const lf = raw.indexOf(0x0a, from);
    if (lf < 0 || lf + 1 >= raw.length) return raw.length;
    const next = raw[lf + 1];
    if (next === 0x0a) return lf + 2;
    if (next === 0x0d && raw[lf + 2] === 0x0a) return lf + 3;
    from = lf + 1;
  }
}

/**
 * What the unsigned path reads of a header block, found by one scan of it (no Buffer per header):
 * the From headers and the last Return-Path header as received. `unsignedHeaders` splits the
 * block into headers, unfolds and names them exactly as mailauth's `parseHeaders` does (lines
 * split at LF or CR LF; a line starting with whitespace continues the header before it, except
 * the first; the name is the text before the first colon, trimmed, lower-cased), which
 * `unsigned-authentication.spec.ts` checks on awkward blocks.
 */
export interface UnsignedHeaders {
  /** The header block (what mailauth's parser is given on a cache miss). */
  block: Buffer;
  /** Each From header, its lines as received (Latin-1), in order. */
  from: string[];
  /** The last Return-Path header as received, or null. */
  returnPath: string | null;
}

/** JavaScript's `\s` within Latin-1: what makes a line a continuation for mailauth. */
function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0;
}

/** The header block's From and Return-Path headers, or null when the message needs the full `authenticate()`. */
export function unsignedHeaders(raw: Buffer): UnsignedHeaders | null {
  const block = raw.subarray(0, headerBlockEnd(raw));
  let text = block.toString('latin1');
  let last = text.length;
  while (last > 0 && (text.charCodeAt(last - 1) === 0x0a || text.charCodeAt(last - 1) === 0x0d)) last--;
  text = text.slice(0, last);
  const from: string[] = [];
  let returnPath: string | null = null;
  // One header: [start, end) of `text`, up to the line break before the next header.
  const header = (start: number, end: number): boolean => {
    const colon = text.indexOf(':', start);
    if (colon === start) return true; // no name (mailauth: key null)
    const name = text.slice(start, colon < 0 || colon > end ? end : colon).trim().toLowerCase();
    if (NEEDS_FULL.has(name)) return false;
    if (name === 'from') from.push(text.slice(start, end));
    else if (name === 'return-path') returnPath = text.slice(start, end);
    return true;
  };
  let start = 0;
  let line = 0;
  for (;;) {
    const lf = text.indexOf('\n', line);
    if (lf < 0) return header(start, text.length) ? { block, from, returnPath } : null;
    line = lf + 1;
    // A line starting with whitespace continues the header (the text ends in neither CR nor LF).
    if (isSpace(text.charCodeAt(line))) continue;
    if (!header(start, lf > start && text.charCodeAt(lf - 1) === 0x0d ? lf - 1 : lf)) return null;
    start = line;
  }
}

/**
 * Everything the unsigned path's result depends on besides DNS answers and `mta`, as one string:
 * client IP, HELO, envelope sender, the From headers as received (bytes) and, without a sender,
 * the Return-Path header it falls back to. Two messages with the same key get the same result
 * from the same DNS answers (the rest of the header block and the body are never read).
 */
export function unsignedResultKey(headers: UnsignedHeaders, options: Pick<AuthenticateOptions, 'ip' | 'helo' | 'sender'>): string {
  // Each part length-prefixed: no two different inputs give one key.
  const part = (value: string) => `${value.length}:${value}`;
  let key = part(options.ip ?? '') + part(options.helo ?? '') + (options.sender ? part(options.sender) : '-');
  for (const from of headers.from) key += `f${part(from)}`;
  return `${key}r${!options.sender && headers.returnPath !== null ? part(headers.returnPath) : '-'}`;
}

/** The unsigned path's result, or null when the message needs the full `authenticate()`. */
export async function authenticateUnsigned(raw: Buffer, options: AuthenticateOptions, scanned?: UnsignedHeaders | null): Promise<AuthenticateResult | null> {
  const unsigned = scanned === undefined ? unsignedHeaders(raw) : scanned;
  if (!unsigned) return null;
  const headers = parseHeaders(unsigned.block);
  if (headers.parsed.some((h) => h.key !== null && NEEDS_FULL.has(h.key))) return null;

  // DkimVerifier.messageHeaders(): From addresses of every From header, envelope sender from MAIL FROM.
  const headerFrom: string[] = [];
  for (const fromHeader of headers.parsed.filter((h) => h.key === 'from')) {
    let value = fromHeader.line.toString();
    const colon = value.indexOf(':');
    if (colon >= 0) value = value.substr(colon + 1);
    for (const addr of addressparser(value.trim())) if (addr && addr.address) headerFrom.push(addr.address);
  }
  let envelopeFrom: string | false = false;
  if (options.sender) {
    const returnPath = addressparser(options.sender);
    envelopeFrom = returnPath.length && returnPath[0]!.address ? returnPath[0]!.address : false;
  } else {
    const returnPathHeader = headers.parsed.filter((h) => h.key === 'return-path').pop();
    if (returnPathHeader) {
      let value = returnPathHeader.line.toString();
      const colon = value.indexOf(':');
      if (colon >= 0) value = value.substr(colon + 1);
      const returnPath = addressparser(value.trim());
      envelopeFrom = returnPath.length && returnPath[0]!.address ? returnPath[0]!.address : false;
    }
  }
  // DkimVerifier.finalChunk() without signatures.
  const status = { result: 'none', comment: 'message not signed' };
  const dkimResults = [{ status, info: formatAuthHeaderRow('dkim', status) }];

  // authenticate() from here on.
  const opts: AuthenticateOptions & { helo?: string } = { ...options };
  if (!opts.helo && opts.ip) opts.helo = opts.ip;
  if (opts.helo && isIP(opts.helo)) opts.helo = `[${opts.helo}]`;
  const spfResult = await spf(opts as never);
  const arcResult = await arc({ chain: false } as never, { resolver: opts.resolver, minBitLength: opts.minBitLength } as never);

  const out: string[] = [];
  const arHeader: string[] = dkimResults.map((row) => libmime.foldLines(row.info, 160));
  if (spfResult) {
    arHeader.push(libmime.foldLines(spfResult.info, 160));
    out.push(spfResult.header);
  }
  if (arcResult?.info) arHeader.push(libmime.foldLines(arcResult.info, 160));

  let dmarcResult: { info?: string } | undefined;
  if (headerFrom) {
    dmarcResult = (await dmarc({
      headerFrom,
      spfDomains: ([] as string[]).concat((spfResult && spfResult.status.result === 'pass' && spfResult.domain) || []),
      dkimDomains: [],
      arcResult,
      resolver: opts.resolver,
    } as never)) as { info?: string };
    if (dmarcResult.info) arHeader.push(libmime.foldLines(dmarcResult.info, 160));
  }
  out.push(`Authentication-Results: ${opts.mta};\r\n ` + arHeader.join(';\r\n '));
  if (arcResult) (arcResult as { authResults?: string }).authResults = `${opts.mta};\r\n ` + arHeader.join(';\r\n ');

  return {
    dkim: { headerFrom, envelopeFrom, results: dkimResults },
    spf: spfResult,
    dmarc: dmarcResult || false,
    arc: arcResult || false,
    bimi: false,
    headers: out.join('\r\n') + '\r\n',
  } as unknown as AuthenticateResult;
}
