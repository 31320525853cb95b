import { randomBytes } from 'node:crypto';
import { MessageBuffer } from './message-buffer';

const HEAD = Buffer.from('Received: from test\r\n', 'latin1');

function collect(chunks: Buffer[], head = HEAD, limit = 8 * 1024 * 1024): Buffer {
  const buffer = new MessageBuffer(limit);
  for (const chunk of chunks) buffer.push(chunk);
  expect(buffer.length).toBe(chunks.reduce((n, c) => n + c.length, 0));
  return buffer.finish(head);
}

function split(data: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) out.push(Buffer.from(data.subarray(at, at + size)));
  return out;
}

describe('MessageBuffer (the bytes of one received message)', () => {
  it('joins a small message with its header', () => {
    const data = Buffer.from('Subject: hi\r\n\r\nbody\r\n');
    expect(collect(split(data, 5)).equals(Buffer.concat([HEAD, data]))).toBe(true);
  });

  it('holds a large message in one growing buffer, the header written in front of it', () => {
    const data = randomBytes(MessageBuffer.SPILL_BYTES * 3 + 12345);
    const stored = collect(split(data, 65536));
    expect(stored.equals(Buffer.concat([HEAD, data]))).toBe(true);
    // A view of the growing buffer, not a copy joined from the chunks.
    expect((stored.buffer as ArrayBuffer & { resizable?: boolean }).resizable).toBe(true);
  });

  it('keeps every byte across the spill point and the growth steps, whatever the chunk size', () => {
    for (const size of [1, 1000, MessageBuffer.SPILL_BYTES - 1, MessageBuffer.SPILL_BYTES, 5 * 1024 * 1024]) {
      const data = randomBytes(Math.min(size * 3 + 7, 9 * 1024 * 1024 + 3));
      const stored = collect(split(data, size), HEAD, 16 * 1024 * 1024);
      expect(stored.subarray(HEAD.length).equals(data)).toBe(true);
    }
  });

  it('copies once when the header is longer than the room left for it', () => {
    const head = Buffer.alloc(MessageBuffer.HEAD_ROOM + 1, 'h');
    const data = randomBytes(MessageBuffer.SPILL_BYTES + 1);
    expect(collect(split(data, 4096), head).equals(Buffer.concat([head, data]))).toBe(true);
  });

  it('grows up to the limit given even when one chunk carries it past the reservation', () => {
    const data = randomBytes(MessageBuffer.SPILL_BYTES * 2);
    expect(collect([data], HEAD, 1024).subarray(HEAD.length).equals(data)).toBe(true);
  });

  it('is empty after finish and can collect the next message', () => {
    const buffer = new MessageBuffer(1 << 20);
    buffer.push(randomBytes(MessageBuffer.SPILL_BYTES + 1));
    buffer.finish(HEAD);
    expect(buffer.length).toBe(0);
    buffer.push(Buffer.from('next'));
    expect(buffer.finish(HEAD).toString('latin1')).toBe(`${HEAD.toString('latin1')}next`);
  });
});
