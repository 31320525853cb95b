import MailComposer from 'nodemailer/lib/mail-composer';

/** RFC 5322 §2.1.1: a header line must not exceed 998 characters; References is folded, but keep it bounded. */
const MAX_REFERENCES = 20;
const MAX_REFERENCES_CHARS = 4000;

/** Reply prefixes in the languages mail clients commonly use (Re, Aw, Sv, Antw, Odp, Vs, Ref, Réf, …). */
const REPLY_PREFIX = /^\s*(re|aw|sv|antw|antwort|odp|vs|ref|réf|rif|r|res|resp|ynt|atb|вс|отв|回复|答复|回覆)\s*(\[\d+\])?\s*[:：]/i;

/** `Re: <subject>`, without doubling an existing reply prefix (of any common language). */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  if (!trimmed) return 'Re:';
  return REPLY_PREFIX.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/**
 * The References of a reply (RFC 5322 §3.6.4): the parent's References followed by the parent's
 * Message-ID. Capped to the first id (the thread root) plus the most recent ones, so long
 * conversations keep the root and the chain's tail within a sane header length.
 */
export function replyReferences(parentReferences: readonly string[], parentMessageId: string | null): string[] {
  const ids = [...parentReferences, ...(parentMessageId ? [parentMessageId] : [])].filter((id) => /^<[^<>\s]+>$/.test(id));
  const unique = ids.filter((id, index) => ids.indexOf(id) === index);
  let kept = unique.length > MAX_REFERENCES ? [unique[0]!, ...unique.slice(unique.length - (MAX_REFERENCES - 1))] : unique;
  while (kept.length > 1 && kept.join(' ').length > MAX_REFERENCES_CHARS) kept = [kept[0]!, ...kept.slice(2)];
  return kept;
}

/** A Message-ID at our domain: `<uuid@domain>`. */
export function messageIdFor(messageId: string, domain: string): string {
  return `<${messageId}@${domain.toLowerCase()}>`;
}

/** True for text that could break out of a header line (CR, LF, NUL). */
export function hasLineBreak(value: string): boolean {
  return /[\r\n\0]/.test(value);
}

export interface OutboundMimeInput {
  from: string;
  /** Display name: the From header becomes `"Name" <from>`, encoded (RFC 2047) and quoted by MailComposer. */
  fromName?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  messageId: string;
  date: Date;
  inReplyTo?: string | null;
  references?: readonly string[];
}

/**
 * The RFC 5322 message as it is stored and sent (before DKIM signing): MailComposer encodes every
 * header (RFC 2047 for non-ASCII) and picks quoted-printable or base64 bodies, so no field can
 * inject a header; text and HTML become multipart/alternative.
 */
export async function buildOutboundMime(input: OutboundMimeInput): Promise<Buffer> {
  const composer = new MailComposer({
    from: input.fromName ? { name: input.fromName, address: input.from } : input.from,
    to: input.to,
    subject: input.subject,
    text: input.text,
    ...(input.html ? { html: input.html } : {}),
    messageId: input.messageId,
    date: input.date,
    ...(input.inReplyTo ? { inReplyTo: input.inReplyTo } : {}),
    ...(input.references?.length ? { references: [...input.references] } : {}),
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  // Bare LFs in 7bit parts would be rewritten to CRLF on the wire (RFC 5321 §2.3.8); doing it here
  // keeps the stored copy byte-identical to what is sent. The output is ASCII, so latin1 is lossless.
  const built = await composer.compile().build();
  return Buffer.from(built.toString('latin1').replace(/\r\n|\r|\n/g, '\r\n'), 'latin1');
}
