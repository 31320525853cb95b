import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * At-rest form of custom domains' DKIM private keys:
 * - `v1:gcm:<iv>:<tag>:<ciphertext>` (base64 parts): AES-256-GCM under DKIM_ENCRYPTION_KEY, with
 *   the domain id as additional data, so a sealed key copied onto another row does not open;
 * - `v1:plain:<pem>` when no encryption key is configured.
 */
const SEALED = 'v1:gcm:';
const PLAIN = 'v1:plain:';

export class DkimKeyCipherError extends Error {}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

export function sealPrivateKey(pem: string, domainId: string, key: Buffer | null): string {
  if (!key) return PLAIN + pem;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(domainId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
  return `${SEALED}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ciphertext.toString('base64')}`;
}

/** The PEM of a stored key. Throws DkimKeyCipherError when it is sealed and the key is missing or wrong. */
export function openPrivateKey(stored: string, domainId: string, key: Buffer | null): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(SEALED)) throw new DkimKeyCipherError('unknown DKIM private key format');
  if (!key) throw new DkimKeyCipherError('the DKIM private key is encrypted but DKIM_ENCRYPTION_KEY is not set');
  const [iv, tag, ciphertext] = stored.slice(SEALED.length).split(':');
  if (!iv || !tag || ciphertext === undefined) throw new DkimKeyCipherError('malformed encrypted DKIM private key');
  const authTag = Buffer.from(tag, 'base64');
  // A shortened tag would weaken the check: accept only the full 16 bytes written by sealPrivateKey.
  if (authTag.length !== 16) throw new DkimKeyCipherError('malformed encrypted DKIM private key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(domainId, 'utf8'));
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new DkimKeyCipherError('the DKIM private key does not open with DKIM_ENCRYPTION_KEY (wrong key?)');
  }
}
