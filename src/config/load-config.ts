import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { AppConfig, buildConfig } from './app-config';
import { buildMcpStdioConfig, McpStdioConfig } from './mcp-stdio-config';

/** Where `loadConfig` looks for a dotenv file: `.env` in the working directory. */
export const ENV_FILE = '.env';

/**
 * Variables from a dotenv file (`KEY=value` lines, `#` comments, quoted values; Node's own
 * parser), or none when there is no such file.
 */
export function readEnvFile(path: string): Record<string, string> {
  const file = resolve(path);
  if (!existsSync(file)) return {};
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * With the two functions below, the only place that reads process.env. Variables set in the real environment win; `.env` in
 * the working directory (if present) fills in the ones that are not set, as `node --env-file` does.
 */
export function loadConfig(overrides: Record<string, string | undefined> = {}, envFile: string = ENV_FILE): AppConfig {
  return buildConfig({ ...readEnvFile(envFile), ...process.env, ...overrides });
}

/** The stdio MCP entry's configuration (AGENT_INBOX_URL and a credential), from the environment. */
export function loadMcpStdioConfig(): McpStdioConfig {
  return buildMcpStdioConfig({ ...process.env });
}

/**
 * The environment a child process of the service starts with (the migration process): this
 * process's own, with `overrides` (values the configuration resolved, e.g. an embedded database's
 * URL) on top.
 */
export function childProcessEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
