import { AppConfig, buildConfig } from './app-config';
import { buildMcpStdioConfig, McpStdioConfig } from './mcp-stdio-config';

/** The only place that reads process.env. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  return buildConfig({ ...process.env, ...overrides });
}

/** The stdio MCP entry's configuration (AGENT_INBOX_URL and a credential), from the environment. */
export function loadMcpStdioConfig(): McpStdioConfig {
  return buildMcpStdioConfig({ ...process.env });
}
