import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { conflict, notFound, validationFailed } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { KEYSET_ORDER, keysetFilter, keysetPage, PageQueryDto } from '../common/pagination/pagination';
import { AppConfig } from '../config/app-config';
import { sealPrivateKey } from './dkim-key-cipher';
import { dkimName, dkimValue, isTransientLookupError, lookupProblem, spfValue, VerificationResult, verifyDomainRecords } from './dns-verification';
import { normaliseDomainName } from './domain-name';
import { DomainDns, DomainDnsAnswers } from './domain-dns';
import { Domain } from './domain.entity';
import { CreateDomainDto, DnsRecordDto, DomainDto, DomainVerificationDto, RecordCheckDto } from './dto/domain.dto';

const generateRsaKeyPair = promisify(generateKeyPair);
export const DKIM_KEY_BITS = 2048;

/** Re-check cadence after a check (by the owner or the worker); see DomainRecheckScheduler. */
export const RECHECK_VERIFIED_MS = 6 * 3600_000;
export const RECHECK_NEW_UNVERIFIED_MS = 10 * 60_000;
export const RECHECK_OLD_UNVERIFIED_MS = 24 * 3600_000;
/** Unverified domains younger than this are re-checked often: their owner is probably editing DNS now. */
export const NEW_DOMAIN_AGE_MS = 3 * 24 * 3600_000;

export function nextCheckAt(verified: boolean, createdAt: Date, checkedAt: Date): Date {
  if (verified) return new Date(checkedAt.getTime() + RECHECK_VERIFIED_MS);
  const young = checkedAt.getTime() - createdAt.getTime() < NEW_DOMAIN_AGE_MS;
  return new Date(checkedAt.getTime() + (young ? RECHECK_NEW_UNVERIFIED_MS : RECHECK_OLD_UNVERIFIED_MS));
}

/** The three records the owner publishes, as the spec's table gives them, plus their full names. */
export function dnsRecordsFor(domain: Pick<Domain, 'domain' | 'dkimSelector' | 'dkimPublicKey'>, mailHost: string): DnsRecordDto[] {
  return [
    { type: 'MX', host: '@', fqdn: domain.domain, value: mailHost, priority: 10, purpose: 'mx' },
    { type: 'TXT', host: '@', fqdn: domain.domain, value: spfValue(mailHost), purpose: 'spf' },
    { type: 'TXT', host: `${domain.dkimSelector}._domainkey`, fqdn: dkimName(domain.dkimSelector, domain.domain), value: dkimValue(domain.dkimPublicKey), purpose: 'dkim' },
  ];
}

export function mapDomain(domain: Domain, mailHost: string): DomainDto {
  return {
    id: domain.id,
    user_id: domain.userId,
    domain: domain.domain,
    verified: domain.verified,
    mx_verified: domain.mxVerified,
    spf_verified: domain.spfVerified,
    dkim_verified: domain.dkimVerified,
    dkim_key: domain.dkimPublicKey,
    dkim_selector: domain.dkimSelector,
    records: dnsRecordsFor(domain, mailHost),
    last_checked_at: domain.lastCheckedAt?.toISOString() ?? null,
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    created_at: domain.createdAt.toISOString(),
  };
}

const mapCheck = (check: VerificationResult['mx']): RecordCheckDto => ({
  ok: check.ok,
  name: check.name,
  expected: check.expected,
  found: check.found,
  ...(check.problem ? { problem: check.problem } : {}),
});

/** What a check needs of a domain row (never the private key). */
export type CheckableDomain = Pick<Domain, 'id' | 'domain' | 'dkimSelector' | 'dkimPublicKey' | 'createdAt' | 'verified'>;

@Injectable()
export class DomainsService {
  private readonly logger = new Logger(DomainsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly dns: DomainDns,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async create(userId: string, body: CreateDomainDto): Promise<DomainDto> {
    const name = normaliseDomainName(body.domain, { mailDomain: this.config.mailDomain, mailHost: this.config.mailHost });
    if (!name.ok) throw validationFailed(name.reason);
    // Checked before generating a key (which costs ~100 ms of CPU); the unique index settles races.
    await this.refuseTaken(userId, name.domain);
    const cap = this.config.MAX_DOMAINS_PER_USER;
    const overCap = () => conflict(`domain limit reached: at most ${cap} custom domains per account; delete one first`);
    // Early answer before the key generation; re-checked under a lock when inserting.
    if (cap > 0 && (await this.em.count(Domain, { userId })) >= cap) throw overCap();
    const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
      modulusLength: DKIM_KEY_BITS,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const domain = new Domain();
    Object.assign(domain, {
      userId,
      domain: name.domain,
      dkimSelector: this.config.DKIM_SELECTOR,
      dkimPublicKey: publicKey.toString('base64'),
      dkimPrivateKey: sealPrivateKey(privateKey, domain.id, this.config.dkimEncryptionKey),
      createdAt: new Date(),
    });
    domain.nextCheckAt = nextCheckAt(false, domain.createdAt, domain.createdAt);
    try {
      await this.em.transactional(async (tx) => {
        if (cap > 0) {
          // Adds of one account queue here, so two racing requests cannot both take the last place.
          await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`domain-cap:${userId}`]);
          if ((await tx.count(Domain, { userId })) >= cap) throw overCap();
        }
        tx.persist(domain);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        await this.refuseTaken(userId, name.domain);
        throw conflict(`${name.domain} has already been added`);
      }
      throw error;
    }
    return mapDomain(domain, this.config.mailHost);
  }

