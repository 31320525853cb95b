import { Migration } from '@mikro-orm/migrations';

/**
 * `ingest_messages()` without re-reading what it just wrote: the `message.received` outbox rows
 * are built in the loop from the values at hand and inserted once per batch with `unnest`
 * (one statement, so the outbox NOTIFY trigger still fires once). The previous version selected
 * the new messages back with `m.id = any(...)` joined to inboxes; plpgsql cached a plan for
 * that while the tables were small and kept seq-scanning `messages` (1,009 seq scans reading
 * 2 M rows in a 5,000-message benchmark). Same signature, same results, same payload.
 */
export class Migration20261121210000_ingest_outbox_inline extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "ingest_messages"(
  p_ids uuid[], p_inbox_ids uuid[], p_from text[], p_to text[], p_cc text[], p_reply_to text[], p_subject text[],
  p_text text[], p_html text[], p_mid text[], p_in_reply_to text[], p_refs text[], p_envelope_from text[],
  p_size int[], p_attachment_count int[], p_raw bytea, p_raw_offsets int[], p_candidates text[], p_normalized text[], p_order int[],
  p_at timestamptz, p_timestamp text)
returns table (message_id uuid, thread_id uuid) language plpgsql as $$
#variable_conflict use_column
declare
  i int;
  t uuid;
  v_user uuid;
  ev_ids uuid[] := '{}';
  ev_users uuid[] := '{}';
  ev_inboxes uuid[] := '{}';
  ev_payloads jsonb[] := '{}';
begin
  foreach i in array p_order loop
    -- A retried delivery (same inbox and Message-ID, also twice within this batch) is stored
    -- once; a copy for an inbox deleted since RCPT TO goes with its inbox.
    if p_mid[i] is not null and exists (select 1 from messages m where m.inbox_id = p_inbox_ids[i] and m.message_id_header = p_mid[i] and m.direction = 'inbound') then
      continue;
    end if;
    select ib.user_id into v_user from inboxes ib where ib.id = p_inbox_ids[i];
    if not found then
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
    if v_user is not null then
      ev_ids := ev_ids || gen_random_uuid();
      ev_users := ev_users || v_user;
      ev_inboxes := ev_inboxes || p_inbox_ids[i];
      ev_payloads := ev_payloads || jsonb_build_object('event', 'message.received', 'timestamp', p_timestamp, 'data',
        jsonb_build_object('inbox_id', p_inbox_ids[i], 'message_id', p_ids[i], 'thread_id', t, 'from', p_from[i], 'to', p_to[i], 'subject', p_subject[i]));
    end if;
    message_id := p_ids[i];
    thread_id := t;
    return next;
  end loop;

  if coalesce(array_length(ev_ids, 1), 0) > 0 then
    insert into outbox_events (id, type, user_id, inbox_id, payload, created_at)
    select e.id, 'message.received', e.user_id, e.inbox_id, e.payload, p_at
      from unnest(ev_ids, ev_users, ev_inboxes, ev_payloads) as e(id, user_id, inbox_id, payload);
  end if;
end
$$;`);
  }

  override async down(): Promise<void> {
    // The previous definition is restored by re-running its migration's up().
    const { Migration20261121194502_ingest_messages: Previous } = await import('./Migration20261121194502_ingest_messages');
    const previous = new Previous(this.driver, this.config);
    await previous.up();
    for (const sql of previous.getQueries()) this.addSql(sql);
  }
}
