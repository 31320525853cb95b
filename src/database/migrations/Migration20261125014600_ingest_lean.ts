import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * Less work per received message (see bench/RESULTS.md):
 * - `ingest_messages()` writes a `message.received` outbox row only when the owner has an active
 *   webhook taking it (before, every message of an owned inbox wrote one that the relay then
 *   marked dispatched to nobody), and skips inboxes that expired since RCPT TO.
 * - `messages_inbox_msgid_idx` (every direction) goes: inbound rows are already indexed by the
 *   unique partial `messages_inbound_msgid_unique`; outbound rows get their own partial index,
 *   and `assign_thread()` looks references up per direction. One index less per received row.
 * - Bodies and raw sources compress with lz4 instead of pglz (new values only; where the server
 *   has lz4): several times cheaper in CPU for a slightly larger result.
 */
export class Migration20261125014600_ingest_lean extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "messages_outbound_msgid_idx" on "messages" ("inbox_id", "message_id_header") where "message_id_header" is not null and "direction" = 'outbound';`);
    this.addSql(`drop index if exists "messages_inbox_msgid_idx";`);
    // A server built without lz4 (e.g. some embedded builds) keeps pglz.
    this.addSql(`do $$
begin
  alter table "messages" alter column "body_text" set compression lz4, alter column "body_html" set compression lz4;
  alter table "message_raw" alter column "raw" set compression lz4;
  alter table "attachments" alter column "content" set compression lz4;
exception when feature_not_supported then
  raise notice 'lz4 compression is not available in this PostgreSQL build: bodies and raw sources stay pglz';
end
$$;`);
    applySqlFunctions(this);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "attachments" alter column "content" set compression pglz;`);
    this.addSql(`alter table "message_raw" alter column "raw" set compression pglz;`);
    this.addSql(`alter table "messages" alter column "body_text" set compression pglz, alter column "body_html" set compression pglz;`);
    this.addSql(`create index if not exists "messages_inbox_msgid_idx" on "messages" ("inbox_id", "message_id_header") where "message_id_header" is not null;`);
    this.addSql(`drop index if exists "messages_outbound_msgid_idx";`);
    // Function definitions stay: functions.ts holds only the current ones (see that file).
  }
}
