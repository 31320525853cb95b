import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * `ingest_messages()` plans every lookup by index whatever the table sizes when its generic plans
 * were made (`enable_seqscan` and `enable_bitmapscan` off for the function; see bench/RESULTS.md, "PostgreSQL side,
 * second pass"): the live-inbox lookup was a sequential scan of `inboxes` on every batch in a plan
 * made on a near-empty database.
 */
export class Migration20261125092000_ingest_plans_by_index extends Migration {
  override async up(): Promise<void> {
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    // Function definitions stay: functions.ts holds only the current ones (see that file).
  }
}
