#!/usr/bin/env node
import 'reflect-metadata';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ConfigError } from '../config/app-config';
import { loadMcpStdioConfig } from '../config/load-config';
import { createMcpServer } from './mcp-server';
import { RestMailOperations } from './rest-mail-operations';

/**
 * `agent-inbox-mcp`: the same MCP tools over stdio, for agent hosts that start a local process.
 * Each tool calls a running service's REST API (AGENT_INBOX_URL) with AGENT_INBOX_API_KEY or
 * AGENT_INBOX_TOKEN. Stdout carries only the protocol; messages for people go to stderr.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadMcpStdioConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`agent-inbox-mcp: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const operations = new RestMailOperations(config);
  const server = createMcpServer(operations, operations.audience);
  const transport = new StdioServerTransport();
  transport.onclose = () => process.exit(0);
  process.stdin.once('end', () => process.exit(0));
  await server.connect(transport);
  process.stderr.write(`agent-inbox-mcp: serving ${operations.audience} tools for ${config.AGENT_INBOX_URL}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`agent-inbox-mcp failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
