import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { normaliseSubject, replyCandidates } from '../../src/threads/threading';
import { createTestDatabase, dropTestDatabase, waitFor } from '../support/harness';
import { databaseUrlFor } from '../support/test-env';

/**
 * `ingest_messages()` (src/database/functions.ts) called as the SMTP store calls it, one batch
 * per call: the edges of storing a batch set-based — duplicates within and across batches,
 * messages of one batch sharing a thread, replies within a batch, inboxes gone mid-batch.
 */
interface Mail {
  inboxId: string;
  subject?: string;
  mid?: string | null;
  inReplyTo?: string | null;
  references?: string[];
}

const INGEST = `select message_id, thread_id from ingest_messages($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::bytea, $17::int[], $18::text[], $19::text[], $20::int[], $21, $22, $23::text[], $24::int[], $25::text[], $26::boolean[], $27::jsonb[], $28::text[])`;

/** The parameters src/mail/inbound/inbound-store.ts sends for these mails (same lock order). */
function batch(mails: Mail[], at = new Date()): { ids: string[]; params: unknown[] } {
  const ids = mails.map(() => randomUUID());
  const normalized = mails.map((m) => normaliseSubject(m.subject ?? ''));
  const keys = mails.map((m, i) => `${m.inboxId}:${normalized[i]}`);
  const order = mails.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  const raws = mails.map((m, i) => Buffer.from(`Subject: ${m.subject ?? ''}\r\nMessage-ID: ${m.mid ?? ''}\r\n\r\nbody ${i}\r\n`));
  let offset = 1;
  const offsets = raws.map((r) => {
    const start = offset;
    offset += r.length;
    return start;
  });
  const params = [
    ids,
    mails.map((m) => m.inboxId),
    mails.map(() => 'sender@example.com'),
    mails.map(() => 'agent@agents.test'),
    mails.map(() => null),
    mails.map(() => null),
    mails.map((m) => m.subject ?? ''),
    mails.map((_, i) => `body ${i}`),
    mails.map(() => ''),
    mails.map((m) => m.mid ?? null),
    mails.map((m) => m.inReplyTo ?? null),
    mails.map((m) => (m.references ?? []).join(' ')),
    mails.map(() => 'sender@example.com'),
    raws.map((r) => r.length),
    mails.map(() => 0),
    Buffer.concat(raws),
    offsets,
    mails.map((m) => replyCandidates(m.inReplyTo ?? null, m.references ?? []).join(' ')),
    normalized,
    order.map((i) => i + 1),
    at,
    at.toISOString(),
    mails.map(() => null),
    mails.map(() => 0),
    mails.map(() => 'none'),
    mails.map(() => false),
    mails.map(() => '{"summary":"none"}'),
    mails.map(() => null),
  ];
  return { ids, params };
}

