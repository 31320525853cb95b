import { Migration } from '@mikro-orm/migrations';

/**
 * `ingest_messages()`: stores a group-committed batch of received messages in ONE statement
 * (one round trip, one implicit transaction), message by message in the given lock order:
 * dedupe per inbox and Message-ID, thread (via `assign_thread`), message row with its
 * thread_id, raw MIME; then `message.received` outbox rows for owned inboxes, with the payload shape of
 * `src/events/outbox.ts` (`{ event, timestamp, data }`). Returns the messages actually stored.
 * Arrays are parallel, one element per message; `p_refs` / `p_candidates` are space-separated
 * Message-ID lists (SQL arrays cannot be ragged). The raw messages travel as ONE binary bytea
 * (`p_raw`, sliced at `p_raw_offsets` for `p_size` bytes): a bytea[] parameter would go as hex
 * text, twice the bytes on the wire.
 */
export class Migration20261121194502_ingest_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "ingest_messages"(
  p_ids uuid[], p_inbox_ids uuid[], p_from text[], p_to text[], p_cc text[], p_reply_to text[], p_subject text[],
  p_text text[], p_html text[], p_mid text[], p_in_reply_to text[], p_refs text[], p_envelope_from text[],
  p_size int[], p_attachment_count int[], p_raw bytea, p_raw_offsets int[], p_candidates text[], p_normalized text[], p_order int[],
  p_at timestamptz, p_timestamp text)
returns table (message_id uuid, thread_id uuid) language plpgsql as $$
#variable_conflict use_column
declare
  v_inserted uuid[] := '{}';
  i int;
  t uuid;
begin
  foreach i in array p_order loop
    -- A retried delivery (same inbox and Message-ID, also twice within this batch) is stored
    -- once; a copy for an inbox deleted since RCPT TO goes with its inbox.
    if p_mid[i] is not null and exists (select 1 from messages m where m.inbox_id = p_inbox_ids[i] and m.message_id_header = p_mid[i] and m.direction = 'inbound') then
      continue;
    end if;
    if not exists (select 1 from inboxes ib where ib.id = p_inbox_ids[i]) then
      continue;
    end if;
    -- Thread first, so the row is written once with its thread_id (no second tuple version).
    t := assign_thread(null, p_inbox_ids[i],
      case when coalesce(p_candidates[i], '') = '' then '{}'::text[] else string_to_array(p_candidates[i], ' ') end,
      p_normalized[i], p_subject[i], p_at);
    insert into messages (id, inbox_id, thread_id, direction, "from", "to", cc, reply_to, subject, body_text, body_html, message_id_header, in_reply_to, "references", envelope_from, size_bytes, attachment_count, created_at)
    values (p_ids[i], p_inbox_ids[i], t, 'inbound', p_from[i], p_to[i], p_cc[i], p_reply_to[i], p_subject[i], p_text[i], p_html[i], p_mid[i], p_in_reply_to[i],
            case when coalesce(p_refs[i], '') = '' then '{}'::text[] else string_to_array(p_refs[i], ' ') end,
            p_envelope_from[i], p_size[i], p_attachment_count[i], p_at)
    on conflict (inbox_id, message_id_header) where message_id_header is not null and direction = 'inbound' do nothing;
    if not found then
      -- A concurrent transaction stored the same message first: undo this one's count.
      update threads th set msg_count = th.msg_count - 1 where th.id = t;
      delete from threads th where th.id = t and th.msg_count = 0;
      continue;
    end if;
    insert into message_raw (message_id, raw) values (p_ids[i], substring(p_raw from p_raw_offsets[i] for p_size[i]));
    v_inserted := v_inserted || p_ids[i];
    message_id := p_ids[i];
    thread_id := t;
    return next;
  end loop;

  insert into outbox_events (id, type, user_id, inbox_id, payload, created_at)
  select gen_random_uuid(), 'message.received', ib.user_id, m.inbox_id,
         jsonb_build_object('event', 'message.received', 'timestamp', p_timestamp, 'data',
           jsonb_build_object('inbox_id', m.inbox_id, 'message_id', m.id, 'thread_id', m.thread_id, 'from', m."from", 'to', m."to", 'subject', m.subject)),
         p_at
    from messages m join inboxes ib on ib.id = m.inbox_id
   where m.id = any (v_inserted) and ib.user_id is not null;
end
$$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "ingest_messages"(uuid[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], int[], int[], bytea, int[], text[], text[], int[], timestamptz, text);`);
  }
}
