import DNS from 'dns2';
import type { Socket } from 'node:net';

const { Packet } = DNS;

export type DnsRecordType = 'A' | 'AAAA' | 'MX' | 'TXT';

/** An MX value: `{ exchange, priority }`, or `'10 mx.example.com'` / `'mx.example.com'` (priority 10). */
export type MxValue = { exchange: string; priority?: number } | string;
/** A TXT value: one string (split into 255-byte character-strings when longer) or the explicit character-strings. */
export type TxtValue = string | string[];

export interface DnsRecordValues {
  A: string[];
  AAAA: string[];
  MX: MxValue[];
  TXT: TxtValue[];
}

/** How the server misbehaves, to test resolvers' failure handling: answer SERVFAIL/REFUSED, or never answer (time-out). */
export type DnsFailureMode = 'servfail' | 'refused' | 'timeout' | null;

export interface TestDnsServer {
  port: number;
  /** `127.0.0.1:<port>`, ready for `DNS_SERVERS`. */
  address: string;
  /** Replaces the records of one type at `name` (case-insensitive, trailing dot ignored); an empty list removes them. */
  setRecords<T extends DnsRecordType>(name: string, type: T, values: DnsRecordValues[T]): void;
  /** Removes every record (all names answer NXDOMAIN again). */
  clear(): void;
  /** Makes every query fail the given way until called again with null. */
  fail(mode: DnsFailureMode): void;
  /** Questions received so far, as `TYPE name` (for asserting what was looked up). */
  readonly queries: string[];
  /** Stops the server (idempotent); queries then fail with ECONNREFUSED. */
  close(): Promise<void>;
}

const TYPE_NAMES: Record<number, DnsRecordType | undefined> = {
  [Packet.TYPE.A]: 'A',
  [Packet.TYPE.AAAA]: 'AAAA',
  [Packet.TYPE.MX]: 'MX',
  [Packet.TYPE.TXT]: 'TXT',
};

/** Response codes (RFC 1035 §4.1.1); dns2 has them at run time but not in its types. */
const RCODE = { FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

const normaliseName = (name: string) => name.trim().replace(/\.$/, '').toLowerCase();

/** RFC 1035 §3.3.14: a TXT record is a list of character-strings of at most 255 bytes each. */
export function txtChunks(value: TxtValue): Buffer[] {
  const parts = Array.isArray(value) ? value : [value];
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const bytes = Buffer.from(part, 'utf8');
    if (Array.isArray(value)) {
      if (bytes.length > 255) throw new Error(`TXT character-string of ${bytes.length} bytes exceeds 255`);
      chunks.push(bytes);
      continue;
    }
    if (bytes.length === 0) chunks.push(bytes);
    for (let offset = 0; offset < bytes.length; offset += 255) chunks.push(bytes.subarray(offset, offset + 255));
  }
  return chunks;
}

function parseMx(value: MxValue): { exchange: string; priority: number } {
  if (typeof value !== 'string') return { exchange: value.exchange, priority: value.priority ?? 10 };
  const match = /^\s*(?:(\d+)\s+)?(\S+)\s*$/.exec(value);
  if (!match) throw new Error(`bad MX value ${JSON.stringify(value)}`);
  return { exchange: match[2]!, priority: match[1] ? Number(match[1]) : 10 };
}

/**
 * A small authoritative DNS server for tests (UDP and TCP on the same loopback port, since
 * answers over 512 bytes — a 2048-bit DKIM key — are truncated over UDP and retried over TCP).
 * Unknown names answer NXDOMAIN; known names without the asked type answer NOERROR with no data.
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, Map<DnsRecordType, unknown[]>>();
  const queries: string[] = [];
  let failure: DnsFailureMode = null;

  const handle: DNS.DnsHandler = (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const [question] = request.questions;
    if (!question) {
      response.header.rcode = RCODE.FORMERR;
      void send(response);
      return;
    }
    const name = normaliseName(question.name);
    const type = TYPE_NAMES[question.type];
    queries.push(`${type ?? question.type} ${name}`);
    if (failure === 'timeout') return;
    if (failure) {
      response.header.rcode = failure === 'servfail' ? RCODE.SERVFAIL : RCODE.REFUSED;
      return send(response);
    }
    const records = zone.get(name);
    if (!records) {
      response.header.rcode = RCODE.NXDOMAIN;
      return send(response);
    }
    const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
    for (const value of (type && records.get(type)) || []) {
      let answer: object | undefined;
      if (type === 'A' || type === 'AAAA') answer = { ...base, type: Packet.TYPE[type], address: value as string };
      if (type === 'MX') answer = { ...base, type: Packet.TYPE.MX, ...parseMx(value as MxValue) };
      // The TXT encoder writes Buffers as they are: one character-string per chunk.
      if (type === 'TXT') answer = { ...base, type: Packet.TYPE.TXT, data: txtChunks(value as TxtValue) };
      if (answer) response.answers.push(answer as DNS.Packet.Resource);
    }
    send(response);
  };

  const { udp, tcp, sockets, port } = await listenOnOnePort(handle);
  let closing: Promise<void> | null = null;

  return {
    port,
    address: `127.0.0.1:${port}`,
    queries,
    setRecords(name, type, values) {
      const key = normaliseName(name);
      if (type === 'TXT') (values as TxtValue[]).forEach(txtChunks); // fail at the call, not mid-answer
      if (type === 'MX') (values as MxValue[]).forEach(parseMx);
      const records = zone.get(key) ?? new Map<DnsRecordType, unknown[]>();
      if (values.length) records.set(type, [...values]);
      else records.delete(type);
      if (records.size) zone.set(key, records);
      else zone.delete(key);
    },
    clear() {
      zone.clear();
    },
    fail(mode) {
      failure = mode;
    },
    close() {
      closing ??= (async () => {
        for (const socket of sockets) socket.destroy();
        await Promise.all([new Promise<void>((resolve) => udp.close(() => resolve())), new Promise<void>((resolve) => tcp.close(() => resolve()))]);
      })();
      return closing;
    },
  };
}

/** Binds UDP on a random loopback port, then TCP on the same port (retrying when that TCP port is taken). */
async function listenOnOnePort(handle: DNS.DnsHandler) {
  for (let attempt = 0; ; attempt++) {
    const udp = DNS.createUDPServer(handle);
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(0, '127.0.0.1', () => resolve());
    });
    const port = udp.address().port;
    const tcp = DNS.createTCPServer(handle);
    const sockets = new Set<Socket>();
    tcp.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    try {
      await new Promise<void>((resolve, reject) => {
        tcp.once('error', reject);
        tcp.listen(port, '127.0.0.1', () => resolve());
      });
      // Errors after start (a client resetting a connection) must not crash the test process.
      udp.on('error', () => undefined);
      tcp.on('error', () => undefined);
      return { udp, tcp, sockets, port };
    } catch (error) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      if (attempt >= 10) throw error;
    }
  }
}
