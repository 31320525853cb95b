import type { EntityManager } from '@mikro-orm/postgresql';

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

/**
 * `{"a","b"}`: a text[] literal for a `$n::text[]` parameter. Works with drivers that expand JS
 * arrays into lists (MikroORM) and with pg alike.
 */
export function pgTextArray(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
