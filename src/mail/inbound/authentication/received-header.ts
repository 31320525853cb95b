/**
 * The trace header this MTA prepends to every received message (RFC 5321 §4.4 asks it of every
 * SMTP server), and reading it back: it keeps the SMTP client's address and HELO name with the
 * stored source, so sender authentication can run (or re-run, after a crash) from the stored
 * row alone.
 */
export interface SmtpTrace {
  /** Client IP (IPv4-mapped IPv6 written as IPv4). */
  ip: string;
  /** The EHLO/HELO name as given. */
  helo: string;
  /** `ESMTP` or `ESMTPS` (TLS). */
  protocol: string;
}

const SAFE_HELO = /[^\x21-\x7e]/g;

export function clientIp(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? '').trim();
  return address.toLowerCase().startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** `Received: from <helo> ([<ip>]) by <host> with <proto> id <id>; <date>` folded over three lines, CRLF-terminated. */
export function receivedHeader(trace: SmtpTrace, host: string, id: string, at: Date): string {
  const helo = (trace.helo || 'unknown').replace(SAFE_HELO, '').slice(0, 255) || 'unknown';
  return `Received: from ${helo} ([${trace.ip}])\r\n\tby ${host} with ${trace.protocol} id ${id};\r\n\t${rfc5322Date(at)}\r\n`;
}

/** The date of the last header written, per second (a busy MX writes many per second). */
let lastDate = { second: NaN, text: '' };

function rfc5322Date(at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== lastDate.second) lastDate = { second, text: at.toUTCString().replace('GMT', '+0000') };
  return lastDate.text;
}

/** Reads the first header of `raw` back when it is this service's own Received header. */
export function parseOwnReceived(raw: Buffer, host: string): SmtpTrace | null {
  // The pattern reads the header's first two lines only.
  const first = raw.indexOf(0x0a);
  const second = first < 0 ? -1 : raw.indexOf(0x0a, first + 1);
  const head = raw.toString('latin1', 0, Math.min(1024, second < 0 ? raw.length : second + 1));
  const match = /^Received: from (\S+) \(\[([0-9a-fA-F:.]+)\]\)\r?\n\tby (\S+) with (\S+) id /.exec(head);
  if (!match || match[3]!.toLowerCase() !== host.toLowerCase()) return null;
  return { helo: match[1]!, ip: match[2]!, protocol: match[4]! };
}
