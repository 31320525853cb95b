import { Inject, Injectable } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { AppConfig } from '../config/app-config';
import { dkimName, Lookup, MxRecord, TxtRecord } from './dns-verification';

/** Per query: short, so a verify request answers within seconds even when a name server is dead. */
const DNS_TIMEOUT_MS = 2000;
const DNS_TRIES = 2;

export interface DomainDnsAnswers {
  mx: Lookup<MxRecord>;
  apexTxt: Lookup<TxtRecord>;
  dkimTxt: Lookup<TxtRecord>;
}

/** "No records of this type" is an answer (an empty list), not a failure. */
const NO_DATA = new Set(['ENODATA']);

async function settle<T>(query: Promise<T[]>): Promise<Lookup<T>> {
  try {
    return { records: await query };
  } catch (error) {
    const code = String((error as { code?: unknown })?.code ?? 'EDNS');
    return NO_DATA.has(code) ? { records: [] } : { error: code };
  }
}

/**
 * Looks up a domain's MX, apex TXT and DKIM TXT records through DNS_SERVERS (or the system's
 * resolvers). Never throws: each failed lookup comes back as `{ error: <code> }`.
 */
@Injectable()
export class DomainDns {
  private readonly resolver: Resolver;

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
    if (config.DNS_SERVERS?.length) {
      try {
        this.resolver.setServers(config.DNS_SERVERS);
      } catch (error) {
        // setServers takes addresses only (ip, ip:port, [ipv6]:port), not host names.
        throw new Error(`DNS_SERVERS must list IP addresses with optional :port (${String((error as Error).message)})`);
      }
    }
  }

  async lookup(domain: string, selector: string): Promise<DomainDnsAnswers> {
    const [mx, apexTxt, dkimTxt] = await Promise.all([
      settle(this.resolver.resolveMx(domain)),
      settle(this.resolver.resolveTxt(domain)),
      settle(this.resolver.resolveTxt(dkimName(selector, domain))),
    ]);
    return { mx, apexTxt, dkimTxt };
  }
}