describe('ingest_messages: one batch, set-based', () => {
  let databaseName: string;
  let db: Client;
  let userId: string;

  beforeAll(async () => {
    databaseName = await createTestDatabase();
    db = new Client({ connectionString: databaseUrlFor(databaseName) });
    await db.connect();
    userId = randomUUID();
    await db.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'Owner', 'x')`, [userId, `${userId}@example.com`]);
  });
  afterAll(async () => {
    await db.end();
    await dropTestDatabase(databaseName);
  });

  const newInbox = async (options: { expiresAt?: Date; owner?: string } = {}) => {
    const id = randomUUID();
    const local = `i-${id.slice(0, 8)}`;
    await db.query(`insert into inboxes (id, user_id, address, local_part, domain, type, expires_at) values ($1, $2, $3, $4, 'agents.test', $5, $6)`, [
      id,
      options.owner ?? userId,
      `${local}@agents.test`,
      local,
      options.expiresAt ? 'temporary' : 'persistent',
      options.expiresAt ?? null,
    ]);
    return id;
  };
  const ingest = async (mails: Mail[], at?: Date, client: Client = db) => {
    const { ids, params } = batch(mails, at);
    const { rows } = await client.query<{ message_id: string; thread_id: string }>(INGEST, params);
    return { ids, rows };
  };
  const threadsOf = (inboxId: string) =>
    db.query<{ id: string; subject: string; normalized_subject: string; msg_count: number; last_at: Date }>(`select id, subject, normalized_subject, msg_count, last_at from threads where inbox_id = $1 order by created_at, subject`, [inboxId]).then((r) => r.rows);
  const messagesOf = (inboxId: string) =>
    db.query<{ id: string; thread_id: string; message_id_header: string | null; subject: string }>(`select id, thread_id, message_id_header, subject from messages where inbox_id = $1`, [inboxId]).then((r) => r.rows);
  const mid = () => `<${randomUUID()}@example.com>`;

  it('stores each message with its raw source and a thread of its own when it has no subject and no reply chain', async () => {
    const inbox = await newInbox();
    const { ids, rows } = await ingest([{ inboxId: inbox, mid: mid() }, { inboxId: inbox, mid: mid() }, { inboxId: inbox, mid: null }]);
    expect(rows.map((r) => r.message_id).sort()).toEqual([...ids].sort());
    expect(new Set(rows.map((r) => r.thread_id)).size).toBe(3);
    const threads = await threadsOf(inbox);
    expect(threads.map((t) => [t.normalized_subject, t.msg_count])).toEqual([
      ['', 1],
      ['', 1],
      ['', 1],
    ]);
    const { rows: raw } = await db.query<{ message_id: string; raw: Buffer }>(`select message_id, raw from message_raw where message_id = any ($1::uuid[])`, [ids]);
    expect(raw).toHaveLength(3);
    for (const r of raw) expect(r.raw.toString()).toContain(`body ${ids.indexOf(r.message_id)}`);
  });

  it('stores a Message-ID once when it comes twice in one batch, and never opens a thread for the copy', async () => {
    const inbox = await newInbox();
    const twice = mid();
    const { ids, rows } = await ingest([
      { inboxId: inbox, mid: twice },
      { inboxId: inbox, mid: twice },
      { inboxId: inbox, subject: 'Same', mid: mid() },
      { inboxId: inbox, subject: 'Same', mid: twice },
    ]);
    expect(rows.map((r) => r.message_id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(await messagesOf(inbox)).toHaveLength(2);
    const threads = await threadsOf(inbox);
    expect(threads.map((t) => [t.normalized_subject, t.msg_count]).sort()).toEqual([
      ['', 1],
      ['same', 1],
    ]);
    const { rows: raw } = await db.query(`select 1 from message_raw where message_id = any ($1::uuid[])`, [ids]);
    expect(raw).toHaveLength(2);
  });

  it('writes nothing for a retried delivery in a later batch: no row, no count, last_at unchanged', async () => {
    const inbox = await newInbox();
    const first = mid();
    const t0 = new Date(Date.now() - 60000);
    await ingest([{ inboxId: inbox, subject: 'Invoice 7', mid: first }], t0);
    const before = await threadsOf(inbox);
    const { rows } = await ingest([{ inboxId: inbox, subject: 'Invoice 7', mid: first }, { inboxId: inbox, subject: 'Re: Invoice 7', mid: first, inReplyTo: first }]);
    expect(rows).toEqual([]);
    expect(await threadsOf(inbox)).toEqual(before);
    expect(before).toMatchObject([{ msg_count: 1, last_at: t0 }]);
    expect(await messagesOf(inbox)).toHaveLength(1);
  });

  it('puts the messages of one batch sharing a new subject into ONE new thread, counted once per message', async () => {
    const inbox = await newInbox();
    const { ids, rows } = await ingest([
      { inboxId: inbox, subject: 'Quarterly report', mid: mid() },
      { inboxId: inbox, subject: 'Other topic', mid: mid() },
      { inboxId: inbox, subject: 'RE: quarterly  report', mid: mid() },
    ]);
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((r) => [r.message_id, r.thread_id]));
    expect(byId.get(ids[0]!)).toBe(byId.get(ids[2]!));
    expect(byId.get(ids[1]!)).not.toBe(byId.get(ids[0]!));
    const threads = await threadsOf(inbox);
    expect(threads.map((t) => [t.subject, t.normalized_subject, t.msg_count]).sort()).toEqual([
      ['Other topic', 'other topic', 1],
      ['Quarterly report', 'quarterly report', 2],
    ]);
  });

  it('joins an existing thread with ONE counter update for all its messages of the batch, last_at the batch time', async () => {
    const inbox = await newInbox();
    const t0 = new Date(Date.now() - 60000);
    const { rows: first } = await ingest([{ inboxId: inbox, subject: 'Standup', mid: mid() }], t0);
    const at = new Date();
    const { rows } = await ingest(
      [
        { inboxId: inbox, subject: 'Re: Standup', mid: mid() },
        { inboxId: inbox, subject: 'Standup', mid: mid() },
        { inboxId: inbox, subject: 'Re: Re: Standup', mid: mid() },
      ],
      at,
    );
    expect(new Set(rows.map((r) => r.thread_id))).toEqual(new Set([first[0]!.thread_id]));
    expect(await threadsOf(inbox)).toMatchObject([{ id: first[0]!.thread_id, subject: 'Standup', msg_count: 4, last_at: at }]);
  });

  it('threads a reply to a message of the same batch into that message\'s thread, whatever its subject', async () => {
    const inbox = await newInbox();
    const parent = mid();
    const { ids, rows } = await ingest([
      { inboxId: inbox, mid: parent },
      { inboxId: inbox, subject: 'Answer', mid: mid(), inReplyTo: parent, references: [parent] },
    ]);
    expect(rows).toHaveLength(2);
    const byId = new Map(rows.map((r) => [r.message_id, r.thread_id]));
    expect(byId.get(ids[1]!)).toBe(byId.get(ids[0]!));
    // The thread is the parent's (lock order puts the subject-less parent first): one thread, two messages.
    expect((await threadsOf(inbox)).map((t) => [t.normalized_subject, t.msg_count])).toEqual([['', 2]]);
  });

  it('sees a thread a reply of this batch made the most recent when a later message looks its subject up', async () => {
    const inbox = await newInbox();
    const old = mid();
    const { rows: a } = await ingest([{ inboxId: inbox, subject: 'Alpha', mid: old }], new Date(Date.now() - 120000));
    // A second, newer "Alpha" thread, not reachable by subject any more from the first.
    const newer = randomUUID();
    await db.query(`insert into threads (id, inbox_id, subject, normalized_subject, last_at, msg_count, created_at) values ($1, $2, 'Alpha', 'alpha', $3, 0, $3)`, [newer, inbox, new Date(Date.now() - 60000)]);
    // One batch: a reply into the OLD thread (moving its last_at to now), then a plain "Alpha":
    // stored one after the other, the second finds the old thread the most recent.
    const { ids, rows } = await ingest([
      { inboxId: inbox, subject: 'Re: Alpha', mid: mid(), inReplyTo: old },
      { inboxId: inbox, subject: 'Alpha', mid: mid() },
    ]);
    const byId = new Map(rows.map((r) => [r.message_id, r.thread_id]));
    expect(byId.get(ids[0]!)).toBe(a[0]!.thread_id);
    expect(byId.get(ids[1]!)).toBe(a[0]!.thread_id);
    expect(await threadsOf(inbox)).toMatchObject([
      { id: a[0]!.thread_id, msg_count: 3 },
      { id: newer, msg_count: 0 },
    ]);
  });

  it('stores nothing and returns nothing for inboxes deleted or expired since RCPT TO, the rest of the batch as usual', async () => {
    const live = await newInbox();
    const expired = await newInbox({ expiresAt: new Date(Date.now() - 1000) });
    const deleted = await newInbox();
    await db.query(`delete from inboxes where id = $1`, [deleted]);
    const { ids, rows } = await ingest([
      { inboxId: expired, subject: 'Hi', mid: mid() },
      { inboxId: live, subject: 'Hi', mid: mid() },
      { inboxId: deleted, subject: 'Hi', mid: mid() },
      { inboxId: live, mid: mid() },
    ]);
    expect(rows.map((r) => r.message_id).sort()).toEqual([ids[1], ids[3]].sort());
    expect(await threadsOf(expired)).toEqual([]);
    expect((await db.query(`select count(*)::int as n from messages where id = any ($1::uuid[])`, [ids])).rows[0].n).toBe(2);
  });

  it('fails the batch with a foreign-key error (retried by the store) when the inbox is deleted while it commits, then stores nothing', async () => {
    const inbox = await newInbox();
    const deleter = new Client({ connectionString: databaseUrlFor(databaseName) });
    const writer = new Client({ connectionString: databaseUrlFor(databaseName) });
    await Promise.all([deleter.connect(), writer.connect()]);
    try {
      await deleter.query('begin');
      await deleter.query('delete from inboxes where id = $1', [inbox]);
      const writerPid = (await writer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const mails = [{ inboxId: inbox, subject: 'Mid-batch', mid: mid() }, { inboxId: inbox, mid: mid() }];
      const attempt = ingest(mails, undefined, writer).then(
        () => null,
        (error: { code?: string }) => error.code,
      );
      // The batch saw the inbox live and now waits on the uncommitted delete.
      await waitFor(async () => (await db.query(`select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`, [writerPid])).rowCount, { what: 'the batch to wait on the delete' });
      await deleter.query('commit');
      expect(await attempt).toBe('23503');
      // The retry finds the inbox gone: nothing stored, nothing returned.
      expect((await ingest(mails, undefined, writer)).rows).toEqual([]);
      expect(await messagesOf(inbox)).toEqual([]);
      expect(await threadsOf(inbox)).toEqual([]);
    } finally {
      await Promise.all([deleter.end(), writer.end()]);
    }
  });

  it('fails the batch with a foreign-key error (retried by the store) when a thread it joins loses its last message and is deleted meanwhile', async () => {
    const inbox = await newInbox();
    const { ids: firstIds, rows: first } = await ingest([{ inboxId: inbox, subject: 'Gone soon', mid: mid() }], new Date(Date.now() - 60000));
    const gone = first[0]!.thread_id;
    const deleter = new Client({ connectionString: databaseUrlFor(databaseName) });
    const writer = new Client({ connectionString: databaseUrlFor(databaseName) });
    await Promise.all([deleter.connect(), writer.connect()]);
    try {
      // As MessagesRepository.deleteWithThreadRecount: the message, then its thread under a row lock once empty.
      await deleter.query('begin');
      await deleter.query('delete from messages where id = $1', [firstIds[0]]);
      await deleter.query('select id from threads where id = $1 for update', [gone]);
      await deleter.query('update threads set msg_count = 0 where id = $1', [gone]);
      await deleter.query('delete from threads where id = $1 and msg_count = 0', [gone]);
      const writerPid = (await writer.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const mails = [{ inboxId: inbox, subject: 'Re: Gone soon', mid: mid() }];
      const attempt = ingest(mails, undefined, writer).then(
        () => null,
        (error: { code?: string }) => error.code,
      );
      // The batch found the thread by its subject and now waits on the uncommitted delete to update it.
      await waitFor(async () => (await db.query(`select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`, [writerPid])).rowCount, { what: 'the batch to wait on the delete' });
      await deleter.query('commit');
      expect(await attempt).toBe('23503');
      expect(await messagesOf(inbox)).toEqual([]);
      // The retry opens a new thread.
      const { rows } = await ingest(mails, undefined, writer);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.thread_id).not.toBe(gone);
      expect(await threadsOf(inbox)).toMatchObject([{ id: rows[0]!.thread_id, subject: 'Re: Gone soon', msg_count: 1 }]);
    } finally {
      await Promise.all([deleter.end(), writer.end()]);
    }
  });

  it('deletes a message\'s raw source with it, and leaves the messages of a deleted thread without a thread', async () => {
    const inbox = await newInbox();
    const { ids, rows } = await ingest([
      { inboxId: inbox, subject: 'Kept', mid: mid() },
      { inboxId: inbox, subject: 'Deleted', mid: mid() },
    ]);
    const raws = () => db.query<{ message_id: string }>(`select message_id from message_raw where message_id = any ($1::uuid[]) order by message_id`, [ids]).then((r) => r.rows.map((x) => x.message_id));
    expect(await raws()).toEqual([...ids].sort());
    await db.query(`delete from messages where id = $1`, [ids[1]]);
    expect(await raws()).toEqual([ids[0]]);
    const kept = rows.find((r) => r.message_id === ids[0])!.thread_id;
    await db.query(`delete from threads where id = $1`, [kept]);
    expect(await messagesOf(inbox)).toMatchObject([{ id: ids[0], thread_id: null }]);
    // An inbox deleted takes its messages, their raw sources and its threads.
    await db.query(`delete from inboxes where id = $1`, [inbox]);
    expect(await raws()).toEqual([]);
    expect(await threadsOf(inbox)).toEqual([]);
  });

  it('writes one message.received event per stored message, only for an owner with a webhook taking it', async () => {
    const hooked = randomUUID();
    await db.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'Hooked', 'x')`, [hooked, `${hooked}@example.com`]);
    await db.query(`insert into webhooks (id, user_id, url, events, secret) values ($1, $2, 'http://127.0.0.1:9/h', '{message.received}', 's')`, [randomUUID(), hooked]);
    const withHook = await newInbox({ owner: hooked });
    const without = await newInbox();
    const twice = mid();
    const { ids, rows } = await ingest([
      { inboxId: withHook, subject: 'One', mid: twice },
      { inboxId: without, subject: 'Two', mid: mid() },
      { inboxId: withHook, subject: 'One', mid: twice },
      { inboxId: withHook, subject: 'Three', mid: mid() },
    ]);
    expect(rows).toHaveLength(3);
    const { rows: events } = await db.query<{ user_id: string; inbox_id: string; payload: { event: string; data: { message_id: string; thread_id: string; subject: string } } }>(
      `select user_id, inbox_id, payload from outbox_events where inbox_id = any ($1::uuid[])`,
      [[withHook, without]],
    );
    expect(events.map((e) => e.payload.data.message_id).sort()).toEqual([ids[0], ids[3]].sort());
    const threadOf = new Map(rows.map((r) => [r.message_id, r.thread_id]));
    for (const e of events) {
      expect(e).toMatchObject({ user_id: hooked, inbox_id: withHook, payload: { event: 'message.received' } });
      expect(e.payload.data.thread_id).toBe(threadOf.get(e.payload.data.message_id));
    }
  });
});
