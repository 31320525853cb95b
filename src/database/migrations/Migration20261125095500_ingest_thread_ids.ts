import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * `ingest_messages()`: a thread opened by a received message takes that message's id (no
 * `gen_random_uuid()` per thread; time-ordered like the store's message ids, so `threads_pkey`
 * and `messages_thread_created_idx` grow at their right edge). See bench/RESULTS.md,
 * "PostgreSQL side, second pass".
 */
export class Migration20261125095500_ingest_thread_ids extends Migration {
  override async up(): Promise<void> {
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    // Function definitions stay: functions.ts holds only the current ones (see that file).
  }
}
