import { isIP } from 'node:net';
import { DeliveryFailure } from './smtp-outcome';

/** The subset of `dns.promises.Resolver` used here (so unit tests can answer from a table). */
export interface MxResolver {
  resolveMx(hostname: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

/** One server to try: the host name (for TLS SNI and messages) and the address to connect to. */
export interface DeliveryTarget {
  host: string;
  address: string;
}

const NO_SUCH_NAME = new Set(['ENOTFOUND', 'NXDOMAIN']);
const NO_DATA = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

function dnsCode(error: unknown): string {
  return String((error as { code?: unknown })?.code ?? 'EDNS');
}

async function addressesOf(resolver: MxResolver, host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  const settle = async (lookup: Promise<string[]>) => {
    try {
      return await lookup;
    } catch (error) {
      if (NO_DATA.has(dnsCode(error))) return [];
      throw error;
    }
  };
  const [v4, v6] = await Promise.all([settle(resolver.resolve4(host)), settle(resolver.resolve6(host))]);
  return [...v4, ...v6];
}

/**
 * Where to deliver mail for `domain` (RFC 5321 §5.1): its MX hosts by preference (equal
 * preferences in random order), or the domain's own A/AAAA when it has no MX. A null MX
 * (RFC 7505, exchange ".") or a domain that does not exist is a permanent failure; DNS
 * trouble (time-out, SERVFAIL) is transient.
 */
export async function deliveryTargets(resolver: MxResolver, domain: string, random: () => number = Math.random): Promise<DeliveryTarget[]> {
  let hosts: string[];
  try {
    const records = await resolver.resolveMx(domain);
    if (records.some((r) => r.exchange === '' || r.exchange === '.')) {
      throw new DeliveryFailure(true, `${domain} does not accept mail (null MX)`);
    }
    hosts = records
      .map((r) => ({ ...r, tie: random() }))
      .sort((a, b) => a.priority - b.priority || a.tie - b.tie)
      .map((r) => r.exchange.replace(/\.$/, '').toLowerCase());
    if (!hosts.length) hosts = [domain];
  } catch (error) {
    if (error instanceof DeliveryFailure) throw error;
    const code = dnsCode(error);
    if (NO_SUCH_NAME.has(code)) throw new DeliveryFailure(true, `${domain} does not exist (DNS ${code})`);
    if (code !== 'ENODATA') throw new DeliveryFailure(false, `MX lookup for ${domain} failed (DNS ${code})`);
    hosts = [domain];
  }

  const targets: DeliveryTarget[] = [];
  let lastError: unknown;
  for (const host of [...new Set(hosts)]) {
    try {
      for (const address of await addressesOf(resolver, host)) targets.push({ host, address });
    } catch (error) {
      lastError = error;
    }
  }
  if (!targets.length) {
    const detail = lastError ? `DNS ${dnsCode(lastError)}` : 'no A/AAAA records';
    throw new DeliveryFailure(false, `no address for the mail servers of ${domain} (${hosts.join(', ')}): ${detail}`);
  }
  return targets;
}
