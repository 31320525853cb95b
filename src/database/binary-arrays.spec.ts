import { boolArray, int4Array, jsonbArray, textArray, uuidArray } from './binary-arrays';

const int32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));

describe('binary arrays (array_recv format)', () => {
  it('writes the header, length-prefixed UTF-8 elements and NULLs of a text[]', () => {
    expect(textArray(['ab', null, '', 'é'])).toEqual(
      Buffer.concat([int32(1, 1, 25, 4, 1), int32(2), Buffer.from('ab'), int32(-1), int32(0), int32(2), Buffer.from('é')]),
    );
    expect(textArray(['x']).readInt32BE(4)).toBe(0); // no NULL: flag clear
  });

  it('prefixes each jsonb element with the format version', () => {
    expect(jsonbArray(['{"a":1}', null])).toEqual(Buffer.concat([int32(1, 1, 3802, 2, 1), int32(8), Buffer.from([1]), Buffer.from('{"a":1}'), int32(-1)]));
  });

  it('writes uuids as 16 bytes and refuses anything that is not one', () => {
    const id = '0189f7a2-3b4c-7d5e-8f60-a1b2c3d4e5f6';
    expect(uuidArray([id, id.toUpperCase()])).toEqual(Buffer.concat([int32(1, 0, 2950, 2, 1), int32(16), Buffer.from(id.replace(/-/g, ''), 'hex'), int32(16), Buffer.from(id.replace(/-/g, ''), 'hex')]));
    for (const bad of ['', 'not-a-uuid', `${id}0`, id.replace(/-/g, ''), id.replace('a', 'g')]) expect(() => uuidArray([bad])).toThrow(TypeError);
  });

  it('writes int4 and boolean elements', () => {
    expect(int4Array([1, -2, 2147483647])).toEqual(Buffer.concat([int32(1, 0, 23, 3, 1), int32(4, 1), int32(4, -2), int32(4, 2147483647)]));
    expect(() => int4Array([1.5])).toThrow(TypeError);
    expect(() => int4Array([2 ** 31])).toThrow(/out of range/);
    expect(boolArray([true, null, false])).toEqual(Buffer.concat([int32(1, 1, 16, 3, 1), int32(1), Buffer.from([1]), int32(-1), int32(1), Buffer.from([0])]));
  });
});