  async list(userId: string, query: PageQueryDto): Promise<Page<DomainDto>> {
    return keysetPage(
      query,
      (after, take) => this.em.find(Domain, { userId, ...keysetFilter(after) }, { orderBy: KEYSET_ORDER, limit: take }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (domain) => mapDomain(domain, this.config.mailHost),
    );
  }

  async get(userId: string, id: string): Promise<DomainDto> {
    return mapDomain(await this.findOwned(userId, id), this.config.mailHost);
  }

  /**
   * Deletes the domain. Its inboxes go with it (inboxes.domain_id ... on delete cascade), with
   * their threads, messages and attachments, so mail to them is refused from this moment.
   */
  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(Domain, { id, userId });
    if (deleted === 0) throw notFound('domain');
  }

  /** Looks up the domain's records now, stores the flags and returns them with per-record diagnostics. */
  async verify(userId: string, id: string): Promise<DomainVerificationDto> {
    const domain = await this.findOwned(userId, id);
    const { result, checkedAt, verifiedAt } = await this.checkAndRecord(domain);
    return {
      id: domain.id,
      domain: domain.domain,
      verified: result.verified,
      mx_verified: result.mx.ok,
      spf_verified: result.spf.ok,
      dkim_verified: result.dkim.ok,
      checked_at: checkedAt.toISOString(),
      verified_at: verifiedAt?.toISOString() ?? null,
      checks: { mx: mapCheck(result.mx), spf: mapCheck(result.spf), dkim: mapCheck(result.dkim) },
    };
  }

  /**
   * Checks DNS and stores the outcome in one update (flags, last_checked_at, first verified_at,
   * next_check_at). Never throws for DNS trouble: a failed lookup is "not verified".
   */
  async checkAndRecord(domain: CheckableDomain, em: EntityManager = this.em): Promise<{ result: VerificationResult; checkedAt: Date; verifiedAt: Date | null }> {
    return this.record(domain, await this.dns.lookup(domain.domain, domain.dkimSelector), em);
  }

  /**
   * The periodic re-check. Unlike an owner's explicit verify, a transient DNS failure (time-out,
   * SERVFAIL, refused) does not demote a verified domain — one resolver hiccup must not stop its
   * mail — it is retried in 10 minutes instead. NXDOMAIN and wrong or missing records do demote it.
   */
  async recheck(domain: CheckableDomain, em: EntityManager): Promise<'verified' | 'unverified' | 'deferred'> {
    const answers = await this.dns.lookup(domain.domain, domain.dkimSelector);
    const transient = Object.values(answers).find((lookup) => 'error' in lookup && isTransientLookupError(lookup.error));
    if (domain.verified && transient && 'error' in transient) {
      await em.getConnection().execute(`update domains set next_check_at = ? where id = ?`, [new Date(Date.now() + RECHECK_NEW_UNVERIFIED_MS), domain.id]);
      this.logger.warn(`Re-check of ${domain.domain} deferred: ${lookupProblem(transient.error)}`);
      return 'deferred';
    }
    const { result } = await this.record(domain, answers, em);
    return result.verified ? 'verified' : 'unverified';
  }

  private async record(domain: CheckableDomain, answers: DomainDnsAnswers, em: EntityManager): Promise<{ result: VerificationResult; checkedAt: Date; verifiedAt: Date | null }> {
    const result = verifyDomainRecords({
      domain: domain.domain,
      mailHost: this.config.mailHost,
      selector: domain.dkimSelector,
      publicKey: domain.dkimPublicKey,
      ...answers,
    });
    const checkedAt = new Date();
    const rows = await em.getConnection().execute<{ verified_at: Date | string | null }[]>(
      `update domains set mx_verified = ?, spf_verified = ?, dkim_verified = ?, verified = ?, last_checked_at = ?,
         verified_at = case when ? and verified_at is null then ? else verified_at end, next_check_at = ?
       where id = ? returning verified_at`,
      [result.mx.ok, result.spf.ok, result.dkim.ok, result.verified, checkedAt, result.verified, checkedAt, nextCheckAt(result.verified, domain.createdAt, checkedAt), domain.id],
    );
    if (domain.verified && !result.verified) {
      const failed = (['mx', 'spf', 'dkim'] as const).filter((k) => !result[k].ok).map((k) => `${k}: ${result[k].problem}`);
      this.logger.warn(`Domain ${domain.domain} (${domain.id}) is no longer verified (${failed.join('; ')}); it stops receiving mail`);
    }
    const stored = rows[0]?.verified_at;
    return { result, checkedAt, verifiedAt: stored ? new Date(stored) : null };
  }

  private async findOwned(userId: string, id: string): Promise<Domain> {
    const domain = await this.em.findOne(Domain, { id, userId });
    if (!domain) throw notFound('domain');
    return domain;
  }

  private async refuseTaken(userId: string, name: string): Promise<void> {
    const rows = await this.em.getConnection().execute<{ user_id: string }[]>(`select user_id from domains where lower(domain) = ?`, [name]);
    const owner = rows[0]?.user_id;
    if (owner === userId) throw conflict(`you have already added ${name}`);
    if (owner) throw conflict(`${name} has already been added by another account`);
  }
}
