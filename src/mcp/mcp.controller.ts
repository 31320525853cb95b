import { Body, Controller, Delete, Get, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser, TokenInbox } from '../common/auth/authenticated-user';
import { McpCallerGuard, mcpCallerOf } from './mcp-caller.guard';
import { McpToolsFactory } from './mcp-tools.factory';

/**
 * The MCP SDK, zod and the tool schemas, loaded on the first MCP call: they cost ~10 MiB of heap
 * in every API process that never serves one.
 */
let mcpRuntime: Promise<{ createMcpServer: typeof import('./mcp-server').createMcpServer; Transport: typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport }> | null = null;
function loadMcpRuntime(): NonNullable<typeof mcpRuntime> {
  mcpRuntime ??= Promise.all([import('./mcp-server'), import('@modelcontextprotocol/sdk/server/streamableHttp.js')]).then(
    ([server, transport]) => ({ createMcpServer: server.createMcpServer, Transport: transport.StreamableHTTPServerTransport }),
    (error: unknown) => {
      mcpRuntime = null;
      throw error;
    },
  );
  return mcpRuntime;
}

/** JSON-RPC error for methods a stateless server does not offer (as the SDK's stateless examples answer). */
const METHOD_NOT_ALLOWED = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; POST JSON-RPC requests to /mcp' }, id: null };

/**
 * MCP over Streamable HTTP at `/mcp`, stateless: every POST gets a fresh server and transport, so
 * any node behind a load balancer answers any request (no session state in memory). Responses are
 * plain JSON (no SSE stream), long waits included.
 */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  private readonly logger = new Logger('Mcp');

  constructor(private readonly tools: McpToolsFactory) {}

  @Post()
  @UseGuards(McpCallerGuard)
  async handle(@Req() request: FastifyRequest & { user?: AuthenticatedUser; inbox?: TokenInbox }, @Res() reply: FastifyReply, @Body() body: unknown): Promise<void> {
    const { createMcpServer, Transport } = await loadMcpRuntime();
    const caller = mcpCallerOf(request);
    const disconnected = new AbortController();
    const raw = reply.raw;
    raw.once('close', () => {
      if (!raw.writableFinished) disconnected.abort();
    });
    const server = createMcpServer(this.tools.operationsFor(caller, { id: String(request.id), clientIp: request.ip }), caller.kind, {
      signal: disconnected.signal,
      endConnection: () => {
        if (!raw.headersSent) raw.setHeader('connection', 'close');
      },
    });
    const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    // Headers set so far (request id, security headers, the request budget's RateLimit-*) go out
    // with the transport's own answer.
    const pending = reply.getHeaders();
    reply.hijack();
    for (const [name, value] of Object.entries(pending)) if (value !== undefined) raw.setHeader(name, value as string | string[] | number);
    raw.setHeader('x-request-id', String(request.id));
    raw.once('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, raw, body);
    } catch (error) {
      this.logger.error({ err: error, requestId: request.id }, 'MCP request failed');
      if (!raw.headersSent) {
        raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal server error' }, id: null }));
      }
    }
  }

  @Get()
  getNotAllowed(@Res() reply: FastifyReply): void {
    void reply.status(405).header('allow', 'POST').send(METHOD_NOT_ALLOWED);
  }

  @Delete()
  deleteNotAllowed(@Res() reply: FastifyReply): void {
    void reply.status(405).header('allow', 'POST').send(METHOD_NOT_ALLOWED);
  }
}
