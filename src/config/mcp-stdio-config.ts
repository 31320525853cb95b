import { plainToInstance } from 'class-transformer';
import { IsOptional, Matches, validateSync } from 'class-validator';
import { ConfigError } from './app-config';

/**
 * Configuration of the stdio MCP entry (`agent-inbox-mcp`), which runs beside an agent host and
 * talks to a running service's REST API. Not the service's own configuration: these variables are
 * set in the agent host's MCP server entry. Built once at start-up by `loadMcpStdioConfig()`.
 */
export class McpStdioConfig {
  /** Base URL of a running agent-inbox service (without /api/v1). */
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/i, { message: 'AGENT_INBOX_URL must be an http(s) URL such as https://inbox.example.com' })
  AGENT_INBOX_URL = 'http://localhost:3000';

  /** An API key: every tool, for the whole account. */
  @IsOptional()
  @Matches(/^ak_[A-Za-z0-9_-]{8,200}$/, { message: 'AGENT_INBOX_API_KEY must be an API key (ak_...)' })
  AGENT_INBOX_API_KEY?: string;

  /** Or a temporary inbox's token: the tools of that one inbox. */
  @IsOptional()
  @Matches(/^temp_[A-Za-z0-9_-]{8,200}$/, { message: 'AGENT_INBOX_TOKEN must be a temporary inbox token (temp_...)' })
  AGENT_INBOX_TOKEN?: string;

  /** The REST API's base, e.g. https://inbox.example.com/api/v1. */
  get apiBase(): string {
    return `${this.AGENT_INBOX_URL.replace(/\/+$/, '')}/api/v1`;
  }
}

export const MCP_STDIO_VARIABLES = ['AGENT_INBOX_URL', 'AGENT_INBOX_API_KEY', 'AGENT_INBOX_TOKEN'] as const;

/** Builds and validates the stdio entry's configuration. Throws ConfigError naming each bad variable. */
export function buildMcpStdioConfig(env: Record<string, string | undefined>): McpStdioConfig {
  const picked: Record<string, string> = {};
  for (const key of MCP_STDIO_VARIABLES) {
    const value = env[key]?.trim();
    if (value) picked[key] = value;
  }
  const config = plainToInstance(McpStdioConfig, picked, { exposeDefaultValues: true });
  const problems = validateSync(config, { forbidUnknownValues: false }).map(
    (e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`,
  );
  if (config.AGENT_INBOX_API_KEY && config.AGENT_INBOX_TOKEN) problems.push('  AGENT_INBOX_API_KEY / AGENT_INBOX_TOKEN: set one, not both');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return config;
}
