import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { TOOL_NAMES } from '../../src/mcp/tools/tool-definitions';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp } from '../support/harness';
import { connectStdio, errorOf, structuredOf, textOf, untrustedBlock } from '../support/mcp';
import { buildMail, sendRawMail } from '../support/smtp';

describe('MCP over stdio (agent-inbox-mcp against the live service)', () => {
  let t: TestApp;
  let alice: TestUser;
  const clients: Client[] = [];
  const connect = async (credentials: Parameters<typeof connectStdio>[1] = {}) => {
    const client = await connectStdio(t.baseUrl, credentials);
    clients.push(client);
    return client;
  };
  const deliver = async (to: string, subject: string, text: string) => {
    const raw = await buildMail({ from: 'noreply@service.example', to, subject, text });
    expect((await sendRawMail(t, { from: 'noreply@service.example', to: [to], raw })).code).toBe(250);
  };

  beforeAll(async () => {
    t = await startTestApp();
    alice = await createUser(t.api);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t.close();
  });

  it('serves the same tool list with an API key and gets a code delivered over SMTP', async () => {
    const client = await connect({ apiKey: alice.apiKey });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());

    const inbox = structuredOf(await client.callTool({ name: 'create_inbox', arguments: { type: 'temporary' } })).inbox;
    expect(inbox).toMatchObject({ type: 'temporary', token: expect.stringMatching(/^temp_/) });
    const waiting = client.callTool({ name: 'wait_for_code', arguments: { inbox_id: inbox.id, timeout_seconds: 20 } });
    await deliver(inbox.address, 'Verify your account', 'Your verification code is 390517. Do not share it.');
    const found = structuredOf(await waiting);
    expect(found).toMatchObject({ content_trust: 'untrusted', code: '390517', kind: 'code' });

    const message = await client.callTool({ name: 'get_message', arguments: { inbox_id: inbox.id, message_id: found.message_id } });
    expect(structuredOf(message).message).toMatchObject({ subject: 'Verify your account', body_html_text: '' });
    expect(untrustedBlock(textOf(message)).body).toContain('390517');

    // Errors carry the REST code and message.
    const send = await client.callTool({ name: 'send_message', arguments: { inbox_id: inbox.id, to: 'someone@example.net', subject: 'Hi', body: 'Hello' } });
    expect(errorOf(send)).toEqual({ success: false, code: 'FORBIDDEN', error: 'only persistent inboxes can send' });
    const wait = await client.callTool({ name: 'wait_for_message', arguments: { inbox_id: inbox.id, since: found.message_id, timeout_seconds: 1 } });
    expect(errorOf(wait)).toEqual({ success: false, code: 'NOT_FOUND', error: 'no new message within 1 s' });
  });

  it('with an inbox token, reaches that inbox only', async () => {
    const mine = (await t.api.post('/api/v1/public/inbox')).body.data;
    const other = (await t.api.post('/api/v1/public/inbox')).body.data;
    await deliver(other.address, 'For the other inbox', 'Your code is 640022');
    const otherMessages = await t.api.get(`/api/v1/public/inbox/${other.token}`);
    const otherMessage = otherMessages.body.data.messages[0];

    const client = await connect({ inboxToken: mine.token });
    expect((await client.listTools()).tools.map((tool) => tool.name)).not.toContain('list_inboxes');
    for (const [name, args] of [
      ['get_inbox', { inbox_id: other.id }],
      ['delete_inbox', { inbox_id: other.id }],
      ['list_messages', { inbox_id: other.id }],
      ['get_message', { inbox_id: other.id, message_id: otherMessage.id }],
      ['wait_for_message', { inbox_id: other.id, timeout_seconds: 0 }],
      ['get_code', { inbox_id: other.id }],
      ['wait_for_code', { inbox_id: other.id, timeout_seconds: 0 }],
      ['list_threads', { inbox_id: other.id }],
      ['get_thread', { inbox_id: other.id, thread_id: otherMessage.thread_id }],
    ] as const) {
      const result = await client.callTool({ name, arguments: args });
      expect({ name, code: errorOf(result).code }).toEqual({ name, code: 'NOT_FOUND' });
    }
    // Naming the other inbox's message through its own inbox is refused as well, and leaks nothing.
    const sneaky = await client.callTool({ name: 'get_message', arguments: { message_id: otherMessage.id } });
    expect(errorOf(sneaky).code).toBe('NOT_FOUND');
    expect(textOf(sneaky)).not.toContain('640022');
    expect((await t.api.get(`/api/v1/public/inbox/${other.token}`)).body.data.messages).toHaveLength(1);

    const waiting = client.callTool({ name: 'wait_for_code', arguments: { timeout_seconds: 20 } });
    await deliver(mine.address, 'Sign in', 'Enter 118842 to sign in.');
    const found = structuredOf(await waiting);
    expect(found).toMatchObject({ code: '118842' });
    expect(structuredOf(await client.callTool({ name: 'list_messages', arguments: {} })).messages).toHaveLength(1);
    // Reading one message or thread by id goes through /inboxes/{id}/… with X-Inbox-Token.
    const own = structuredOf(await client.callTool({ name: 'get_message', arguments: { message_id: found.message_id } })).message;
    expect(own).toMatchObject({ id: found.message_id, subject: 'Sign in', inbox_id: mine.id });
    expect(structuredOf(await client.callTool({ name: 'get_thread', arguments: { thread_id: own.thread_id } })).thread.messages).toHaveLength(1);
  });

  it('refuses a revoked key at once', async () => {
    const key = await t.api.post('/api/v1/auth/api-keys', { name: 'stdio' }, { bearer: alice.token });
    const client = await connect({ apiKey: key.body.data.key });
    expect(structuredOf(await client.callTool({ name: 'list_inboxes', arguments: {} })).inboxes).toEqual(expect.any(Array));
    await t.api.delete(`/api/v1/auth/api-keys/${key.body.data.api_key.id}`, { bearer: alice.token });
    expect(errorOf(await client.callTool({ name: 'list_inboxes', arguments: {} }))).toEqual({ success: false, code: 'UNAUTHORIZED', error: 'Invalid or revoked API key' });
  });

  it('stops at start-up with a message naming a bad variable', async () => {
    const root = join(__dirname, '..', '..');
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(root, 'src', 'mcp', 'mcp-stdio.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', AGENT_INBOX_URL: 'ftp://nope', AGENT_INBOX_API_KEY: 'not-a-key' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('AGENT_INBOX_URL');
    expect(stderr).toContain('AGENT_INBOX_API_KEY');
  });
});
