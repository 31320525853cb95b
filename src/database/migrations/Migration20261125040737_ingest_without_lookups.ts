import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * `ingest_messages()` writes a received message, its raw MIME and its thread in one statement
 * that does nothing for a retried delivery (the unique partial index decides), instead of looking
 * the Message-ID up first. That look-up, planned once per connection while `messages` was
 * small, could keep a plan that walked every message of the inbox, so each message cost more
 * than the one before. The inbox is looked up once per run of messages to it, and threads are
 * found by the new `find_thread()` (the read half of `assign_thread()`, which now calls it).
 */
export class Migration20261125040737_ingest_without_lookups extends Migration {
  override async up(): Promise<void> {
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    // The older definitions come back with the migration that last applied them; find_thread
    // is left in place (assign_thread's current text calls it).
  }
}
