/**
 * The SQL functions of the schema, each in its ONE current definition. Migrations apply them
 * from here: to change one, edit it here and add a migration whose `up()` calls
 * `applySqlFunctions(this)` (see Migration20261125013600_sql_functions). Committed migrations
 * keep the definitions they were written with; the last migration to apply this file wins, so a
 * fresh database and an upgraded one end with the same functions. Changing a function's
 * arguments creates an overload: drop the old signature in the same migration.
 *
 * Bodies are plpgsql (checked against tables when they run, not when created), so applying the
 * current text from an older migration never trips over a column a later migration adds.
 */

export interface SqlFunction {
  name: string;
  /** Argument types, as `drop function` names the signature. */
  args: string;
  /** Who calls it, for the reader. */
  calledBy: string;
  definition: string;
}

/**
 * The body of every outbox event, `{ event, timestamp, data }`: the one place that shape is
 * built. Rows written from TypeScript (`src/events/outbox.ts`) and from SQL (`ingest_messages`,
 * the inbox expiry sweep) all go through it; `eventBody()` serialises it for delivery.
 */
export const outboxPayload: SqlFunction = {
  name: 'outbox_payload',
  args: 'text, text, jsonb',
  calledBy: 'src/events/outbox.ts (insertEvents), ingest_messages, the inbox expiry sweep (src/inboxes)',
  definition: `create or replace function "outbox_payload"(p_event text, p_timestamp text, p_data jsonb)
returns jsonb language sql immutable parallel safe as $$
  select jsonb_build_object('event', p_event, 'timestamp', p_timestamp, 'data', p_data)
$$;`,
};

/**
 * The thread a message joins, without writing: the thread of the newest-referenced message,
 * received or sent (p_refs is ordered most specific first), else the most recent thread with the
 * same normalised subject (never for an empty one); null when it opens a new thread. Looking a
 * subject up takes a transaction-level advisory lock on (inbox, subject) first, so two concurrent
 * deliveries of one new subject cannot both find nothing and open two threads.
 */
export const findThread: SqlFunction = {
  name: 'find_thread',
  args: 'uuid, text[], text',
  calledBy: 'assign_thread, ingest_messages',
  definition: `create or replace function "find_thread"(p_inbox_id uuid, p_refs text[], p_normalized text)
returns uuid language plpgsql as $$
declare
  t uuid;
begin
  if coalesce(array_length(p_refs, 1), 0) > 0 then
    -- One branch per direction, each served by its partial (inbox_id, message_id_header) index.
    select r.thread_id into t from (
      select m.thread_id, m.message_id_header, m.created_at from messages m
        where m.inbox_id = p_inbox_id and m.message_id_header = any (p_refs) and m.direction = 'inbound' and m.thread_id is not null
      union all
      select m.thread_id, m.message_id_header, m.created_at from messages m
        where m.inbox_id = p_inbox_id and m.message_id_header = any (p_refs) and m.direction = 'outbound' and m.thread_id is not null
    ) r
      order by array_position(p_refs, r.message_id_header), r.created_at desc
      limit 1;
  end if;
  if t is null and p_normalized <> '' then
    perform pg_advisory_xact_lock(hashtextextended(p_inbox_id::text || ':' || p_normalized, 7));
    select th.id into t from threads th
      where th.inbox_id = p_inbox_id and th.normalized_subject = p_normalized
      order by th.last_at desc, th.id desc
      limit 1;
  end if;
  return t;
end
$$;`,
};

/**
 * Threading in one round trip: joins the thread `find_thread` names (its counter updated
 * atomically), else creates a thread.
 */
export const assignThread: SqlFunction = {
  name: 'assign_thread',
  args: 'uuid, uuid, text[], text, text, timestamptz',
  calledBy: 'src/threads/thread-assigner.ts (outbound sends)',
  definition: `create or replace function "assign_thread"(p_message_id uuid, p_inbox_id uuid, p_refs text[], p_normalized text, p_subject text, p_at timestamptz)
returns uuid language plpgsql as $$
declare
  t uuid;
begin
  t := find_thread(p_inbox_id, p_refs, p_normalized);
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
$$;`,
};

/**
 * Stores a group-committed batch of received messages in ONE statement (one round trip, one
 * implicit transaction), message by message in the given lock order: live (unexpired) inbox
 * (looked up once per run of messages to the same inbox), thread (`find_thread`), then ONE
 * statement writing the message row with its thread_id, its raw MIME and its thread (a new one,
 * or the found one's counter), all only if the message row was inserted: a retried delivery
 * (same inbox and Message-ID, also twice within this batch) hits the unique partial index and
 * writes nothing, so no look-up before the insert is needed. Then the `message.received` outbox
 * rows, only for owners with an active webhook taking that event, inserted once per batch with
 * `unnest` (one statement, so the outbox NOTIFY trigger fires once). Returns the messages stored.
 * A thread deleted between `find_thread` and the insert fails the foreign key (23503), which
 * the caller retries. Arrays are parallel, one element per message; `p_refs` / `p_candidates` are
 * space-separated Message-ID lists (SQL arrays cannot be ragged). The raw messages travel as ONE
 * binary bytea (`p_raw`, sliced at `p_raw_offsets` for `p_size` bytes). A message whose
 * sender-authentication check finished before its batch was sent comes with its verdict and reply text
 * (`p_auth_status` … `p_reply_text`); one with a null status is stored `pending` and finished
 * after the commit (src/mail/inbound/authentication/message-authenticator.ts).
 */
