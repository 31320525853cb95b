import { Injectable } from '@nestjs/common';
import { createValidationPipe } from '../common/http/validation';
import { DomainsService } from '../domains/domains.service';
import { InboxesService } from '../inboxes/inboxes.service';
import { PublicInboxRateGuard } from '../inboxes/public-inbox-rate.guard';
import { OutboundService } from '../mail/outbound/outbound.service';
import { MessagesService } from '../messages/messages.service';
import { ThreadsService } from '../threads/threads.service';
import { WebhooksService } from '../webhooks/webhooks.service';
import { McpCaller, McpServices, ServiceMailOperations } from './service-mail-operations';

/** Builds the per-request tool implementations over the application's services. */
@Injectable()
export class McpToolsFactory {
  private readonly services: McpServices;
  private readonly validation = createValidationPipe();

  constructor(
    inboxes: InboxesService,
    messages: MessagesService,
    threads: ThreadsService,
    outbound: OutboundService,
    domains: DomainsService,
    webhooks: WebhooksService,
    publicInboxRate: PublicInboxRateGuard,
  ) {
    this.services = { inboxes, messages, threads, outbound, domains, webhooks, publicInboxRate };
  }

  operationsFor(caller: McpCaller, request: { id: string; clientIp: string }): ServiceMailOperations {
    return new ServiceMailOperations(this.services, caller, { ...request, validation: this.validation });
  }
}
