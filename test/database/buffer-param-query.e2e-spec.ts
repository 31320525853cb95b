import { Pool } from 'pg';
import { queryWithParts } from '../../src/database/buffer-param-query';
import { textArray } from '../../src/database/binary-arrays';
import { TEST_ENV } from '../support/test-env';

/** Bind messages written in parts (queryWithParts) as PostgreSQL reads them. */
describe('queryWithParts', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = new Pool({ connectionString: TEST_ENV().DATABASE_URL, max: 1 });
  });
  afterAll(() => pool.end());

  it('sends a bytea made of several Buffers, NULLs, text and binary arrays, and returns the rows, prepared once', async () => {
    const client = await pool.connect();
    try {
      const parts = [Buffer.from('first '), Buffer.alloc(0), Buffer.from([0, 255, 10, 13]), Buffer.from(' last')];
      const text = 'select $1::bytea as raw, octet_length($1::bytea) as n, $2::text as t, $3::text as missing, $4::text[] as list';
      for (const suffix of ['', ' again']) {
        const rows = await queryWithParts<{ raw: Buffer; n: number; t: string; missing: null; list: string[] }>(client, {
          name: 'parts-test',
          text,
          values: [parts, `ünïcode${suffix}`, null, textArray(['a', null, 'b"c'])],
        });
        expect(rows).toEqual([{ raw: Buffer.concat(parts), n: 15, t: `ünïcode${suffix}`, missing: null, list: ['a', null, 'b"c'] }]);
      }
      // Large values (written as they are, not copied) between small ones.
      const big = [Buffer.alloc(70000, 0x61), Buffer.from('middle'), Buffer.alloc(80000, 0x62)];
      const mixed = await queryWithParts<{ n: number; head: string; tail: string; t: string; one: Buffer }>(client, {
        text: 'select octet_length($1::bytea) as n, encode(substr($1::bytea, 69999, 10), $4) as head, encode(substr($1::bytea, 150000, 7), $4) as tail, $2::text as t, $3::bytea as one',
        values: [big, 'after', Buffer.alloc(100000, 0x63), 'escape'],
      });
      expect(mixed).toEqual([{ n: 150006, head: 'aamiddlebb', tail: 'bbbbbbb', t: 'after', one: Buffer.alloc(100000, 0x63) }]);
      const empty = await queryWithParts<{ n: number }>(client, { text: 'select octet_length($1::bytea) as n', values: [[]] });
      expect(empty).toEqual([{ n: 0 }]);
      await expect(queryWithParts(client, { text: 'select $1::int as v', values: ['not a number'] })).rejects.toMatchObject({ code: '22P02' });
      // The connection is still usable after a failed statement.
      expect(await queryWithParts<{ v: number }>(client, { text: 'select $1::int as v', values: ['7'] })).toEqual([{ v: 7 }]);
    } finally {
      client.release();
    }
  });
});
