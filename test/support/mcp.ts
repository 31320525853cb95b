import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { join } from 'node:path';

export type McpCredentials = { apiKey?: string; bearer?: string; inboxToken?: string };

/** An official SDK client over Streamable HTTP to the test app's `/mcp`, with REST-style credentials. */
export async function connectHttp(baseUrl: string, credentials: McpCredentials = {}): Promise<Client> {
  const headers: Record<string, string> = {};
  if (credentials.apiKey) headers['x-api-key'] = credentials.apiKey;
  if (credentials.bearer) headers.authorization = `Bearer ${credentials.bearer}`;
  if (credentials.inboxToken) headers['x-inbox-token'] = credentials.inboxToken;
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers } }));
  return client;
}

/**
 * An official SDK client over stdio: spawns the stdio entry (from source, through swc) pointed at
 * the live test app's REST API, as an agent host would spawn `agent-inbox-mcp`.
 */
export async function connectStdio(baseUrl: string, credentials: { apiKey?: string; inboxToken?: string } = {}): Promise<Client> {
  const root = join(__dirname, '..', '..');
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', AGENT_INBOX_URL: baseUrl };
  if (credentials.apiKey) env.AGENT_INBOX_API_KEY = credentials.apiKey;
  if (credentials.inboxToken) env.AGENT_INBOX_TOKEN = credentials.inboxToken;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['-r', '@swc-node/register', join(root, 'src', 'mcp', 'mcp-stdio.ts')],
    cwd: root,
    env,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'e2e-stdio', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The text of a tool result's first content item. */
export function textOf(result: unknown): string {
  const content = (result as CallToolResult).content;
  const first = content[0];
  return first && first.type === 'text' ? first.text : '';
}

/** A tool error's REST envelope (`{ success: false, error, code }`). */
export function errorOf(result: unknown): { success: false; error: string; code: string } {
  expect((result as CallToolResult).isError).toBe(true);
  return JSON.parse(textOf(result));
}

export function structuredOf<T = any>(result: unknown): T {
  expect((result as CallToolResult).isError).toBeFalsy();
  return (result as CallToolResult).structuredContent as T;
}

/** The content between the result's untrusted-mail markers (checks they pair up with one nonce). */
export function untrustedBlock(text: string): { nonce: string; body: string; before: string } {
  const open = /<untrusted_email_content id="([0-9a-f]{32})">\n/.exec(text);
  if (!open) throw new Error(`no untrusted wrapper in: ${text}`);
  const nonce = open[1]!;
  const close = `\n</untrusted_email_content id="${nonce}">`;
  const end = text.indexOf(close);
  if (end < 0 || !text.endsWith(close)) throw new Error('wrapper not closed at the end');
  return { nonce, body: text.slice(open.index + open[0].length, end), before: text.slice(0, open.index) };
}
