import { Module } from '@nestjs/common';
import { JwtOrApiKeyGuard } from '../common/auth/guards';
import { InboxTokenGuard } from '../common/auth/inbox-token.guard';
import { DomainsModule } from '../domains/domains.module';
import { InboxesModule } from '../inboxes/inboxes.module';
import { OutboundModule } from '../mail/outbound/outbound.module';
import { MessagesModule } from '../messages/messages.module';
import { ThreadsModule } from '../threads/threads.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { McpCallerGuard } from './mcp-caller.guard';
import { McpController } from './mcp.controller';
import { McpToolsFactory } from './mcp-tools.factory';

/** The MCP server at `/mcp` (Streamable HTTP, stateless): thin tools over the same services as REST. */
@Module({
  imports: [InboxesModule, MessagesModule, ThreadsModule, OutboundModule, DomainsModule, WebhooksModule],
  controllers: [McpController],
  providers: [McpToolsFactory, McpCallerGuard, JwtOrApiKeyGuard, InboxTokenGuard],
})
export class McpModule {}
