import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * `ingest_messages()` takes the sender-authentication verdict and reply text of messages whose
 * check finished before their batch was sent (four more arrays), so most received rows are
 * written final in the INSERT instead of `pending` and then updated. Its old signature is dropped.
 */
export class Migration20261125040547_ingest_verdicts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop function if exists "ingest_messages"(uuid[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], int[], int[], bytea, int[], text[], text[], int[], timestamptz, text, text[], int[]);`);
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "ingest_messages"(uuid[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], int[], int[], bytea, int[], text[], text[], int[], timestamptz, text, text[], int[], text[], boolean[], jsonb[], text[]);`);
  }
}
