import { isAscii } from 'node:buffer';

/**
 * The cheap path of `parseInbound()` for the simplest and most common machine mail: one ASCII
 * text/plain part (7bit/8bit, us-ascii or utf-8), ASCII headers without encoded words and plain
 * address lists. It reads exactly what mailparser reads from such a message (checked field by
 * field against mailparser in `plain-mime.spec.ts`), without mailparser's stream pipeline, and
 * returns null for anything else, which then goes to mailparser.
 */
export interface PlainMessage {
  from: PlainAddress[] | null;
  to: PlainAddress[] | null;
  cc: PlainAddress[] | null;
  replyTo: PlainAddress[] | null;
  subject: string | null;
  /** As mailparser gives it: `<…>`-wrapped, or null when the header is absent. */
  messageId: string | null;
  inReplyTo: string | null;
  /** One id or several, as mailparser gives it. */
  references: string | string[] | null;
  text: string;
  /**
   * Set when the body was left in place (PlainOptions.inPlaceFrom): its length in bytes, at the
   * end of `raw`. Its text is those bytes with CRLF as LF (it is ASCII), and `text` holds only
   * its first `headChars` characters.
   */
  inPlaceBytes: number | null;
}

export interface PlainOptions {
  /** A body of this many bytes or more is checked but not decoded into a string (see PlainMessage.inPlaceBytes). */
  inPlaceFrom?: number;
  /** Characters of such a body decoded into `text`. */
  headChars?: number;
}

export interface PlainAddress {
  name: string;
  address: string;
}

/** Headers a message may carry once only on this path (mailparser's handling of repeats differs per field). */
const SINGLE = new Set(['from', 'to', 'cc', 'reply-to', 'subject', 'message-id', 'in-reply-to', 'references', 'content-type', 'content-transfer-encoding', 'mime-version']);
const CONTENT_TYPE = /^text\/plain(?:\s*;\s*charset\s*=\s*(?:"(?:us-ascii|utf-8)"|us-ascii|utf-8))?$/i;
const ENCODING = /^(?:7bit|8bit)$/i;
const HEADER = /^([!-9;-~]+):(.*)$/s;
/** `local@domain`, `<local@domain>`, `Name <local@domain>` or `"Name" <local@domain>`, nothing fancier. */
const ADDRESS = /^(?:([A-Za-z0-9._%+=!#$&'*/?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)|(?:(?:"([A-Za-z0-9 .,_'-]*)"|([A-Za-z0-9._'-]+(?: [A-Za-z0-9._'-]+)*))\s*)?<([A-Za-z0-9._%+=!#$&'*/?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)>)$/;

export function parsePlainMessage(raw: Buffer, options: PlainOptions = {}): PlainMessage | null {
  if (!isAscii(raw) || raw.includes(0)) return null;
  const end = raw.indexOf('\r\n\r\n');
  if (end <= 0) return null;
  const head = raw.toString('latin1', 0, end);
  // Bare CR or LF, encoded words, NUL: mailparser's own reading.
  if (head.includes('=?') || /\r(?!\n)|(?<!\r)\n|\0/.test(head)) return null;
  const fields = new Map<string, string>();
  let key: string | null = null;
  for (const line of head.split('\r\n')) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (key === null) return null;
      // libmime's unfolding: the line break and the indentation become one space.
      fields.set(key, `${fields.get(key)} ${line.replace(/^[ \t]+/, '')}`);
      continue;
    }
    const match = HEADER.exec(line);
    if (!match) return null;
    key = match[1]!.toLowerCase();
    if (SINGLE.has(key) && fields.has(key)) return null;
    // Other repeated headers (Received, …) are not read here: keep the first.
    if (fields.has(key)) {
      key = `${key}\0${fields.size}`;
    }
    fields.set(key, match[2]!);
  }
  for (const [name, value] of fields) fields.set(name, value.trim());

  const contentType = fields.get('content-type');
  if (contentType !== undefined && !CONTENT_TYPE.test(contentType)) return null;
  const encoding = fields.get('content-transfer-encoding');
  if (encoding !== undefined && !ENCODING.test(encoding)) return null;

  const from = addressList(fields.get('from'));
  const to = addressList(fields.get('to'));
  const cc = addressList(fields.get('cc'));
  const replyTo = addressList(fields.get('reply-to'));
  if (from === false || to === false || cc === false || replyTo === false) return null;

  // A body with a bare CR, or nothing readable, is left to mailparser and the fallbacks.
  let text: string;
  let inPlaceBytes: number | null = null;
  if (raw.length - (end + 4) >= (options.inPlaceFrom ?? Infinity)) {
    if (!plainBodyInPlace(raw, end + 4)) return null;
    inPlaceBytes = raw.length - (end + 4);
    text = headText(raw, end + 4, options.headChars ?? 0);
  } else {
    text = raw.toString('latin1', end + 4).replace(/\r\n/g, '\n');
    if (text.includes('\r') || !text.trim()) return null;
  }

  const references = fields.get('references');
  const referenceIds = references === undefined ? null : references.split(/\s+/).map(messageIdFormat).filter((id): id is string => id !== null);
  return {
    from,
    to,
    cc,
    replyTo,
    subject: fields.get('subject') ?? null,
    messageId: messageIdOf(fields.get('message-id')),
    inReplyTo: messageIdOf(fields.get('in-reply-to')),
    references: referenceIds === null ? null : referenceIds.length === 1 ? referenceIds[0]! : referenceIds,
    text,
    inPlaceBytes,
  };
}

/**
 * The checks of the decoded path, on the bytes: every CR starts a CRLF (no bare CR once CRLF
 * became LF) and something other than whitespace (what String#trim removes, in ASCII).
 */
function plainBodyInPlace(raw: Buffer, start: number): boolean {
  for (let cr = raw.indexOf(13, start); cr !== -1; cr = raw.indexOf(13, cr + 2)) {
    if (raw[cr + 1] !== 10) return false;
  }
  for (let i = start; i < raw.length; i++) {
    const byte = raw[i]!;
    if (byte !== 32 && (byte < 9 || byte > 13)) return true;
  }
  return false;
}

/** The first `chars` characters of the body text from `start` (CRLF as LF). */
function headText(raw: Buffer, start: number, chars: number): string {
  if (chars <= 0) return '';
  // Each CRLF shortens the text by one byte, so twice the characters in bytes is always enough.
  return raw.toString('latin1', start, Math.min(raw.length, start + 2 * chars)).replace(/\r\n/g, '\n').slice(0, chars);
}

/** mailparser's `ensureMessageIDFormat`. */
function messageIdFormat(value: string): string | null {
  if (!value.length) return null;
  let id = value;
  if (!id.startsWith('<')) id = `<${id}`;
  if (!id.endsWith('>')) id = `${id}>`;
  return id;
}

function messageIdOf(value: string | undefined): string | null {
  return value === undefined ? null : messageIdFormat(value);
}

/** null when absent, false when not plain enough for this path. */
function addressList(value: string | undefined): PlainAddress[] | null | false {
  if (value === undefined) return null;
  if (value.includes('"') && value.split('"').length !== 3) return false;
  const parts = value.includes('"') ? [value] : value.split(',');
  const out: PlainAddress[] = [];
  for (const part of parts) {
    const match = ADDRESS.exec(part.trim());
    if (!match) return false;
    const address = match[1] ?? match[4]!;
    if (/@xn--/i.test(address)) return false;
    out.push({ name: (match[2] ?? match[3] ?? '').trim(), address });
  }
  return out.length ? out : false;
}
