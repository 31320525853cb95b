import { Migration } from '@mikro-orm/migrations';

/**
 * Sender authentication and reply text of received mail (issue 12).
 * - `auth_status`: the one-word verdict (`pending` until the checks after the commit finish);
 *   new rows default to `pending` so the ingest statement needs no change; rows stored before
 *   this migration stay null ("not checked"); sent mail is written with null.
 * - `authenticated`: DMARC pass or an aligned passing DKIM signature (the `authenticated=true` filter).
 * - `authentication`: the whole verdict (per mechanism, Authentication-Results header).
 * - `reply_text`: what the sender wrote in this message, without quotes and signature.
 * The partial index serves the sweep that finishes checks a crashed process left pending.
 */
export class Migration20261125014400_message_authentication extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table messages
      add column auth_status text,
      add column authenticated boolean,
      add column authentication jsonb,
      add column reply_text text`);
    this.addSql(`alter table messages alter column auth_status set default 'pending'`);
    this.addSql(`create index messages_auth_pending_idx on messages (created_at) where auth_status = 'pending'`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists messages_auth_pending_idx`);
    this.addSql(`alter table messages drop column auth_status, drop column authenticated, drop column authentication, drop column reply_text`);
  }
}
