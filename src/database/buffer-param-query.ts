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
 * Runs one statement whose Buffer parameters go to the socket as they are. pg serialises every
 * parameter into one Bind message buffer, so a 25 MB bytea would exist twice until the write
 * completes (and the copy until the next GC). Here the Bind message is written in parts: its
 * head and the small parameters in one buffer, each Buffer parameter as its own write (the
 * stream is corked meanwhile, so it still leaves in one writev). Buffers are sent in binary
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

/** A Bind message (protocol 3.0) as a list of writes; Buffer parameters are not copied. */
function writeBind(connection: WireConnection, config: BindConfig): void {
  const values = config.values ?? [];
  const names = Buffer.from(`${config.portal ?? ''}\0${config.statement ?? ''}\0`, 'utf8');
  const parts: Buffer[] = [];
  let length = 4 + names.length + 2 + 2 * values.length + 2;
  const formats = Buffer.alloc(2 + 2 * values.length + 2);
  formats.writeInt16BE(values.length, 0);
  values.forEach((value, i) => formats.writeInt16BE(Buffer.isBuffer(value) || Array.isArray(value) ? 1 : 0, 2 + 2 * i));
  formats.writeInt16BE(values.length, 2 + 2 * values.length);
  let small: Buffer[] = [names, formats];
  for (const value of values) {
    const prefix = Buffer.alloc(4);
    length += 4;
    small.push(prefix);
    if (value === null) {
      prefix.writeInt32BE(-1, 0);
      continue;
    }
    const chunks = Array.isArray(value) ? value : Buffer.isBuffer(value) ? [value] : [Buffer.from(value, 'utf8')];
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    prefix.writeInt32BE(bytes, 0);
    length += bytes;
    if (typeof value === 'string') {
      small.push(chunks[0]!);
      continue;
    }
    parts.push(Buffer.concat(small));
    small = [];
    for (const chunk of chunks) if (chunk.length) parts.push(chunk);
  }
  const trailer = Buffer.alloc(4);
  trailer.writeInt16BE(1, 0);
  trailer.writeInt16BE(config.binary ? 1 : 0, 2);
  length += 4;
  small.push(trailer);
  parts.push(Buffer.concat(small));
  const start = Buffer.alloc(5);
  start[0] = 0x42; // 'B'
  start.writeInt32BE(length, 1);
  parts[0] = Buffer.concat([start, parts[0]!]);
  if (!connection.stream.writable) return;
  for (const part of parts) connection.stream.write(part);
}
