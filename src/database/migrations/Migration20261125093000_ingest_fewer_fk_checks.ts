import { Migration } from '@mikro-orm/migrations';
import { applySqlFunctions } from '../functions';

/**
 * Two foreign-key checks less per received message (see bench/RESULTS.md, "PostgreSQL side,
 * second pass"). `message_raw.message_id` and `messages.thread_id` are only ever written together
 * with the row they name: a raw source with its message (ingest_messages, the outbound send,
 * both in the transaction that inserts the message), a message's thread in the statement that
 * creates it, or a stored thread whose row the same transaction has just updated (locking it
 * until commit). Their foreign keys checked each inserted row again with a query and a row
 * lock (WAL record included) for nothing. The one race they caught, a joined thread deleted
 * between ingest_messages' lookup and its counter update, ingest_messages now detects itself
 * (23503, as before). Deletes keep the keys' actions, by row triggers: a message's raw source
 * is deleted with it (was ON DELETE CASCADE), a deleted thread's messages keep no thread (was ON
 * DELETE SET NULL). The inbox foreign keys stay.
 */
export class Migration20261125093000_ingest_fewer_fk_checks extends Migration {
  override async up(): Promise<void> {
    applySqlFunctions(this);
    this.addSql(`alter table "message_raw" drop constraint if exists "message_raw_message_id_fkey";`);
    this.addSql(`alter table "messages" drop constraint if exists "messages_thread_id_fkey";`);
    this.addSql(`create trigger "message_raw_cascade" after delete on "messages" for each row execute function "message_raw_cascade"();`);
    this.addSql(`create trigger "messages_thread_set_null" after delete on "threads" for each row execute function "messages_thread_set_null"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "messages_thread_set_null" on "threads";`);
    this.addSql(`drop trigger if exists "message_raw_cascade" on "messages";`);
    this.addSql(`alter table "messages" add constraint "messages_thread_id_fkey" foreign key ("thread_id") references "threads" ("id") on delete set null;`);
    this.addSql(`alter table "message_raw" add constraint "message_raw_message_id_fkey" foreign key ("message_id") references "messages" ("id") on delete cascade;`);
  }
}
