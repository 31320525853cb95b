import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import { pickDeliveryAddress, urlHost } from './ssrf';

/** How much of a receiver's response body is read (and kept, shortened, in the delivery log). */
const RESPONSE_READ_CAP_BYTES = 4096;
const ERROR_SNIPPET_CHARS = 300;

/** Keep-alive agents per (scheme, host, port, vetted IP): connections are reused only to the address that was checked. */
const MAX_AGENTS = 256;
const agents = new Map<string, http.Agent>();

function agentFor(protocol: string, host: string, port: string, target: { address: string; family: number }): http.Agent {
  const key = `${protocol}//${host}:${port}|${target.address}`;
  let agent = agents.get(key);
  if (agent) {
    agents.delete(key); // re-insert: the map's order is least recently used first
    agents.set(key, agent);
    return agent;
  }
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  // As many idle sockets kept as may be busy: a burst after a quiet moment reuses them instead of connecting anew.
  const options = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 50, maxFreeSockets: 50, timeout: 30000, lookup: pinned } as http.AgentOptions;
  agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  if (agents.size > MAX_AGENTS) {
    const [oldestKey, oldest] = agents.entries().next().value as [string, http.Agent];
    agents.delete(oldestKey);
    oldest.destroy();
  }
  return agent;
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface WebhookAttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** True when retrying cannot help (the target is refused by the SSRF guard). */
  permanent: boolean;
}

/**
 * One POST to a webhook. The host is resolved once here, every answer must be public (unless
 * private targets are allowed), and the socket connects to that vetted address through a pinned
 * `lookup` on a keep-alive agent dedicated to that address, so a second resolution cannot swap in
 * an internal address. Redirects are not
 * followed (a 3xx is a failed attempt); only 2xx within `timeoutMs` succeeds.
 */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: string, permanent = false, statusCode: number | null = null): WebhookAttemptResult => ({ ok: false, statusCode, durationMs: elapsed(), error, permanent });

  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return fail('url is not valid', true);
  }
  const host = urlHost(url);
  let addresses: Array<{ address: string; family: number }>;
  try {
    const family = isIP(host);
    addresses = family ? [{ address: host, family }] : await dnsLookup(host, { all: true, verbatim: true });
  } catch (error) {
    return fail(`DNS lookup failed: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const picked = pickDeliveryAddress(addresses, request.allowPrivate);
  if ('refused' in picked) return fail(`refused: ${picked.refused}`, true);

  const transport = url.protocol === 'https:' ? https : http;
  const body = Buffer.from(request.body, 'utf8');

  return new Promise<WebhookAttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: WebhookAttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(body.length) },
        agent: agentFor(url.protocol, host, url.port, picked),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const ok = status >= 200 && status < 300;
          const text = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, ERROR_SNIPPET_CHARS);
          const location = res.headers.location ? ` (redirect to ${String(res.headers.location).slice(0, 200)} not followed)` : '';
          finish({ ok, statusCode: status, durationMs: elapsed(), error: ok ? null : `HTTP ${status}${location}${text ? `: ${text}` : ''}`, permanent: false });
        };
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= RESPONSE_READ_CAP_BYTES) return void chunks.push(chunk);
          // Past the cap: stop reading (and drop the connection rather than drain it).
          done();
          res.destroy();
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish(fail(`timed out after ${request.timeoutMs} ms`));
      req.destroy();
    }, request.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish(fail(`connection failed: ${error.code ?? error.message}`)));
    req.end(body);
  });
}
