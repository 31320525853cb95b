import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './app-config';
import { buildMcpStdioConfig, MCP_STDIO_VARIABLES } from './mcp-stdio-config';

describe('stdio MCP entry configuration', () => {
  it('defaults to a local service and no credential', () => {
    const config = buildMcpStdioConfig({});
    expect(config.AGENT_INBOX_URL).toBe('http://localhost:3000');
    expect(config.AGENT_INBOX_API_KEY).toBeUndefined();
    expect(config.apiBase).toBe('http://localhost:3000/api/v1');
  });

  it('takes a URL with a path and trailing slashes, and a key', () => {
    const config = buildMcpStdioConfig({ AGENT_INBOX_URL: ' https://mail.example.com/inbox/ ', AGENT_INBOX_API_KEY: 'ak_Xk3v9QpLr2abcdef' });
    expect(config.apiBase).toBe('https://mail.example.com/inbox/api/v1');
    expect(config.AGENT_INBOX_API_KEY).toBe('ak_Xk3v9QpLr2abcdef');
  });

  it.each([
    [{ AGENT_INBOX_URL: 'ftp://example.com' }, 'AGENT_INBOX_URL'],
    [{ AGENT_INBOX_URL: 'localhost:3000' }, 'AGENT_INBOX_URL'],
    [{ AGENT_INBOX_API_KEY: 'temp_abcdefghijkl' }, 'AGENT_INBOX_API_KEY'],
    [{ AGENT_INBOX_TOKEN: 'ak_abcdefghijkl' }, 'AGENT_INBOX_TOKEN'],
    [{ AGENT_INBOX_API_KEY: 'ak_abcdefghijkl', AGENT_INBOX_TOKEN: 'temp_abcdefghijkl' }, 'set one, not both'],
  ])('refuses %j naming the problem', (env, mention) => {
    expect(() => buildMcpStdioConfig(env)).toThrow(ConfigError);
    expect(() => buildMcpStdioConfig(env)).toThrow(mention);
  });

  it('documents every variable in the README', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    expect(MCP_STDIO_VARIABLES.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });
});
