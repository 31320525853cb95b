/**
 * One-dimensional SQL arrays as bind parameters in PostgreSQL's binary format (what `array_recv`
 * reads), for statements that take many parallel arrays (the ingest batch). pg sends a Buffer
 * parameter as binary, so a `$1::text[]` given `textArray([...])` reaches the server with each
 * element length-prefixed: no array literal to build and escape on this side (pg quotes every
 * element with two regular-expression passes) and none to parse on the server's (`array_in`
 * scans every character). The cast in the statement must name the same element type.
 *
 * Format: ndim (1), has-nulls flag, element type OID, length, lower bound (1), then per element
 * its byte length (-1 for NULL) and its binary value.
 */

const OID = { bool: 16, int4: 23, text: 25, uuid: 2950, jsonb: 3802 } as const;
const HEADER = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function header(buffer: Buffer, oid: number, length: number, hasNull: boolean): void {
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(hasNull ? 1 : 0, 4);
  buffer.writeInt32BE(oid, 8);
  buffer.writeInt32BE(length, 12);
  buffer.writeInt32BE(1, 16);
}

/** Variable-length elements: `prefix` bytes (0, or 1 for jsonb's version byte) then the UTF-8 text. */
function varlenArray(oid: number, values: ReadonlyArray<string | null | undefined>, prefix: 0 | 1): Buffer {
  let size = HEADER;
  let hasNull = false;
  const lengths = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) {
      hasNull = true;
      lengths[i] = -1;
      size += 4;
    } else {
      const bytes = Buffer.byteLength(value, 'utf8');
      lengths[i] = bytes;
      size += 4 + prefix + bytes;
    }
  }
  const buffer = Buffer.allocUnsafe(size);
  header(buffer, oid, values.length, hasNull);
  let at = HEADER;
  for (let i = 0; i < values.length; i++) {
    const length = lengths[i]!;
    if (length < 0) {
      buffer.writeInt32BE(-1, at);
      at += 4;
      continue;
    }
    buffer.writeInt32BE(length + prefix, at);
    at += 4;
    if (prefix) buffer[at++] = 1;
    if (length) at += buffer.write(values[i]!, at, length, 'utf8');
  }
  return buffer;
}

/** For `$n::text[]`. */
export function textArray(values: ReadonlyArray<string | null | undefined>): Buffer {
  return varlenArray(OID.text, values, 0);
}

/** For `$n::jsonb[]`: each element JSON text (not checked here; the server parses it). */
export function jsonbArray(values: ReadonlyArray<string | null | undefined>): Buffer {
  return varlenArray(OID.jsonb, values, 1);
}

/** For `$n::uuid[]`: canonical or upper-case hex with dashes; anything else throws. */
export function uuidArray(values: readonly string[]): Buffer {
  const buffer = Buffer.allocUnsafe(HEADER + values.length * 20);
  header(buffer, OID.uuid, values.length, false);
  let at = HEADER;
  for (const value of values) {
    if (!UUID.test(value)) throw new TypeError(`not a UUID: ${JSON.stringify(value)}`);
    buffer.writeInt32BE(16, at);
    at += 4;
    // Four hex groups of 8, 4, 4, 4 and 12 digits: 16 bytes.
    at += buffer.write(value.slice(0, 8) + value.slice(9, 13) + value.slice(14, 18) + value.slice(19, 23) + value.slice(24), at, 16, 'hex');
  }
  return buffer;
}

/** For `$n::int[]` (int4); every value an integer in range. */
export function int4Array(values: readonly number[]): Buffer {
  const buffer = Buffer.allocUnsafe(HEADER + values.length * 8);
  header(buffer, OID.int4, values.length, false);
  let at = HEADER;
  for (const value of values) {
    if (!Number.isInteger(value)) throw new TypeError(`not an integer: ${value}`);
    buffer.writeInt32BE(4, at);
    buffer.writeInt32BE(value, at + 4);
    at += 8;
  }
  return buffer;
}

/** For `$n::boolean[]`. */
export function boolArray(values: ReadonlyArray<boolean | null | undefined>): Buffer {
  const hasNull = values.some((v) => v === null || v === undefined);
  const buffer = Buffer.allocUnsafe(HEADER + values.reduce((n, v) => n + (v === null || v === undefined ? 4 : 5), 0));
  header(buffer, OID.bool, values.length, hasNull);
  let at = HEADER;
  for (const value of values) {
    if (value === null || value === undefined) {
      buffer.writeInt32BE(-1, at);
      at += 4;
    } else {
      buffer.writeInt32BE(1, at);
      buffer[at + 4] = value ? 1 : 0;
      at += 5;
    }
  }
  return buffer;
}
