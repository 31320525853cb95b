import { Migration } from '@mikro-orm/migrations';

/** Lets the outbound recovery sweep find unsettled outbound messages without scanning all mail. */
export class Migration20261121200000_outbound_pending extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "messages_outbound_pending_idx" on "messages" ("created_at") where "direction" = 'outbound' and "status" in ('queued', 'sending');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "messages_outbound_pending_idx";`);
  }
}
