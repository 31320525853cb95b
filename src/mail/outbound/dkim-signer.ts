import DKIM from 'nodemailer/lib/dkim';

export interface DkimSigningKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The message with a DKIM-Signature header prepended (relaxed/relaxed, rsa-sha256, the headers
 * nodemailer signs by default). Signed at each attempt with the domain's current key; the bytes
 * the receiving server accepted replace the stored unsigned copy.
 */
export async function dkimSign(raw: Buffer, key: DkimSigningKey): Promise<Buffer> {
  const signer = new DKIM({ domainName: key.domainName, keySelector: key.keySelector, privateKey: key.privateKey });
  const chunks: Buffer[] = [];
  const stream = signer.sign(raw);
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
