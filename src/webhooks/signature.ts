import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** `whsec_` + 32 random bytes in base64url (43 characters). */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * `X-Webhook-Signature`: lowercase hex HMAC-SHA256 of the exact raw request body, keyed with the
 * whole secret string as UTF-8 (prefix included), so a receiver needs no decoding step:
 * `hmac_sha256(secret, raw_body).hex()`.
 */
export function signWebhookBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * `X-Webhook-Signature-V2`: the same HMAC over `${timestamp}.${body}` with the `X-Webhook-Timestamp`
 * value, so a receiver that checks it (and rejects old timestamps) is also safe from replays.
 */
export function signWebhookBodyWithTimestamp(secret: string, timestamp: number | string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** Constant-time check of a received signature (for receivers and tests). */
export function verifyWebhookSignature(secret: string, body: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(signWebhookBody(secret, body), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
