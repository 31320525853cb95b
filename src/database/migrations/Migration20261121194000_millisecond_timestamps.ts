import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset pagination sorts on these columns and hands the position back as a JavaScript date
 * (milliseconds) in the cursor. Rows written with now() carried microseconds, so a cursor could
 * not name their exact position; stored at millisecond precision, the (column, id) comparison is
 * exact and the existing (inbox_id, column desc, id desc) indexes serve every page.
 */
export class Migration20261121194000_millisecond_timestamps extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "inboxes" alter column "created_at" type timestamptz(3);`);
    this.addSql(`alter table "messages" alter column "created_at" type timestamptz(3);`);
    this.addSql(`alter table "threads" alter column "last_at" type timestamptz(3);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "threads" alter column "last_at" type timestamptz;`);
    this.addSql(`alter table "messages" alter column "created_at" type timestamptz;`);
    this.addSql(`alter table "inboxes" alter column "created_at" type timestamptz;`);
  }
}
