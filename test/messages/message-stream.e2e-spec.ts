import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';

interface StreamEvent {
  event: string;
  id?: string;
  data?: any;
}

/** Reads a text/event-stream over real HTTP, collecting its events until closed. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  let ended = false;
  const done = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: 'message' };
          let data = '';
          let isComment = true;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            isComment = false;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event.event = value;
            if (field === 'id') event.id = value;
            if (field === 'data') data += value;
          }
          if (isComment || !data) continue;
          event.data = JSON.parse(data);
          events.push(event);
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return { response, events, ended: () => ended, close: async () => (controller.abort(), await done) };
}

describe('Following an inbox as server-sent events (GET …/messages/stream)', () => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await createUser(t.api);
  });
  afterAll(() => t.close());

  const deliver = async (to: string, subject: string) => {
    const reply = await sendRawMail(t, { from: 'news@shop.example', to: [to], raw: await buildMail({ from: 'news@shop.example', to, subject, text: `${subject} body` }) });
    expect(reply.code).toBe(250);
  };

  it('sends each new message the moment it is stored, for the token or the owner, and ends when the inbox goes', async () => {
    const inbox = (await t.api.post('/api/v1/inboxes', { type: 'temporary' }, { apiKey: alice.apiKey })).body.data;
    const byToken = await openStream(`${t.baseUrl}/api/v1/inboxes/${inbox.id}/messages/stream`, { 'x-inbox-token': inbox.token });
    const byOwner = await openStream(`${t.baseUrl}/api/v1/inboxes/${inbox.id}/messages/stream`, { 'x-api-key': alice.apiKey });
    expect(byToken.response.status).toBe(200);
    expect(byToken.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    await deliver(inbox.address, 'First');
    await deliver(inbox.address, 'Second');
    for (const stream of [byToken, byOwner]) {
      await waitFor(() => stream.events.length >= 2, { what: 'two message events' });
      expect(stream.events.map((e) => [e.event, e.data.subject])).toEqual([
        ['message', 'First'],
        ['message', 'Second'],
      ]);
      expect(stream.events[0]!.id).toBe(stream.events[0]!.data.id);
      expect(stream.events[0]!.data).toMatchObject({ inbox_id: inbox.id, direction: 'inbound', from: 'news@shop.example', subject: 'First' });
    }

    expect((await t.api.delete(`/api/v1/inboxes/${inbox.id}`, { apiKey: alice.apiKey })).status).toBe(200);
    for (const stream of [byToken, byOwner]) {
      await waitFor(() => stream.ended(), { what: 'the stream to end' });
      expect(stream.events.at(-1)).toEqual({ event: 'gone', data: { reason: 'inbox deleted or expired' } });
    }
  });

  it('resumes after a given message id, replaying what was missed first', async () => {
    const inbox = (await t.api.post('/api/v1/public/inbox')).body.data;
    await deliver(inbox.address, 'One');
    await deliver(inbox.address, 'Two');
    await deliver(inbox.address, 'Three');
    const list = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { inboxToken: inbox.token });
    const one = list.body.data.find((m: { subject: string }) => m.subject === 'One');
    const stream = await openStream(`${t.baseUrl}/api/v1/inboxes/${inbox.id}/messages/stream?since=${one.id}`, { 'x-inbox-token': inbox.token });
    await waitFor(() => stream.events.length >= 2, { what: 'the replay' });
    await deliver(inbox.address, 'Four');
    await waitFor(() => stream.events.length >= 3, { what: 'the live message' });
    expect(stream.events.map((e) => e.data.subject)).toEqual(['Two', 'Three', 'Four']);
    await stream.close();
  });

  it('refuses other inboxes, bad starting points and missing credentials before streaming', async () => {
    const [mine, theirs] = [(await t.api.post('/api/v1/public/inbox')).body.data, (await t.api.post('/api/v1/public/inbox')).body.data];
    const other = await t.api.get(`/api/v1/inboxes/${theirs.id}/messages/stream`, { inboxToken: mine.token });
    expect(other.status).toBe(404);
    const bad = await t.api.get(`/api/v1/inboxes/${mine.id}/messages/stream?since=yesterday`, { inboxToken: mine.token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect((await t.api.get(`/api/v1/inboxes/${mine.id}/messages/stream`)).status).toBe(401);
  });
});
