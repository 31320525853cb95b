import { Migration } from '@mikro-orm/migrations';

/**
 * Wakes the outbox relay as soon as events commit: a statement-level trigger NOTIFYs the
 * `outbox_events` channel (PostgreSQL delivers it on commit, to every listening process, and
 * folds duplicates within one transaction). The relay still polls as a fallback.
 */
export class Migration20261121195000_outbox_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "outbox_events_notify"() returns trigger language plpgsql as $$
begin
  perform pg_notify('outbox_events', '');
  return null;
end
$$;`);
    this.addSql(`create trigger "outbox_events_notify" after insert on "outbox_events" for each statement execute function "outbox_events_notify"();`);
    // Active webhooks of one owner are looked up for every event the relay moves.
    this.addSql(`create index "webhooks_user_active_idx" on "webhooks" ("user_id") where "active";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhooks_user_active_idx";`);
    this.addSql(`drop trigger if exists "outbox_events_notify" on "outbox_events";`);
    this.addSql(`drop function if exists "outbox_events_notify"();`);
  }
}
