import type { RedisService } from '../redis/redis.module';
import { encodeNotices, InboxWatch, inboxIdsOf, NewMessageNotice, NoticePublisher } from './new-message-bus';

describe('InboxWatch', () => {
  const make = () => {
    const released: InboxWatch[] = [];
    const watch = new InboxWatch('inbox-1', (w) => released.push(w));
    return { watch, released };
  };
  const soon = (ms: number) => Date.now() + ms;

  it('remembers a notice that arrives before next() is called (no lost wake-up)', async () => {
    const { watch } = make();
    watch.notify();
    const started = Date.now();
    await expect(watch.next(soon(5000))).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(50);
    // The remembered notice is consumed: the next call waits again.
    await expect(watch.next(soon(30))).resolves.toBe(false);
  });

  it('wakes a pending next() on notify', async () => {
    const { watch } = make();
    const pending = watch.next(soon(5000));
    setTimeout(() => watch.notify(), 10);
    await expect(pending).resolves.toBe(true);
  });

  it('folds several notices into one wake-up', async () => {
    const { watch } = make();
    watch.notify();
    watch.notify();
    await expect(watch.next(soon(1000))).resolves.toBe(true);
    await expect(watch.next(soon(20))).resolves.toBe(false);
  });

  it('resolves false at the deadline, and at once for a deadline already passed', async () => {
    const { watch } = make();
    const started = Date.now();
    await expect(watch.next(soon(60))).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    await expect(watch.next(Date.now() - 1)).resolves.toBe(false);
  });

  it('resolves false when the signal aborts, or was aborted already', async () => {
    const { watch } = make();
    const controller = new AbortController();
    const pending = watch.next(soon(5000), controller.signal);
    controller.abort();
    await expect(pending).resolves.toBe(false);
    await expect(watch.next(soon(5000), controller.signal)).resolves.toBe(false);
  });

  it('close() releases the watch once and ends a pending next() with false', async () => {
    const { watch, released } = make();
    const pending = watch.next(soon(5000));
    watch.close();
    watch.close();
    await expect(pending).resolves.toBe(false);
    expect(released).toEqual([watch]);
    expect(watch.isClosed).toBe(true);
    await expect(watch.next(soon(5000))).resolves.toBe(false);
  });
});

describe('new-message notices on the wire', () => {
  const at = new Date('2026-11-21T10:00:00.000Z');

  it('sends one notice as an object and a batch as one array, with ISO timestamps', () => {
    expect(JSON.parse(encodeNotices([{ inbox_id: 'a', message_id: 'm1', created_at: at }]))).toEqual({ inbox_id: 'a', message_id: 'm1', created_at: '2026-11-21T10:00:00.000Z' });
    const batch = JSON.parse(encodeNotices([
      { inbox_id: 'a', message_id: 'm1', created_at: at },
      { inbox_id: 'b', message_id: 'm2', created_at: '2026-11-21T10:00:01.000Z' },
    ]));
    expect(batch).toEqual([
      { inbox_id: 'a', message_id: 'm1', created_at: '2026-11-21T10:00:00.000Z' },
      { inbox_id: 'b', message_id: 'm2', created_at: '2026-11-21T10:00:01.000Z' },
    ]);
  });

  it('reads the inboxes to wake from either form, each once, and ignores anything malformed', () => {
    expect(inboxIdsOf(encodeNotices([{ inbox_id: 'a', message_id: 'm1', created_at: at }]))).toEqual(['a']);
    expect(inboxIdsOf(JSON.stringify([{ inbox_id: 'a' }, { inbox_id: 'b' }, { inbox_id: 'a' }]))).toEqual(['a', 'b']);
    // The deleted-inbox announcement has no message id.
    expect(inboxIdsOf(JSON.stringify({ inbox_id: 'gone', message_id: null, gone: true }))).toEqual(['gone']);
    for (const junk of ['', 'not json', 'null', '42', '"a"', '{}', '[null, 3, {"inbox_id": 7}]']) expect(inboxIdsOf(junk)).toEqual([]);
  });
});

describe('NoticePublisher', () => {
  /** A Redis whose PUBLISH replies only when the test says so. */
  const fakeRedis = () => {
    const sent: Array<{ payload: string; reply: (error?: Error) => void }> = [];
    const redis = {
      channel: (name: string) => `p:${name}`,
      client: {
        publish: (_channel: string, payload: string) =>
          new Promise<number>((resolve, reject) => sent.push({ payload, reply: (error) => (error ? reject(error) : resolve(1)) })),
      },
    } as unknown as RedisService;
    return { redis, sent };
  };
  const notice = (n: number): NewMessageNotice => ({ inbox_id: `inbox-${n}`, message_id: `m-${n}`, created_at: '2026-11-25T00:00:00.000Z' });
  const ids = (payload: string) => inboxIdsOf(payload);
  const settle = () => new Promise((r) => setImmediate(r));

  it('sends each commit at once, without waiting for the previous PUBLISH to be answered', () => {
    const { redis, sent } = fakeRedis();
    const publisher = new NoticePublisher(redis, () => undefined);
    publisher.publish([notice(1)]);
    publisher.publish([notice(2), notice(3)]);
    expect(sent.map((s) => ids(s.payload))).toEqual([['inbox-1'], ['inbox-2', 'inbox-3']]);
  });

  it('past four in flight, holds notices and sends them together when one is answered', async () => {
    const { redis, sent } = fakeRedis();
    const publisher = new NoticePublisher(redis, () => undefined);
    for (let n = 1; n <= 7; n++) publisher.publish([notice(n)]);
    expect(sent).toHaveLength(4);
    sent[0]!.reply();
    await settle();
    expect(sent).toHaveLength(5);
    expect(ids(sent[4]!.payload)).toEqual(['inbox-5', 'inbox-6', 'inbox-7']);
  });

  it('reports a failed PUBLISH and goes on with the next notices', async () => {
    const { redis, sent } = fakeRedis();
    const errors: unknown[] = [];
    const publisher = new NoticePublisher(redis, (error) => errors.push(error));
    publisher.publish([notice(1)]);
    sent[0]!.reply(new Error('connection lost'));
    await settle();
    publisher.publish([notice(2)]);
    expect(errors).toHaveLength(1);
    expect(sent.map((s) => ids(s.payload))).toEqual([['inbox-1'], ['inbox-2']]);
  });
});
