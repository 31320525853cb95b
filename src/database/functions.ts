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
      where th.inbox_id = p_inbox_id and th.normalized_subject = p_normalized and th.normalized_subject <> ''
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
 * Stores a group-committed batch of received messages in ONE call (one round trip, one implicit
 * transaction), set-based: a fixed number of statements per batch whatever its size.
 *
 * 1. Live (unexpired) inboxes of the batch and their owners: one query. A copy for an inbox
 *    deleted or expired since RCPT TO is neither stored nor returned.
 * 2. Threading, only when a message of the batch has a subject or a reply chain, message by
 *    message in the given lock order (`p_order`), as storing them one after the other would
 *    thread them: the thread of the newest-referenced message, received or sent, stored before
 *    or earlier in this batch; else the most recent thread with the same normalised subject
 *    (under the transaction-level advisory lock on (inbox, subject) that `find_thread` takes,
 *    looked up once per subject and batch), counting the threads this batch already opened or
 *    joined at their new `last_at`; else a new thread, which later messages of the batch with
 *    that subject (or replying to it) join. Copies that will not be stored (their Message-ID is
 *    already stored in that inbox, or an earlier copy of this batch carries it) take no part.
 * 3. ONE statement writes the messages (`on conflict do nothing`: a retried delivery, same inbox
 *    and Message-ID, also twice within this batch, hits the unique partial index and writes
 *    nothing), their raw MIME, the new threads (counter = messages stored in them, subject of the
 *    first) and ONE counter update per joined thread, all from the rows actually inserted: a
 *    retried delivery never opens a thread, counts or moves `last_at`. A new thread's id is the id
 *    of the message opening it: unique as message ids are, no random draw in PostgreSQL, and as
 *    time-ordered as the store's message ids (src/common/ids/uuid-v7.ts), so threads' primary
 *    key and messages' thread index grow at their right edge. The inbox foreign keys are
 *    checked at the end of that statement: an inbox deleted since step 1 fails it (23503), which
 *    the caller retries. A joined thread deleted since step 2 (its last message removed) is one
 *    the counter update did not find: the batch fails with the same 23503. (messages.thread_id
 *    and message_raw.message_id have no foreign key: their rows are written here, in this
 *    statement, with the thread and the message they name; deletes cascade by trigger.)
 * 4. The `message.received` outbox rows, only for owners with an active webhook taking that
 *    event (decided in this transaction), in one statement and only when there are some (the
 *    outbox NOTIFY trigger is per statement).
 * Returns the messages stored (lock order). Arrays are parallel, one element per message;
 * `p_refs` / `p_candidates` are space-separated Message-ID lists (SQL arrays cannot be ragged).
 * The raw messages travel as ONE binary bytea (`p_raw`, sliced at `p_raw_offsets` for `p_size`
 * bytes). A message whose sender-authentication check finished before its batch was sent comes
 * with its verdict and reply text (`p_auth_status` … `p_reply_text`); one with a null status is
 * stored `pending` and finished after the commit
 * (src/mail/inbound/authentication/message-authenticator.ts).
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
returns table (message_id uuid, thread_id uuid) language plpgsql
-- Its statements take array parameters whose values never change a plan: planned once per
-- connection, not for every call (the custom plans 'auto' kept choosing cost more than the work).
set plan_cache_mode = force_generic_plan
-- Every table read here is reached by key (inboxes and threads by id, messages by inbox and
-- Message-ID, webhooks by owner). A plan made while a table is still small (a fresh database, a
-- connection opened before the tables were analysed) would otherwise keep scanning it whole for
-- the connection's life: the live-inbox lookup (\`id = any (…)\`) read all of inboxes per batch.
-- A plain index scan for those few keys, not a bitmap built for them.
set enable_seqscan = off
set enable_bitmapscan = off
as $$
#variable_conflict use_column
declare
  n int := coalesce(array_length(p_ids, 1), 0);
  v_live uuid[];
  v_users uuid[];
  v_hooked uuid[];
  -- Threading: the thread of each message (by index; null: a new thread of its own), and the
  -- stored threads this batch joins.
  v_thread uuid[];
  v_joined uuid[] := '{}';
  v_skip int[];
  i int;
  k int;
  j int;
  t uuid;
  t_key text;
  t_last timestamptz;
  refs text[];
  -- Messages of this batch a later one may reply to: inbox, Message-ID, thread.
  b_inbox uuid[] := '{}';
  b_mid text[] := '{}';
  b_thread uuid[] := '{}';
  -- Subjects looked up (key inbox:subject): the stored thread found (or null) and its last_at.
  s_key text[] := '{}';
  s_thread uuid[] := '{}';
  s_last timestamptz[] := '{}';
  -- Threads opened or joined by this batch: key inbox:subject and last_at once the batch is in.
  o_thread uuid[] := '{}';
  o_key text[] := '{}';
  o_last timestamptz[] := '{}';
  r_ids uuid[];
  r_threads uuid[];
  v_updated int;
  v_expected int;
