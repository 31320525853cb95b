import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { DkimKeyCipherError, isSealed, openPrivateKey, sealPrivateKey } from './dkim-key-cipher';

const PEM = generateKeyPairSync('rsa', { modulusLength: 1024, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
const ID = '6f1c0c0b-5d8e-4b1f-9a3e-2c7d1e0f4a5b';
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

describe('DKIM private key at rest', () => {
  const key = randomBytes(32);

  it('seals with AES-256-GCM: no PEM in the stored form, opens back to the PEM', () => {
    const sealed = sealPrivateKey(PEM, ID, key);
    expect(sealed).toMatch(/^v1:gcm:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(isSealed(sealed)).toBe(true);
    expect(openPrivateKey(sealed, ID, key)).toBe(PEM);
  });

  it('uses a fresh IV each time', () => {
    expect(sealPrivateKey(PEM, ID, key)).not.toBe(sealPrivateKey(PEM, ID, key));
  });

  it('stores plain PEM when no key is configured, and still opens it once a key is set', () => {
    const plain = sealPrivateKey(PEM, ID, null);
    expect(plain).toBe(`v1:plain:${PEM}`);
    expect(isSealed(plain)).toBe(false);
    expect(openPrivateKey(plain, ID, null)).toBe(PEM);
    expect(openPrivateKey(plain, ID, key)).toBe(PEM);
  });

  it.each([
    ['the wrong key', (sealed: string) => openPrivateKey(sealed, ID, randomBytes(32)), /wrong key/],
    ['no key', (sealed: string) => openPrivateKey(sealed, ID, null), /DKIM_ENCRYPTION_KEY is not set/],
    ['another row\'s id', (sealed: string) => openPrivateKey(sealed, OTHER_ID, key), /wrong key/],
    ['a tampered ciphertext', (sealed: string) => openPrivateKey(sealed.slice(0, -6) + (sealed.endsWith('AAAA==') ? 'BBBB==' : 'AAAA=='), ID, key), /wrong key/],
    ['a shortened tag', (sealed: string) => { const [a, b, iv, tag, ct] = sealed.split(':'); return openPrivateKey([a, b, iv, tag!.slice(0, 8), ct].join(':'), ID, key); }, /malformed/],
    ['a missing part', (sealed: string) => openPrivateKey(sealed.split(':').slice(0, 4).join(':'), ID, key), /malformed/],
    ['an unknown format', () => openPrivateKey(PEM, ID, key), /unknown/],
  ])('refuses to open with %s', (_, open, message) => {
    const sealed = sealPrivateKey(PEM, ID, key);
    expect(() => open(sealed)).toThrow(DkimKeyCipherError);
    expect(() => open(sealed)).toThrow(message);
  });
});
