import type * as Mailauth from 'mailauth';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';

/**
 * mailauth's checks (DKIM, SPF, ARC, DMARC) loaded from their own modules rather than from its
 * index: the index also loads BIMI (undici, VMC certificate parsing with @peculiar/asn1-*), which
 * this service never runs (BIMI is off) and which would keep ~5 MiB of heap for the life of the
 * process. `authenticate()` below is mailauth's own `authenticate()` (lib/mailauth.js, same
 * steps in the same order, same result) without BIMI, ARC sealing and `trustReceived`, none of
 * which is used here.
 */
const mailauthRequire = createRequire(require.resolve('mailauth'));
const { dkimVerify } = mailauthRequire('./dkim/verify') as { dkimVerify: typeof Mailauth.dkimVerify };
const { parseReceived } = mailauthRequire('./parse-received') as { parseReceived(line: Buffer | string): unknown };
const libmime = mailauthRequire('libmime') as { foldLines(value: string, length: number): string };
export const { spf } = mailauthRequire('./spf') as { spf: typeof Mailauth.spf };
export const { dmarc } = mailauthRequire('./dmarc') as { dmarc: typeof Mailauth.dmarc };
export const { arc } = mailauthRequire('./arc') as { arc: typeof Mailauth.arc };

export interface CheckOptions {
  ip?: string;
  helo?: string;
  sender?: string;
  mta: string;
  resolver: Mailauth.DNSResolver;
  minBitLength?: number;
  disableArc?: boolean;
  disableDmarc?: boolean;
}

/** mailauth's `authenticate(input, opts)` for the options above (BIMI off, no sealing). */
export async function authenticate(input: Mailauth.MessageInput, options: CheckOptions): Promise<Mailauth.AuthenticateResult> {
  const opts: CheckOptions = { ...options };
  const dkimResult = await dkimVerify(input, { resolver: opts.resolver, sender: opts.sender, minBitLength: opts.minBitLength });
  const headers = (dkimResult as { headers?: { parsed: Array<{ key: string | null; line: Buffer }> } }).headers;
  const receivedChain = headers?.parsed.filter((r) => r.key === 'received').map((row) => parseReceived(row.line));

  if (!opts.helo && opts.ip) opts.helo = opts.ip;
  // The bracket syntax for an address literal.
  if (opts.helo && isIP(opts.helo)) opts.helo = `[${opts.helo}]`;

  const spfResult = await spf(opts as Mailauth.SPFOptions);
  const arcResult = opts.disableArc ? undefined : await arc(dkimResult.arc as Mailauth.ARCData, { resolver: opts.resolver, minBitLength: opts.minBitLength });

  const out: string[] = [];
  const arHeader: string[] = [];
  for (const row of dkimResult?.results ?? []) arHeader.push(libmime.foldLines(row.info, 160));
  if (spfResult) {
    arHeader.push(libmime.foldLines(spfResult.info, 160));
    out.push(spfResult.header);
  }
  if (arcResult?.info) arHeader.push(libmime.foldLines(arcResult.info, 160));

  let dmarcResult: Awaited<ReturnType<typeof dmarc>> | undefined;
  if (!opts.disableDmarc && dkimResult?.headerFrom) {
    dmarcResult = await dmarc({
      headerFrom: dkimResult.headerFrom,
      spfDomains: ([] as string[]).concat((spfResult && spfResult.status.result === 'pass' && spfResult.domain) || []),
      dkimDomains: (dkimResult.results || [])
        .filter((r) => r.status.result === 'pass')
        .map((r) => ({ id: (r as { id?: string }).id, domain: r.signingDomain, aligned: r.status.aligned, underSized: r.status.underSized })),
      arcResult,
      resolver: opts.resolver,
    } as Mailauth.DMARCOptions);
    if (dmarcResult && dmarcResult.info) arHeader.push(libmime.foldLines(dmarcResult.info, 160));
  }

  out.push(`Authentication-Results: ${opts.mta};\r\n ` + arHeader.join(';\r\n '));
  if (arcResult) (arcResult as { authResults?: string }).authResults = `${opts.mta};\r\n ` + arHeader.join(';\r\n ');

  return {
    dkim: dkimResult,
    spf: spfResult,
    dmarc: dmarcResult || false,
    arc: arcResult || false,
    bimi: false,
    receivedChain,
    headers: out.join('\r\n') + '\r\n',
  } as Mailauth.AuthenticateResult;
}