begin
  if n = 0 then
    return;
  end if;
  -- The owners with an active webhook taking message.received get an event per message stored,
  -- decided in this transaction: a webhook committed before it is seen, none is relayed to nobody.
  select coalesce(array_agg(ib.id), '{}'), coalesce(array_agg(ib.user_id), '{}'),
         coalesce(array_agg(ib.user_id) filter (where exists (select 1 from webhooks w where w.user_id = ib.user_id and w.active and (cardinality(w.events) = 0 or 'message.received' = any (w.events)))), '{}')
    into v_live, v_users, v_hooked
    from inboxes ib where ib.id = any (p_inbox_ids) and (ib.expires_at is null or ib.expires_at > now());
  if cardinality(v_live) = 0 then
    return;
  end if;

  if array_to_string(p_candidates, '') <> '' or array_to_string(p_normalized, '') <> '' then
    v_thread := array_fill(null::uuid, array[n]);
    -- Copies that will not be stored take no part in threading: a later copy of a Message-ID in
    -- this batch, and (in the loop) one whose Message-ID is already stored in that inbox. That
    -- lookup is one index probe per message: as a hashed subplan of this set query, the generic
    -- plan made while messages is still small read the whole table every batch.
    select coalesce(array_agg(d.i), '{}') into v_skip from (
      select o.i, row_number() over (partition by p_inbox_ids[o.i], p_mid[o.i] order by o.ord) as nth
        from unnest(p_order) with ordinality as o(i, ord)
       where p_mid[o.i] is not null and p_inbox_ids[o.i] = any (v_live)
    ) d
    where d.nth > 1;
    foreach i in array p_order loop
      continue when not (p_inbox_ids[i] = any (v_live)) or i = any (v_skip);
      continue when p_mid[i] is not null and exists (select 1 from messages m where m.inbox_id = p_inbox_ids[i] and m.message_id_header = p_mid[i] and m.direction = 'inbound');
      t := null;
      t_key := null;
      if coalesce(p_candidates[i], '') <> '' then
        refs := string_to_array(p_candidates[i], ' ');
        -- As find_thread, plus the messages of this batch stored before this one.
        select r.thread_id into t from (
          select m.thread_id, m.message_id_header as mid, m.created_at from messages m
            where m.inbox_id = p_inbox_ids[i] and m.message_id_header = any (refs) and m.direction = 'inbound' and m.thread_id is not null
          union all
          select m.thread_id, m.message_id_header, m.created_at from messages m
            where m.inbox_id = p_inbox_ids[i] and m.message_id_header = any (refs) and m.direction = 'outbound' and m.thread_id is not null
          union all
          select b.thread_id, b.mid, p_at from unnest(b_inbox, b_mid, b_thread) as b(inbox_id, mid, thread_id)
            where b.inbox_id = p_inbox_ids[i] and b.mid = any (refs)
        ) r
          order by array_position(refs, r.mid), r.created_at desc
          limit 1;
        if t is not null and array_position(o_thread, t) is null then
          -- A stored thread: its subject and last_at, for later messages of the batch.
          select th.inbox_id::text || ':' || th.normalized_subject, th.last_at into t_key, t_last from threads th where th.id = t;
        end if;
      end if;
      if t is null and p_normalized[i] <> '' then
        t_key := p_inbox_ids[i]::text || ':' || p_normalized[i];
        k := array_position(s_key, t_key);
        if k is null then
          perform pg_advisory_xact_lock(hashtextextended(t_key, 7));
          select th.id, th.last_at into t, t_last from threads th
            where th.inbox_id = p_inbox_ids[i] and th.normalized_subject = p_normalized[i] and th.normalized_subject <> ''
            order by th.last_at desc, th.id desc
            limit 1;
          s_key := s_key || t_key;
          s_thread := s_thread || t;
          s_last := s_last || t_last;
          k := cardinality(s_key);
        end if;
        -- The most recent of the stored one (as this batch left it) and those this batch opened or joined.
        t := s_thread[k];
        t_last := s_last[k];
        if t is not null then
          j := array_position(o_thread, t);
          if j is not null then
            t_last := o_last[j];
          end if;
        end if;
        foreach j in array array_positions(o_key, t_key) loop
          if t is null or o_last[j] > t_last or (o_last[j] = t_last and o_thread[j] > t) then
            t := o_thread[j];
            t_last := o_last[j];
          end if;
        end loop;
      end if;
      if t is null then
        -- A new thread takes the id of the message opening it (see step 3).
        t := p_ids[i];
        o_thread := o_thread || t;
        o_key := o_key || (p_inbox_ids[i]::text || ':' || p_normalized[i]);
        o_last := o_last || p_at;
      else
        j := array_position(o_thread, t);
        if j is not null then
          o_last[j] := greatest(o_last[j], p_at);
        else
          o_thread := o_thread || t;
          o_key := o_key || t_key;
          o_last := o_last || greatest(t_last, p_at);
          v_joined := v_joined || t;
        end if;
      end if;
      v_thread[i] := t;
      if p_mid[i] is not null then
        b_inbox := b_inbox || p_inbox_ids[i];
        b_mid := b_mid || p_mid[i];
        b_thread := b_thread || t;
      end if;
    end loop;
  end if;

  if v_thread is null then
    -- No subject and no reply chain in the batch: each message stored opens a thread of its own.
    with m as (
      insert into messages (id, inbox_id, thread_id, direction, "from", from_name, "to", cc, reply_to, subject, body_text, body_html, message_id_header, in_reply_to, "references", envelope_from, size_bytes, attachment_count, skipped_parts, created_at,
                            auth_status, authenticated, authentication, reply_text)
      select p_ids[o.i], p_inbox_ids[o.i], p_ids[o.i], 'inbound', p_from[o.i], p_from_name[o.i], p_to[o.i], p_cc[o.i], p_reply_to[o.i], p_subject[o.i], p_text[o.i], p_html[o.i], p_mid[o.i], p_in_reply_to[o.i],
             case when coalesce(p_refs[o.i], '') = '' then '{}'::text[] else string_to_array(p_refs[o.i], ' ') end,
             p_envelope_from[o.i], p_size[o.i], p_attachment_count[o.i], coalesce(p_skipped_parts[o.i], 0), p_at,
             coalesce(p_auth_status[o.i], 'pending'), p_authenticated[o.i], p_authentication[o.i], p_reply_text[o.i]
        from unnest(p_order) as o(i)
       where p_inbox_ids[o.i] = any (v_live)
      on conflict (inbox_id, message_id_header) where message_id_header is not null and direction = 'inbound' do nothing
      returning id, inbox_id, thread_id, subject
    ), new_threads as (
      insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count, created_at)
      select m.thread_id, m.inbox_id, m.subject, '', p_at, 1, p_at from m
    ), raw_copies as (
      insert into message_raw (message_id, raw)
      select m.id, substring(p_raw from p_raw_offsets[x.i] for p_size[x.i]) from m cross join lateral array_position(p_ids, m.id) as x(i)
    )
    select coalesce(array_agg(m.id), '{}'), coalesce(array_agg(m.thread_id), '{}') into r_ids, r_threads from m;
  else
    with m as (
      insert into messages (id, inbox_id, thread_id, direction, "from", from_name, "to", cc, reply_to, subject, body_text, body_html, message_id_header, in_reply_to, "references", envelope_from, size_bytes, attachment_count, skipped_parts, created_at,
                            auth_status, authenticated, authentication, reply_text)
      select p_ids[o.i], p_inbox_ids[o.i], coalesce(v_thread[o.i], p_ids[o.i]), 'inbound', p_from[o.i], p_from_name[o.i], p_to[o.i], p_cc[o.i], p_reply_to[o.i], p_subject[o.i], p_text[o.i], p_html[o.i], p_mid[o.i], p_in_reply_to[o.i],
             case when coalesce(p_refs[o.i], '') = '' then '{}'::text[] else string_to_array(p_refs[o.i], ' ') end,
             p_envelope_from[o.i], p_size[o.i], p_attachment_count[o.i], coalesce(p_skipped_parts[o.i], 0), p_at,
             coalesce(p_auth_status[o.i], 'pending'), p_authenticated[o.i], p_authentication[o.i], p_reply_text[o.i]
        from unnest(p_order) with ordinality as o(i, ord)
       where p_inbox_ids[o.i] = any (v_live)
       order by o.ord
      on conflict (inbox_id, message_id_header) where message_id_header is not null and direction = 'inbound' do nothing
      returning id, inbox_id, thread_id
    ), stored as (
      select m.id, m.inbox_id, m.thread_id, o.i, o.ord from m join unnest(p_order) with ordinality as o(i, ord) on p_ids[o.i] = m.id
    ), new_threads as (
      insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count, created_at)
      select s.thread_id, s.inbox_id, (array_agg(p_subject[s.i] order by s.ord))[1], (array_agg(p_normalized[s.i] order by s.ord))[1], p_at, count(*), p_at
        from stored s where s.thread_id <> all (v_joined)
       group by s.thread_id, s.inbox_id
    ), joined_threads as (
      update threads th set msg_count = th.msg_count + jt.added, last_at = greatest(th.last_at, p_at)
        from (select s.thread_id, count(*) as added from stored s where s.thread_id = any (v_joined) group by s.thread_id) jt
       -- id = any (v_joined): reached by the primary key whatever the size of threads at planning.
       where th.id = jt.thread_id and th.id = any (v_joined)
      returning th.id
    ), raw_copies as (
      insert into message_raw (message_id, raw) select s.id, substring(p_raw from p_raw_offsets[s.i] for p_size[s.i]) from stored s
    )
    select coalesce(array_agg(s.id order by s.ord), '{}'), coalesce(array_agg(s.thread_id order by s.ord), '{}'),
           (select count(*) from joined_threads), count(distinct s.thread_id) filter (where s.thread_id = any (v_joined))
      into r_ids, r_threads, v_updated, v_expected
      from stored s;
    if v_updated < v_expected then
      -- What the foreign key on messages.thread_id did: a thread deleted since it was looked up
      -- (its last message removed, the counter update found no row) fails the batch, retried.
      raise foreign_key_violation using message = 'a thread this batch joins was deleted since it was looked up';
    end if;
  end if;

  if cardinality(v_hooked) > 0 and cardinality(r_ids) > 0 then
    insert into outbox_events (id, type, user_id, inbox_id, payload, created_at)
    select gen_random_uuid(), 'message.received', l.user_id, p_inbox_ids[x.i],
           outbox_payload('message.received', p_timestamp,
             jsonb_build_object('inbox_id', p_inbox_ids[x.i], 'message_id', r.id, 'thread_id', r.thread_id, 'from', p_from[x.i], 'from_name', p_from_name[x.i], 'to', p_to[x.i], 'subject', p_subject[x.i])),
           p_at
      from unnest(r_ids, r_threads) with ordinality as r(id, thread_id, ord)
      cross join lateral array_position(p_ids, r.id) as x(i)
      join unnest(v_live, v_users) as l(inbox_id, user_id) on l.inbox_id = p_inbox_ids[x.i]
     where l.user_id = any (v_hooked)
     order by r.ord;
  end if;

  for k in 1 .. cardinality(r_ids) loop
    message_id := r_ids[k];
    thread_id := r_threads[k];
    return next;
  end loop;
