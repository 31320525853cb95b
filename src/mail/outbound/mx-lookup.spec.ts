import { deliveryTargets, MxResolver } from './mx-lookup';
import { DeliveryFailure } from './smtp-outcome';

type Table = Record<string, { MX?: { exchange: string; priority: number }[] | string; A?: string[] | string; AAAA?: string[] | string }>;

function dnsError(code: string) {
  return Object.assign(new Error(`query ${code}`), { code });
}

/** A resolver answering from a table; a string value is an error code; unknown names are NXDOMAIN. */
function resolverFrom(table: Table): MxResolver {
  const answer = async <T>(name: string, type: 'MX' | 'A' | 'AAAA'): Promise<T> => {
    const entry = table[name];
    if (!entry) throw dnsError('ENOTFOUND');
    const value = entry[type];
    if (value === undefined) throw dnsError('ENODATA');
    if (typeof value === 'string') throw dnsError(value);
    return value as T;
  };
  return {
    resolveMx: (name) => answer(name, 'MX'),
    resolve4: (name) => answer(name, 'A'),
    resolve6: (name) => answer(name, 'AAAA'),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<DeliveryFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DeliveryFailure) return error;
    throw error;
  }
  throw new Error('expected a DeliveryFailure');
}

describe('deliveryTargets', () => {
  it('orders MX hosts by preference and resolves each to its addresses', async () => {
    const resolver = resolverFrom({
      'example.net': { MX: [{ exchange: 'mx2.example.net', priority: 20 }, { exchange: 'mx1.example.net', priority: 10 }] },
      'mx1.example.net': { A: ['192.0.2.1'], AAAA: ['2001:db8::1'] },
      'mx2.example.net': { A: ['192.0.2.2'] },
    });
    expect(await deliveryTargets(resolver, 'example.net')).toEqual([
      { host: 'mx1.example.net', address: '192.0.2.1' },
      { host: 'mx1.example.net', address: '2001:db8::1' },
      { host: 'mx2.example.net', address: '192.0.2.2' },
    ]);
  });

  it('shuffles hosts of equal preference', async () => {
    const resolver = resolverFrom({
      'example.net': { MX: [{ exchange: 'a.example.net', priority: 10 }, { exchange: 'b.example.net', priority: 10 }] },
      'a.example.net': { A: ['192.0.2.1'] },
      'b.example.net': { A: ['192.0.2.2'] },
    });
    const firstWhen = async (ties: number[]) => (await deliveryTargets(resolver, 'example.net', () => ties.shift()!))[0]!.host;
    expect(await firstWhen([0.1, 0.9])).toBe('a.example.net');
    expect(await firstWhen([0.9, 0.1])).toBe('b.example.net');
  });

  it('falls back to the domain\'s own A/AAAA when there is no MX (RFC 5321 §5.1)', async () => {
    const resolver = resolverFrom({ 'example.net': { A: ['192.0.2.9'] } });
    expect(await deliveryTargets(resolver, 'example.net')).toEqual([{ host: 'example.net', address: '192.0.2.9' }]);
  });

  it('skips an MX host without addresses and uses the next one', async () => {
    const resolver = resolverFrom({
      'example.net': { MX: [{ exchange: 'gone.example.net', priority: 5 }, { exchange: 'mx.example.net.', priority: 10 }] },
      'mx.example.net': { A: ['192.0.2.3'] },
    });
    expect(await deliveryTargets(resolver, 'example.net')).toEqual([{ host: 'mx.example.net', address: '192.0.2.3' }]);
  });

  it('fails permanently on a null MX (RFC 7505)', async () => {
    for (const exchange of ['', '.']) {
      const failure = await failureOf(deliveryTargets(resolverFrom({ 'example.net': { MX: [{ exchange, priority: 0 }] } }), 'example.net'));
      expect(failure.permanent).toBe(true);
      expect(failure.reason).toContain('null MX');
    }
  });

  it('fails permanently when the domain does not exist', async () => {
    const failure = await failureOf(deliveryTargets(resolverFrom({}), 'nowhere.example'));
    expect(failure).toMatchObject({ permanent: true });
    expect(failure.reason).toContain('does not exist');
  });

  it('fails transiently on DNS trouble (time-out, SERVFAIL)', async () => {
    for (const code of ['ETIMEOUT', 'ESERVFAIL', 'ECONNREFUSED']) {
      const failure = await failureOf(deliveryTargets(resolverFrom({ 'example.net': { MX: code } }), 'example.net'));
      expect(failure).toMatchObject({ permanent: false });
      expect(failure.reason).toContain(code);
    }
  });

  it('fails transiently when no MX host has an address', async () => {
    const resolver = resolverFrom({ 'example.net': { MX: [{ exchange: 'mx.example.net', priority: 10 }] }, 'mx.example.net': { A: 'ETIMEOUT' } });
    const failure = await failureOf(deliveryTargets(resolver, 'example.net'));
    expect(failure.permanent).toBe(false);
    expect(failure.reason).toContain('mx.example.net');
  });

  it('accepts an IP literal as MX exchange without a lookup', async () => {
    const resolver = resolverFrom({ 'example.net': { MX: [{ exchange: '192.0.2.7', priority: 10 }] } });
    expect(await deliveryTargets(resolver, 'example.net')).toEqual([{ host: '192.0.2.7', address: '192.0.2.7' }]);
  });
});