export const ingestMessages: SqlFunction = {
  name: 'ingest_messages',
  args: 'uuid[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], int[], int[], bytea, int[], text[], text[], int[], timestamptz, text, text[], int[], text[], boolean[], jsonb[], text[]',
  calledBy: 'src/mail/inbound/inbound-store.ts',
  definition: `create or replace function "ingest_messages"(
  p_ids uuid[], p_inbox_ids uuid[], p_from text[], p_to text[], p_cc text[], p_reply_to text[], p_subject text[],
  p_text text[], p_html text[], p_mid text[], p_in_reply_to text[], p_refs text[], p_envelope_from text[],
  p_size int[], p_attachment_count int[], p_raw bytea, p_raw_offsets int[], p_candidates text[], p_normalized text[], p_order int[],
  p_at timestamptz, p_timestamp text, p_from_name text[], p_skipped_parts int[],
  p_auth_status text[], p_authenticated boolean[], p_authentication jsonb[], p_reply_text text[])
returns table (message_id uuid, thread_id uuid) language plpgsql as $$
#variable_conflict use_column
declare
  i int;
  t uuid;
  is_new boolean;
  stored int;
  v_inbox uuid;
  v_live boolean := false;
  v_user uuid;
  hooks_user uuid;
  hooked boolean := false;
  ev_ids uuid[] := '{}';
  ev_users uuid[] := '{}';
  ev_inboxes uuid[] := '{}';
  ev_payloads jsonb[] := '{}';
begin
  foreach i in array p_order loop
    -- A copy for an inbox deleted or expired since RCPT TO goes with its inbox (the order keeps
    -- an inbox's messages together, so it is looked up once per run).
    if v_inbox is distinct from p_inbox_ids[i] then
      v_inbox := p_inbox_ids[i];
      select ib.user_id into v_user from inboxes ib where ib.id = v_inbox and (ib.expires_at is null or ib.expires_at > now());
      v_live := found;
    end if;
    if not v_live then
      continue;
    end if;
    t := null;
    if coalesce(p_candidates[i], '') <> '' or p_normalized[i] <> '' then
      t := find_thread(p_inbox_ids[i], case when coalesce(p_candidates[i], '') = '' then '{}'::text[] else string_to_array(p_candidates[i], ' ') end, p_normalized[i]);
    end if;
    is_new := t is null;
    if is_new then
      t := gen_random_uuid();
    end if;
    -- Foreign keys are checked at the end of the statement, when the new thread exists.
    with m as (
      insert into messages (id, inbox_id, thread_id, direction, "from", from_name, "to", cc, reply_to, subject, body_text, body_html, message_id_header, in_reply_to, "references", envelope_from, size_bytes, attachment_count, skipped_parts, created_at,
                            auth_status, authenticated, authentication, reply_text)
      values (p_ids[i], p_inbox_ids[i], t, 'inbound', p_from[i], p_from_name[i], p_to[i], p_cc[i], p_reply_to[i], p_subject[i], p_text[i], p_html[i], p_mid[i], p_in_reply_to[i],
              case when coalesce(p_refs[i], '') = '' then '{}'::text[] else string_to_array(p_refs[i], ' ') end,
              p_envelope_from[i], p_size[i], p_attachment_count[i], coalesce(p_skipped_parts[i], 0), p_at,
              coalesce(p_auth_status[i], 'pending'), p_authenticated[i], p_authentication[i], p_reply_text[i])
      on conflict (inbox_id, message_id_header) where message_id_header is not null and direction = 'inbound' do nothing
      returning id
    ), new_thread as (
      insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count, created_at)
      select t, p_inbox_ids[i], p_subject[i], p_normalized[i], p_at, 1, p_at from m where is_new
    ), joined_thread as (
      update threads th set msg_count = th.msg_count + 1, last_at = greatest(th.last_at, p_at)
        where th.id = t and not is_new and exists (select 1 from m)
    ), raw_copy as (
      insert into message_raw (message_id, raw) select m.id, substring(p_raw from p_raw_offsets[i] for p_size[i]) from m
    )
    select count(*) into stored from m;
    if stored = 0 then
      continue;
    end if;
    -- An event only for an owner with an active webhook that takes it, decided in this
    -- transaction: a webhook committed before it is seen, none is relayed to nobody.
    if v_user is not null and v_user is distinct from hooks_user then
      hooks_user := v_user;
      hooked := exists (select 1 from webhooks w where w.user_id = v_user and w.active and (cardinality(w.events) = 0 or 'message.received' = any (w.events)));
    end if;
    if v_user is not null and hooked then
      ev_ids := ev_ids || gen_random_uuid();
      ev_users := ev_users || v_user;
      ev_inboxes := ev_inboxes || p_inbox_ids[i];
      ev_payloads := ev_payloads || outbox_payload('message.received', p_timestamp,
        jsonb_build_object('inbox_id', p_inbox_ids[i], 'message_id', p_ids[i], 'thread_id', t, 'from', p_from[i], 'from_name', p_from_name[i], 'to', p_to[i], 'subject', p_subject[i]));
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
$$;`,
};

/** Wakes the outbox relay on commit: the statement-level trigger on `outbox_events` runs it. */
export const outboxEventsNotify: SqlFunction = {
  name: 'outbox_events_notify',
  args: '',
  calledBy: 'trigger outbox_events_notify (Migration20261121195000_outbox_notify); src/webhooks/outbox-relay.ts listens',
  definition: `create or replace function "outbox_events_notify"() returns trigger language plpgsql as $$
begin
  perform pg_notify('outbox_events', '');
  return null;
end
$$;`,
};

/** In dependency order: a function is created after those it calls. */
export const SQL_FUNCTIONS: readonly SqlFunction[] = [outboxPayload, findThread, assignThread, ingestMessages, outboxEventsNotify];

/** `create or replace` for every function of this file, for a migration's `up()`. */
export function applySqlFunctions(migration: { addSql(sql: string): void }): void {
  for (const fn of SQL_FUNCTIONS) migration.addSql(fn.definition);
}
