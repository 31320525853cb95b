import { Migration } from '@mikro-orm/migrations';

/**
 * SMTP ingestion: one stored copy per (inbox, Message-ID) so a sender's retry after a lost 250
 * is not stored twice, and `assign_thread()`, the threading rule in one round trip (SMTP hot
 * path and outbound sends share it through `ThreadAssigner`).
 */
export class Migration20261121194500_inbound_ingest extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unique index "messages_inbound_msgid_unique" on "messages" ("inbox_id", "message_id_header") where "message_id_header" is not null and "direction" = 'inbound';`);
    // Joins the thread of the newest-referenced message (p_refs is ordered most specific
    // first), else the most recent thread with the same normalised subject (never for an empty
    // one), else creates a thread. The advisory lock keeps two concurrent deliveries of one new
    // subject from creating two threads; the counter update is atomic.
    this.addSql(`create or replace function "assign_thread"(p_message_id uuid, p_inbox_id uuid, p_refs text[], p_normalized text, p_subject text, p_at timestamptz)
returns uuid language plpgsql as $$
declare
  t uuid;
begin
  if coalesce(array_length(p_refs, 1), 0) > 0 then
    select m.thread_id into t from messages m
      where m.inbox_id = p_inbox_id and m.message_id_header = any (p_refs) and m.thread_id is not null
      order by array_position(p_refs, m.message_id_header), m.created_at desc
      limit 1;
  end if;
  if t is null and p_normalized <> '' then
    perform pg_advisory_xact_lock(hashtextextended(p_inbox_id::text || ':' || p_normalized, 7));
    select th.id into t from threads th
      where th.inbox_id = p_inbox_id and th.normalized_subject = p_normalized
      order by th.last_at desc, th.id desc
      limit 1;
  end if;
  if t is not null then
    update threads set msg_count = msg_count + 1, last_at = greatest(last_at, p_at) where id = t;
    if not found then
      t := null;
    end if;
  end if;
  if t is null then
    t := gen_random_uuid();
    insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count, created_at)
      values (t, p_inbox_id, p_subject, p_normalized, p_at, 1, p_at);
  end if;
  if p_message_id is not null then
    update messages set thread_id = t where id = p_message_id;
  end if;
  return t;
end
$$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "assign_thread"(uuid, uuid, text[], text, text, timestamptz);`);
    this.addSql(`drop index if exists "messages_inbound_msgid_unique";`);
  }
}
