import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * SQL functions move to one current definition each, in `src/database/functions.ts`, applied
 * from there. New: `outbox_payload()`, the one builder of the outbox body, now used by
 * `ingest_messages()`. Dropped: `assign_threads()`, which nothing called any more.
 */
export class Migration20261125013600_sql_functions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop function if exists "assign_threads"(uuid[], uuid[], text[], text[], text[], timestamptz);`);
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    // The previous definitions are restored by re-running their migrations' up().
    const { Migration20261121194501_assign_threads_batch: AssignThreads } = await import('./Migration20261121194501_assign_threads_batch');
    const { Migration20261121210000_ingest_outbox_inline: Ingest } = await import('./Migration20261121210000_ingest_outbox_inline');
    for (const Previous of [AssignThreads, Ingest]) {
      const previous = new Previous(this.driver, this.config);
      await previous.up();
      for (const sql of previous.getQueries()) this.addSql(sql);
    }
    this.addSql(`drop function if exists "outbox_payload"(text, text, jsonb);`);
  }
}
