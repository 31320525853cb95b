/**
 * The raw messages of a batch as ONE bytea and each delivery's 1-based start in it. Copies for
 * several recipients share their message's bytes (included once); a batch of one message is sent
 * as is, without a copy.
 */
export function rawBytes(deliveries: readonly { raw: Buffer }[]): { bytes: Buffer; offsets: number[] } {
  const starts = new Map<Buffer, number>();
  const parts: Buffer[] = [];
  let offset = 1;
  const offsets = deliveries.map((d) => {
    let start = starts.get(d.raw);
    if (start === undefined) {
      start = offset;
      starts.set(d.raw, start);
      parts.push(d.raw);
      offset += d.raw.length;
    }
    return start;
  });
  return { bytes: parts.length === 1 ? parts[0]! : Buffer.concat(parts, offset - 1), offsets };
}
