import { createHash, randomBytes } from 'node:crypto';
import { compile } from 'html-to-text';
import { AddressObject, simpleParser } from 'mailparser';
import { MAX_INPUT_CHARS as REPLY_TEXT_INPUT_CHARS } from '../../messages/reply-text/reply-text';
import { normaliseMessageId, parseMessageIdList } from '../../threads/threading';
import { Base64Run, findBase64Runs } from './base64-bodies';
import { parsePlainMessage } from './plain-mime';

export interface InboundAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  contentId: string | null;
  disposition: string | null;
  /** The decoded bytes; empty when `inRaw` is set. */
  content: Buffer;
  /**
   * Set for a large base64 body left undecoded (ParseContext.attachmentsInPlaceFrom): where its
   * base64 text lies in the raw message, counted back from the raw's END (a trace header put in
   * front does not move it). PostgreSQL decodes it from the stored raw, so the service never
   * holds the decoded bytes. `size` is what it decodes to.
   */
  inRaw: { fromEnd: number; length: number } | null;
}

/** What is stored of one received message, identical for every recipient. */
export interface ParsedInbound {
  from: string;
  /** The sender's display name (`"Ada Lovelace" <ada@example.com>` → `Ada Lovelace`), or null. */
  fromName: string | null;
  to: string;
  cc: string | null;
  replyTo: string | null;
  subject: string;
  /** The body text; only its start when `textInRaw` is set. */
  bodyText: string;
  bodyHtml: string;
  /**
   * Set for a large plain body left undecoded (ParseContext.textInPlaceFrom): its length in bytes
   * at the end of the raw message. The body text is those bytes with CRLF as LF (they are ASCII);
   * PostgreSQL derives it from the stored raw, so the service never holds it as a second copy.
   * `bodyText` then holds its first MAX_INPUT_CHARS characters (all that reply text reads).
   */
  textInRaw: number | null;
  /** The message's Message-ID, or one derived from a hash of the raw bytes when it has none. */
  messageIdHeader: string;
  inReplyTo: string | null;
  references: string[];
  attachments: InboundAttachment[];
  /** MIME parts not stored as attachments: past the attachment cap, or past what the parser reads. */
  skippedParts: number;
}

/**
 * MIME nodes the parser reads at most (mailparser's own default is 1,000, past which it gives up
 * on the whole message). Beyond this the message is stored as text with its parts skipped.
 */
export const MAX_MIME_NODES = 20000;

export interface ParseContext {
  envelopeFrom: string;
  recipient: string;
  host: string;
  /** Attachments stored at most; the rest are counted in `skippedParts` (MAX_ATTACHMENTS_PER_MESSAGE). */
  maxAttachments: number;
  /** A plain ASCII body of this many bytes or more is left in the raw bytes (see ParsedInbound.textInRaw). */
  textInPlaceFrom?: number;
  /**
   * A message of this many bytes or more has its base64 bodies of IN_PLACE_BASE64_BYTES or more
   * that mailparser reads as attachments left in the raw bytes (see InboundAttachment.inRaw).
   */
  attachmentsInPlaceFrom?: number;
}

/** Base64 text of at least this many bytes is left in the raw (ParseContext.attachmentsInPlaceFrom). */
export const IN_PLACE_BASE64_BYTES = 64 * 1024;

const MAX_FIELD = 998 * 4;
const MAX_NAME = 256;

/** PostgreSQL text cannot hold NUL; everything else is kept. */
export function pgSafe(value: string): string {
  return value.includes('\u0000') ? value.replace(/\u0000/g, '') : value;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const out: string[] = [];
  const walk = (entries: { address?: string; group?: unknown[] }[]) => {
    for (const entry of entries) {
      if (entry.address) out.push(entry.address);
      if (Array.isArray(entry.group)) walk(entry.group as { address?: string }[]);
    }
  };
  for (const item of list) walk(item.value);
  return out;
}

/** The display name of the first sender, trimmed; null when there is none. */
function senderName(value: AddressObject | AddressObject[] | undefined): string | null {
  const first = (Array.isArray(value) ? value[0] : value)?.value?.[0];
  const name = first?.name ? pgSafe(first.name).replace(/\s+/g, ' ').trim().slice(0, MAX_NAME) : '';
  return name || null;
}

function joined(value: AddressObject | AddressObject[] | undefined): string | null {
  const list = addresses(value);
  return list.length ? pgSafe(list.join(', ')).slice(0, MAX_FIELD) : null;
}

/**
 * html-to-text's converter, compiled once: `convert(html, options)` compiles the options on every
 * call, which costs more than converting a small mail.
 */
let converter: ((html: string) => string) | null = null;

/** Plain text for HTML-only mail. */
export function htmlToPlainText(html: string): string {
  try {
    converter ??= compile({ wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }, { selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] });
    return converter(html);
  } catch {
    return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  }
}

/**
 * A Message-ID for a message that has none: derived from its bytes, so a sender's retry of the
 * very same message maps to the same id (and is stored once) while different messages never collide.
 */
