/**
 * The raw messages of a batch as the parts of ONE bytea and each delivery's 1-based start in it.
 * Copies for several recipients share their message's bytes (included once). inbound-store.ts
 * joins the parts into the batch's bytea parameter (a batch of one message needs no copy).
 */
export function rawBytes(deliveries: readonly { raw: Buffer }[]): { parts: Buffer[]; offsets: number[] } {
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
  return { parts, offsets };
}
