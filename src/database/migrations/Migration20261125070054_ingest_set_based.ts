import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * Less PostgreSQL work per received batch (see bench/RESULTS.md):
 * - `ingest_messages()` writes a batch with a fixed number of statements instead of one
 *   statement per message: one INSERT of the messages, their raw sources and new threads, ONE
 *   counter update per joined thread (not one per message), threading resolved first in the
 *   lock order as before. Its plans are generic (planned once per connection).
 * - `threads_inbox_subject_idx` only holds threads with a subject: threads are looked up by
 *   subject only when there is one (`find_thread`, `ingest_messages`), so a subject-less
 *   message's thread costs one index entry less.
 */
export class Migration20261125070054_ingest_set_based extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "threads_inbox_subject_idx";`);
    this.addSql(`create index "threads_inbox_subject_idx" on "threads" ("inbox_id", "normalized_subject") where "normalized_subject" <> '';`);
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "threads_inbox_subject_idx";`);
    this.addSql(`create index "threads_inbox_subject_idx" on "threads" ("inbox_id", "normalized_subject");`);
    // Function definitions stay: functions.ts holds only the current ones (see that file).
  }
}
