import { rawBytes } from './raw-bytes';

describe('rawBytes (the raw messages of one ingest batch)', () => {
  it('sends a single message as is, without a copy', () => {
    const raw = Buffer.from('one message');
    const { parts, offsets } = rawBytes([{ raw }]);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toBe(raw);
    expect(offsets).toEqual([1]);
  });

  it('includes the bytes of a message once for all its recipients, never joined', () => {
    const a = Buffer.from('AAAA');
    const b = Buffer.from('BB');
    const { parts, offsets } = rawBytes([{ raw: a }, { raw: a }, { raw: b }, { raw: a }]);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toBe(a);
    expect(parts[1]).toBe(b);
    expect(Buffer.concat(parts).toString()).toBe('AAAABB');
    expect(offsets).toEqual([1, 1, 5, 1]);
  });
});
