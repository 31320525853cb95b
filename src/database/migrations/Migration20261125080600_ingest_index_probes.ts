import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * `ingest_messages()` whatever the table sizes when its generic plans were made (see
 * bench/RESULTS.md): a plan made on a near-empty database (a fresh one, a new connection
 * before autovacuum has analysed the growing tables) stays in use for the connection's life.
 * - The "already stored" check is one index probe per message in the threading loop: as a
 *   hashed subplan of the set query it read every inbound message of the table on every batch.
 * - The joined threads' counter update also filters on `id = any (joined)`, reached by the
 *   primary key instead of a sequential scan of threads.
 */
export class Migration20261125080600_ingest_index_probes extends Migration {
  override async up(): Promise<void> {
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    // Function definitions stay: functions.ts holds only the current ones (see that file).
  }
}
