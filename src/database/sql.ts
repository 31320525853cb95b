import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';

/**
 * The one shape of a raw query in this code base: `$1…$n` placeholders, run inside the caller's
 * transaction, resolving to the rows. Build one with `sqlFor(em)`; plain `pg` clients fit too
 * (`(text, params) => client.query(text, params).then((r) => r.rows)`).
 */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Raw SQL through MikroORM's connection, joined to the transaction of `em` when there is one.
 * MikroORM inlines parameters (escaped) at `?`, so `$n` are rewritten in order; arrays must be
 * passed as Postgres array literals (see `pgTextArray`), since MikroORM expands JS arrays into lists.
 */
export function sqlFor(em: EntityManager): Sql {
  const connection = em.getConnection();
  const context = em.getTransactionContext();
  return async <T>(text: string, params: unknown[] = []) => {
    const values: unknown[] = [];
    const rewritten = text.replace(/\$(\d+)/g, (_, n: string) => {
      values.push(params[Number(n) - 1]);
      return '?';
    });
    return (await connection.execute(rewritten, values, 'all', context)) as T[];
  };
}

/** `Sql` over a plain pg pool or client (real `$n` bind parameters). */
export function sqlForPg(db: Pool | PoolClient): Sql {
  return async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];
}

/**
 * Runs `work` in one transaction on a client of `pool`: commit when it resolves, rollback when it
 * throws. A client whose rollback failed too is discarded instead of going back to the pool.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * `{"a","b"}`: a text[] literal for a `$n::text[]` parameter. Works with drivers that expand JS
 * arrays into lists (MikroORM) and with pg alike.
 */
export function pgTextArray(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
