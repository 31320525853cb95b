import { createHash, randomBytes, scrypt as scryptCallback, ScryptOptions, timingSafeEqual } from 'node:crypto';

/** URL-safe random string of `bytes` random bytes (base62-ish alphabet, no padding). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, (c) => (c === '-' ? 'x' : 'z'));
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Compares a presented secret with the configured one in constant time (whatever their lengths). */
export function secretsEqual(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

export const API_KEY_PREFIX = 'ak_';
/** `ak_` + 43 characters from 32 random bytes (256 bits). */
export function generateApiKey(): string {
  return API_KEY_PREFIX + randomToken(32);
}

// scrypt with N=2^15, r=8, p=1: ~32 MiB and tens of milliseconds per hash, run off the event loop.
const SCRYPT = { N: 1 << 15, r: 8, p: 1, keyLength: 64 };
const SCRYPT_MAXMEM = 128 * SCRYPT.N * SCRYPT.r * 2;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts), self-describing so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT_MAXMEM });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N, r: R, p: Number(p), maxmem: 128 * N * R * 2 });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A well-formed hash of a random password: verifying against it costs the same as a real check. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomToken(24));
  return decoyHash;
}
