import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * Messages keep the sender's display name (`from_name`, beside the address in `from`) and how
 * many MIME parts were not stored as attachments (`skipped_parts`, past MAX_ATTACHMENTS_PER_MESSAGE
 * or past what the parser reads). `ingest_messages()` takes both as two more arrays, so its old
 * signature is dropped.
 */
export class Migration20261125021503_sender_name_skipped_parts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "messages" add column "from_name" text null;`);
    this.addSql(`alter table "messages" add column "skipped_parts" int not null default 0;`);
    this.addSql(`drop function if exists "ingest_messages"(uuid[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], int[], int[], bytea, int[], text[], text[], int[], timestamptz, text);`);
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "messages" drop column "skipped_parts";`);
    this.addSql(`alter table "messages" drop column "from_name";`);
  }
}
