import { Query } from 'pg';
import type { PoolClient } from 'pg';

/** The part of pg's Connection this file writes to (not in @types/pg). */
interface WireConnection {
  stream: { writable: boolean; write(chunk: Buffer): boolean };
  bind(config: BindConfig): void;
}

interface BindConfig {
  portal?: string;
  statement?: string;
  values?: PartsParam[];
  binary?: boolean;
}

/**
 * A parameter for queryWithParts: text, one binary value, a binary value made of several Buffers
 * (sent one after the other, never joined), or NULL.
 */
export type PartsParam = string | Buffer | Buffer[] | null;

/**
 * Runs one statement whose large Buffer parameters go to the socket as they are. pg serialises
 * every parameter into one Bind message buffer, so a 25 MB bytea would exist twice until the
 * write completes (and the copy until the next GC). Here the Bind message is written in parts:
 * its head and the small parameters in one buffer, each large Buffer parameter as its own write
 * (the stream is corked meanwhile, so it still leaves in one writev). Buffers are sent in binary
 * format, strings as text. Rows are not returned.
 */
export function queryWithBufferParams(client: PoolClient, text: string, values: Array<string | Buffer>): Promise<void> {
  return queryWithParts(client, { text, values }).then(() => undefined);
}

/**
 * Like queryWithBufferParams, returning the rows, with an optional statement name (prepared once
 * per connection, like pg's `{ name }` queries) and parameters made of several Buffers (a batch of
 * raw messages as one bytea without joining them first). pg would copy every Buffer into its
 * Bind buffer, grown in 1.5x steps from 256 bytes for each statement: for an ingest batch that
 * is every byte of it copied two to three times before the socket write.
 */
export function queryWithParts<R>(client: PoolClient, config: { name?: string; text: string; values: PartsParam[] }): Promise<R[]> {
  return new Promise<R[]>((resolve, reject) => {
    const query = new Query({ name: config.name, text: config.text, values: config.values as unknown[] }) as Query & { prepare(connection: WireConnection): void };
    const prepare = query.prepare.bind(query);
    query.prepare = (connection) => {
      const bind = connection.bind;
      connection.bind = (bindConfig) => writeBind(connection, bindConfig);
      try {
        prepare(connection);
      } finally {
        connection.bind = bind;
      }
    };
    query.once('end', (result: { rows: R[] }) => resolve(result.rows));
    query.once('error', reject);
    void client.query(query);
  });
}

/** Buffer parameters up to this size are copied into the Bind message's one buffer; larger ones are written as they are. */
const INLINE_MAX_BYTES = 64 * 1024;

/**
 * A Bind message (protocol 3.0) as few writes: one buffer of the exact size holding the head, the
 * text parameters and the small Buffer parameters, and each large Buffer parameter (or part of
 * one) as it is, never copied.
 */
function writeBind(connection: WireConnection, config: BindConfig): void {
  const values = config.values ?? [];
  const names = `${config.portal ?? ''}\0${config.statement ?? ''}\0`;
  const sizes = values.map((value) => (value === null ? -1 : typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : Buffer.isBuffer(value) ? value.length : value.reduce((sum, chunk) => sum + chunk.length, 0)));
  const inline = values.map((value, i) => typeof value === 'string' || (value !== null && sizes[i]! <= INLINE_MAX_BYTES));
  let own = 1 + 4 + Buffer.byteLength(names, 'utf8') + 2 + 2 * values.length + 2 + 4;
  let total = own;
  values.forEach((_, i) => {
    own += 4 + (inline[i] ? sizes[i]! : 0);
    total += 4 + Math.max(0, sizes[i]!);
  });
  const out = Buffer.allocUnsafe(own);
  out[0] = 0x42; // 'B'
  out.writeInt32BE(total - 1, 1);
  let at = 5 + out.write(names, 5, 'utf8');
  at = out.writeInt16BE(values.length, at);
  for (const value of values) at = out.writeInt16BE(typeof value === 'string' || value === null ? 0 : 1, at);
  at = out.writeInt16BE(values.length, at);
  const parts: Buffer[] = [];
  let from = 0;
  values.forEach((value, i) => {
    at = out.writeInt32BE(sizes[i]!, at);
    if (value === null) return;
    if (typeof value === 'string') {
      at += out.write(value, at, 'utf8');
      return;
    }
    const chunks = Buffer.isBuffer(value) ? [value] : value;
    if (inline[i]) {
      for (const chunk of chunks) at += chunk.copy(out, at);
      return;
    }
    parts.push(out.subarray(from, at));
    from = at;
    for (const chunk of chunks) if (chunk.length) parts.push(chunk);
  });
  at = out.writeInt16BE(1, at);
  at = out.writeInt16BE(config.binary ? 1 : 0, at);
  parts.push(out.subarray(from, at));
  if (!connection.stream.writable) return;
  for (const part of parts) if (part.length) connection.stream.write(part);
}