end
$$;`,
};

/**
 * The delete cascades of two references that have no foreign key (see
 * Migration20261125093000_ingest_fewer_fk_checks): a foreign key checks every inserted row with
 * a query and a row lock, and these rows are only ever written together with the row they name.
 * Deletes behave as the keys' actions did: a message's raw source goes with it (ON DELETE
 * CASCADE), a deleted thread's messages keep no thread (ON DELETE SET NULL).
 */
export const messageRawCascade: SqlFunction = {
  name: 'message_raw_cascade',
  args: '',
  calledBy: 'trigger message_raw_cascade (after delete on messages, each row)',
  definition: `create or replace function "message_raw_cascade"() returns trigger language plpgsql as $$
begin
  delete from message_raw where message_id = old.id;
  return null;
end
$$;`,
};

export const messagesThreadSetNull: SqlFunction = {
  name: 'messages_thread_set_null',
  args: '',
  calledBy: 'trigger messages_thread_set_null (after delete on threads, each row)',
  definition: `create or replace function "messages_thread_set_null"() returns trigger language plpgsql as $$
begin
  update messages set thread_id = null where thread_id = old.id;
  return null;
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
export const SQL_FUNCTIONS: readonly SqlFunction[] = [outboxPayload, findThread, assignThread, ingestMessages, messageRawCascade, messagesThreadSetNull, outboxEventsNotify];

/** `create or replace` for every function of this file, for a migration's `up()`. */
export function applySqlFunctions(migration: { addSql(sql: string): void }): void {
  for (const fn of SQL_FUNCTIONS) migration.addSql(fn.definition);
}
