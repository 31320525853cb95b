import { rawBytes } from './raw-bytes';

describe('rawBytes (the raw messages of one ingest batch)', () => {
  it('sends a single message as is, without a copy', () => {
    const raw = Buffer.from('one message');
    const { bytes, offsets } = rawBytes([{ raw }]);
    expect(bytes).toBe(raw);
    expect(offsets).toEqual([1]);
  });

  it('includes the bytes of a message once for all its recipients', () => {
    const a = Buffer.from('AAAA');
    const b = Buffer.from('BB');
    const { bytes, offsets } = rawBytes([{ raw: a }, { raw: a }, { raw: b }, { raw: a }]);
    expect(bytes.toString()).toBe('AAAABB');
    expect(offsets).toEqual([1, 1, 5, 1]);
  });
});
