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
  values?: Array<string | Buffer>;
  binary?: boolean;
}

/**
 * Runs one statement whose Buffer parameters go to the socket as they are. pg serialises every
 * parameter into one Bind message buffer, so a 25 MB bytea would exist twice until the write
 * completes (and the copy until the next GC). Here the Bind message is written in parts: its
 * head and the small parameters in one buffer, each Buffer parameter as its own write (the
 * stream is corked meanwhile, so it still leaves in one writev). Buffers are sent in binary
 * format, strings as text. Rows are not returned.
 */
export function queryWithBufferParams(client: PoolClient, text: string, values: Array<string | Buffer>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const query = new Query(text, values) as Query & { prepare(connection: WireConnection): void };
    const prepare = query.prepare.bind(query);
    query.prepare = (connection) => {
      const bind = connection.bind;
      connection.bind = (config) => writeBind(connection, config);
      try {
        prepare(connection);
      } finally {
        connection.bind = bind;
      }
    };
    query.once('end', () => resolve());
    query.once('error', reject);
    void client.query(query);
  });
}

/** A Bind message (protocol 3.0) as a list of writes; Buffer parameters are not copied. */
function writeBind(connection: WireConnection, config: BindConfig): void {
  const values = config.values ?? [];
  const names = Buffer.from(`${config.portal ?? ''}\0${config.statement ?? ''}\0`, 'utf8');
  const head: Buffer[] = [];
  const parts: Buffer[] = [];
  let length = 4 + names.length + 2 + 2 * values.length + 2;
  const formats = Buffer.alloc(2 + 2 * values.length + 2);
  formats.writeInt16BE(values.length, 0);
  values.forEach((value, i) => formats.writeInt16BE(Buffer.isBuffer(value) ? 1 : 0, 2 + 2 * i));
  formats.writeInt16BE(values.length, 2 + 2 * values.length);
  head.push(names, formats);
  let small = head;
  for (const value of values) {
    const bytes = Buffer.isBuffer(value) ? value : Buffer.from(value, 'utf8');
    const prefix = Buffer.alloc(4);
    prefix.writeInt32BE(bytes.length, 0);
    length += 4 + bytes.length;
    small.push(prefix);
    if (Buffer.isBuffer(value)) {
      parts.push(Buffer.concat(small));
      parts.push(value);
      small = [];
    } else {
      small.push(bytes);
    }
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
