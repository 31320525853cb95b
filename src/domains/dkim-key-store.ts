import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { AppConfig } from '../config/app-config';
import { canonicalDomain } from './domain-name';
import { DkimKeyCipherError, isSealed, openPrivateKey, sealPrivateKey } from './dkim-key-cipher';

/** Exactly nodemailer's `dkim` option. */
export interface DkimSigningKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The DKIM key to sign outgoing mail with: a verified custom domain's own key (decrypted), or
 * for the service's mail domain the key in DKIM_PRIVATE_KEY_FILE (read once). Null means
 * "send unsigned": no key, an unverified domain, or a key that cannot be opened (logged).
 */
@Injectable()
export class DkimKeyStore implements OnModuleInit {
  private readonly logger = new Logger(DkimKeyStore.name);
  private serviceKey: Promise<DkimSigningKey | null> | null = null;

  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.dkimEncryptionKey) {
      this.logger.warn('DKIM_ENCRYPTION_KEY is not set: custom domains\' DKIM private keys are stored unencrypted in the database');
    }
  }

  async forDomain(domainName: string): Promise<DkimSigningKey | null> {
    const name = canonicalDomain(domainName);
    if (name === this.config.mailDomain) return this.loadServiceKey();
    // A fork: callers are queue jobs, outside any request context.
    const connection = this.em.fork().getConnection();
    const rows = await connection.execute<{ id: string; domain: string; dkim_selector: string; dkim_private_key: string }[]>(
      `select id, domain, dkim_selector, dkim_private_key from domains where lower(domain) = ? and verified`,
      [name],
    );
    const row = rows[0];
    if (!row) return null;
    const key = this.config.dkimEncryptionKey;
    let privateKey: string;
    try {
      privateKey = openPrivateKey(row.dkim_private_key, row.id, key);
    } catch (error) {
      if (!(error instanceof DkimKeyCipherError)) throw error;
      this.logger.error(`Cannot open the DKIM key of ${row.domain}: ${error.message}; its mail goes out unsigned`);
      return null;
    }
    if (key && !isSealed(row.dkim_private_key)) {
      // Seals keys stored before DKIM_ENCRYPTION_KEY was set, the first time each is used.
      await connection.execute(`update domains set dkim_private_key = ? where id = ? and dkim_private_key = ?`, [
        sealPrivateKey(privateKey, row.id, key),
        row.id,
        row.dkim_private_key,
      ]);
    }
    return { domainName: row.domain, keySelector: row.dkim_selector, privateKey };
  }

  private loadServiceKey(): Promise<DkimSigningKey | null> {
    this.serviceKey ??= this.readServiceKey();
    return this.serviceKey;
  }

  private async readServiceKey(): Promise<DkimSigningKey | null> {
    const file = this.config.DKIM_PRIVATE_KEY_FILE;
    if (!file) return null;
    try {
      const pem = await readFile(file, 'utf8');
      createPrivateKey(pem); // refuse a file that is not a private key now, not at every send
      return { domainName: this.config.mailDomain, keySelector: this.config.DKIM_SELECTOR, privateKey: pem };
    } catch (error) {
      this.logger.error(`DKIM_PRIVATE_KEY_FILE ${file} is not a readable PEM private key (${String((error as Error).message)}); mail from ${this.config.mailDomain} goes out unsigned`);
      return null;
    }
  }
}