export function syntheticMessageId(raw: Buffer, host: string): string {
  return `<${createHash('sha256').update(raw).digest('hex').slice(0, 40)}@${host}>`;
}

/** Header block fallback for mail mailparser cannot read at all: subject as written, body after the first blank line. */
function fallbackParse(raw: Buffer): { subject: string; text: string } {
  const text = raw.toString('utf8');
  const split = /\r?\n\r?\n/.exec(text);
  const head = split ? text.slice(0, split.index) : '';
  const body = split ? text.slice(split.index + split[0].length) : text;
  const subject = /^subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
  return { subject, text: body };
}

/**
 * Best-effort parse of received MIME: never throws. Broken structure (missing boundaries, bad
 * base64, raw 8-bit headers, no headers at all) gives whatever mailparser can read, and the raw
 * bytes are stored beside it anyway.
 */
export async function parseInbound(raw: Buffer, context: ParseContext): Promise<ParsedInbound> {
  return parsePlain(raw, context) ?? parseWithMailparser(raw, context);
}

/** The cheap path (`plain-mime.ts`): one ASCII text/plain part with plain headers, else null. */
export function parsePlain(raw: Buffer, context: ParseContext): ParsedInbound | null {
  const plain = parsePlainMessage(raw, { inPlaceFrom: context.textInPlaceFrom, headChars: REPLY_TEXT_INPUT_CHARS });
  if (!plain) return null;
  const messageId = normaliseMessageId(plain.messageId);
  const inReplyTo = parseMessageIdList(plain.inReplyTo)[0] ?? null;
  const from = plain.from?.[0];
  const name = from?.name ? from.name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME) : '';
  const list = (value: { address: string }[] | null) => (value?.length ? value.map((a) => a.address).join(', ').slice(0, MAX_FIELD) : null);
  return {
    from: (from?.address ?? context.envelopeFrom).slice(0, MAX_FIELD),
    fromName: name || null,
    to: list(plain.to) ?? context.recipient,
    cc: list(plain.cc),
    replyTo: list(plain.replyTo),
    subject: (plain.subject ?? '').slice(0, MAX_FIELD),
    bodyText: plain.text,
    bodyHtml: '',
    textInRaw: plain.inPlaceBytes,
    messageIdHeader: messageId && messageId.length <= 998 ? messageId : syntheticMessageId(raw, context.host),
    inReplyTo: inReplyTo ? inReplyTo.slice(0, 998) : null,
    references: parseMessageIdList(plain.references).slice(-100),
    skippedParts: 0,
    attachments: [],
  };
}

type Mailparsed = Awaited<ReturnType<typeof simpleParser>>;

/** mailparser's reading of `input`, or null (with whether it gave up on too many parts). */
async function mailparse(input: Buffer): Promise<{ parsed: Mailparsed | null; tooManyParts: boolean }> {
  try {
    // maxChildNodes reaches mailparser's splitter (not in its typings).
    const options = { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true, maxHtmlLengthToParse: 10 * 1024 * 1024, maxChildNodes: MAX_MIME_NODES };
    return { parsed: await simpleParser(input, options), tooManyParts: false };
  } catch (error) {
    return { parsed: null, tooManyParts: /child nodes/i.test(String((error as Error)?.message)) };
  }
}

/** Every other message: mailparser, with the fallbacks for what it cannot read. */
export async function parseWithMailparser(raw: Buffer, context: ParseContext): Promise<ParsedInbound> {
  if (context.attachmentsInPlaceFrom !== undefined && raw.length >= context.attachmentsInPlaceFrom) {
    const runs = findBase64Runs(raw, IN_PLACE_BASE64_BYTES);
    if (runs.length) {
      const inPlace = await parseWithRunsInPlace(raw, runs, context);
      if (inPlace) return inPlace;
    }
  }
  const { parsed, tooManyParts } = await mailparse(raw);
  if (!parsed) {
    const fallback = fallbackParse(raw);
    return {
      from: context.envelopeFrom,
      fromName: null,
      to: context.recipient,
      cc: null,
      replyTo: null,
      subject: pgSafe(fallback.subject).slice(0, MAX_FIELD),
      bodyText: pgSafe(fallback.text),
      bodyHtml: '',
      textInRaw: null,
      messageIdHeader: syntheticMessageId(raw, context.host),
      inReplyTo: null,
      references: [],
      attachments: [],
      // Past the parser's ceiling nothing is read as parts; count the part headers to say how many.
      skippedParts: tooManyParts ? countPartHeaders(raw) : 0,
    };
  }
  return fromMailparsed(parsed, raw, context, new Map());
}

/**
 * A large message with big base64 bodies (`runs`): mailparser reads a copy of the message in
 * which each run is replaced by a short marker, so it neither decodes nor holds the big bodies.
 * A marker that comes back as exactly one attachment's content was that attachment's whole body:
 * it is stored from the raw (InboundAttachment.inRaw). When some markers come back elsewhere (a
 * base64 text part, inside an attached message), the copy is read once more with only the others
 * replaced; null when none qualifies, and the whole message is read as usual.
 */
