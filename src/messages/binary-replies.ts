import type { FastifyReply } from 'fastify';
import type { AttachmentContent } from './messages.service';

/** RFC 6266 / 5987 header value: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(filename: string | null, fallback: string): string {
  const name = (filename ?? '').replace(/[\r\n"\\/]/g, '_').trim() || fallback;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Stored content types come from senders: keep only a well-formed type/subtype (and its parameters). */
function safeContentType(value: string): string {
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/i.test(value) ? value : 'application/octet-stream';
}

// Raw and attachment bodies bypass the JSON envelope; errors before this point are still enveloped.
export function sendRawMessage(reply: FastifyReply, messageId: string, raw: Buffer): void {
  void reply
    .header('content-type', 'message/rfc822')
    .header('content-disposition', contentDisposition(null, `${messageId}.eml`))
    .header('x-content-type-options', 'nosniff')
    .send(raw);
}

export function sendAttachment(reply: FastifyReply, attachment: AttachmentContent): void {
  void reply
    .header('content-type', safeContentType(attachment.contentType))
    .header('content-disposition', contentDisposition(attachment.filename, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(attachment.content);
}
