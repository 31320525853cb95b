import { Client } from 'pg';
import { boolArray, int4Array, jsonbArray, textArray, uuidArray } from '../../src/database/binary-arrays';
import { TEST_ENV } from '../support/test-env';

/** The binary arrays as PostgreSQL reads them: every value back as sent, text arrays sent by pg as literals alike. */
describe('binary array parameters through PostgreSQL', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ connectionString: TEST_ENV().DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client.end());

  it('reads text, jsonb, uuid, int and boolean arrays back unchanged, NULLs and awkward text included', async () => {
    const texts = ['plain', '', null, 'quote " and back\\slash', '{braces},commas', 'NULL', 'ünïcödé ✉ 𝄞', 'line\r\nbreak\ttab', ' lead and trail ', 'x'.repeat(70000)];
    const json = ['{"a":1,"b":[true,null,"é"]}', null, '"just a string"'];
    const ids = ['0189f7a2-3b4c-7d5e-8f60-a1b2c3d4e5f6', 'FFFFFFFF-0000-4000-8000-000000000001'];
    const ints = [0, -1, 2147483647, -2147483648];
    const flags = [true, null, false];
    const { rows } = await client.query(
      'select $1::text[] as t, $2::jsonb[] as j, $3::uuid[] as u, $4::int[] as i, $5::boolean[] as b, $6::text[] = $1::text[] as same_as_literal, array_length($1::text[], 1) as n',
      [textArray(texts), jsonbArray(json), uuidArray(ids), int4Array(ints), boolArray(flags), texts],
    );
    expect(rows[0].t).toEqual(texts);
    expect(rows[0].j).toEqual([{ a: 1, b: [true, null, 'é'] }, null, 'just a string']);
    expect(rows[0].u).toEqual(ids.map((id) => id.toLowerCase()));
    expect(rows[0].i).toEqual(ints);
    expect(rows[0].b).toEqual(flags);
    expect(rows[0].same_as_literal).toBe(true);
    expect(rows[0].n).toBe(texts.length);
  });

  it('is refused by the server when the statement casts to another element type', async () => {
    await expect(client.query('select $1::int[] as v', [textArray(['1'])])).rejects.toThrow(/element type/);
  });
});