async function parseWithRunsInPlace(raw: Buffer, runs: Base64Run[], context: ParseContext): Promise<ParsedInbound | null> {
  for (let attempt = 0; attempt < 2 && runs.length; attempt++) {
    const { parsed, inRaw } = await readWithRunsReplaced(raw, runs);
    if (!parsed) return null;
    if (inRaw.size === runs.length) return fromMailparsed(parsed, raw, context, inRaw);
    runs = runs.filter((run) => [...inRaw.values()].includes(run));
  }
  return null;
}

/** mailparser's reading of `raw` with `runs` replaced by markers, and the attachments that are exactly a marker. */
async function readWithRunsReplaced(raw: Buffer, runs: Base64Run[]): Promise<{ parsed: Mailparsed | null; inRaw: Map<object, Base64Run> }> {
  // A random tag, so that no attachment of the message itself can pass for a marker.
  const tag = randomBytes(12).toString('hex');
  const markers = runs.map((_, i) => Buffer.from(`\u0000in-raw ${tag} ${String(i).padStart(12, '0')}`, 'latin1')); // 45 bytes: base64 without padding
  const pieces: Buffer[] = [];
  let at = 0;
  runs.forEach((run, i) => {
    pieces.push(raw.subarray(at, run.start), Buffer.from(markers[i]!.toString('base64'), 'latin1'));
    at = run.end;
  });
  pieces.push(raw.subarray(at));
  const { parsed } = await mailparse(Buffer.concat(pieces));
  const inRaw = new Map<object, Base64Run>();
  const found = new Set<number>();
  for (const attachment of parsed?.attachments ?? []) {
    const content = attachment.content;
    if (content.length !== markers[0]!.length) continue;
    const i = markers.findIndex((m) => m.equals(content));
    if (i < 0 || found.has(i)) continue;
    found.add(i);
    inRaw.set(attachment, runs[i]!);
  }
  return { parsed, inRaw };
}

/** What is stored of mailparser's reading; attachments in `inRaw` are left in the raw bytes. */
function fromMailparsed(parsed: Mailparsed, raw: Buffer, context: ParseContext, inRaw: Map<object, Base64Run>): ParsedInbound {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  let text = parsed.text && parsed.text.trim() ? parsed.text : html ? htmlToPlainText(html) : (parsed.text ?? '');
  // Structure mailparser could not follow (e.g. multipart without a boundary) leaves nothing
  // readable: keep the undecoded body as text rather than an empty message.
  if (!text.trim() && !html && !parsed.attachments?.length) text = fallbackParse(raw).text;
  const messageId = normaliseMessageId(parsed.messageId);
  const inReplyTo = parseMessageIdList(parsed.inReplyTo ?? null)[0] ?? null;
  const attachments = parsed.attachments ?? [];
  const kept = attachments.slice(0, Math.max(0, context.maxAttachments));
  return {
    from: pgSafe(addresses(parsed.from)[0] ?? context.envelopeFrom).slice(0, MAX_FIELD),
    fromName: senderName(parsed.from),
    to: joined(parsed.to) ?? context.recipient,
    cc: joined(parsed.cc),
    replyTo: joined(parsed.replyTo),
    subject: pgSafe(parsed.subject ?? '').slice(0, MAX_FIELD),
    bodyText: pgSafe(text),
    bodyHtml: pgSafe(html),
    textInRaw: null,
    messageIdHeader: messageId && messageId.length <= 998 ? pgSafe(messageId) : syntheticMessageId(raw, context.host),
    inReplyTo: inReplyTo ? pgSafe(inReplyTo).slice(0, 998) : null,
    references: parseMessageIdList(parsed.references ?? null).map(pgSafe).slice(-100),
    skippedParts: attachments.length - kept.length,
    attachments: kept.map((a) => {
      const run = inRaw.get(a);
      return {
        filename: a.filename ? pgSafe(a.filename).slice(0, 255) : null,
        contentType: pgSafe(a.contentType || 'application/octet-stream').slice(0, 255),
        size: run ? run.size : a.content.length,
        contentId: a.cid ? pgSafe(a.cid).slice(0, 998) : a.contentId ? pgSafe(a.contentId).slice(0, 998) : null,
        disposition: a.contentDisposition ? pgSafe(a.contentDisposition).slice(0, 64) : null,
        content: run ? EMPTY : a.content,
        inRaw: run ? { fromEnd: raw.length - run.start, length: run.end - run.start } : null,
      };
    }),
  };
}

const EMPTY = Buffer.alloc(0);

/** MIME parts of a message: Content-Type header lines, less the top-level one. */
function countPartHeaders(raw: Buffer): number {
  const lines = raw.toString('latin1').match(/^content-type:/gim)?.length ?? 0;
  return Math.max(0, lines - 1);
}
