import { generateWebhookSecret, signWebhookBody, signWebhookBodyWithTimestamp, verifyWebhookSignature } from './signature';

describe('webhook signatures', () => {
  it('matches published HMAC-SHA256 vectors (lowercase hex)', () => {
    // RFC 4231 test case 2 and the widely quoted "quick brown fox" vector.
    expect(signWebhookBody('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(signWebhookBody('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });

  it('keys the HMAC with the whole secret string, prefix included', () => {
    expect(signWebhookBody('whsec_test', '{"event":"message.received"}')).toBe('2faa36cbbdb4267aba5c8416c1692e40f492cb51b2b6c53ea7b44b5bfa9f2bf9');
    expect(signWebhookBody('test', '{"event":"message.received"}')).not.toBe(signWebhookBody('whsec_test', '{"event":"message.received"}'));
  });

  it('signs the exact bytes: re-serialised JSON or a trailing newline gives another signature', () => {
    const body = '{"event":"inbox.created","timestamp":"2026-11-21T19:00:00.000Z","data":{"inbox_id":"x"}}';
    const sig = signWebhookBody('whsec_a', body);
    expect(signWebhookBody('whsec_a', Buffer.from(body))).toBe(sig);
    expect(signWebhookBody('whsec_a', `${body}\n`)).not.toBe(sig);
    expect(signWebhookBody('whsec_a', JSON.stringify(JSON.parse(body), null, 1))).not.toBe(sig);
  });

  it('the V2 signature covers timestamp and body', () => {
    expect(signWebhookBodyWithTimestamp('whsec_test', 1700000000, '{}')).toBe('35495024f4ef3f94e5a93e22221544c4b75e9a42300cd965ab81cb85cd994e91');
    expect(signWebhookBodyWithTimestamp('whsec_test', 1700000001, '{}')).not.toBe(signWebhookBodyWithTimestamp('whsec_test', 1700000000, '{}'));
  });

  it('verifies in constant time, tolerating case and whitespace but not a wrong secret or body', () => {
    const sig = signWebhookBody('whsec_k', 'body');
    expect(verifyWebhookSignature('whsec_k', 'body', sig)).toBe(true);
    expect(verifyWebhookSignature('whsec_k', 'body', ` ${sig.toUpperCase()} `)).toBe(true);
    expect(verifyWebhookSignature('whsec_x', 'body', sig)).toBe(false);
    expect(verifyWebhookSignature('whsec_k', 'body2', sig)).toBe(false);
    expect(verifyWebhookSignature('whsec_k', 'body', sig.slice(0, 10))).toBe(false);
    expect(verifyWebhookSignature('whsec_k', 'body', '')).toBe(false);
  });

  it('generates distinct whsec_ secrets carrying 32 random bytes', () => {
    const a = generateWebhookSecret();
    const b = generateWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });
});
