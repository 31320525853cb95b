import { Logger, ValidationPipe } from '@nestjs/common';
import type { AuthenticatedUser, TokenInbox } from '../common/auth/authenticated-user';
import { unauthorized } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { toErrorResponse } from '../common/http/all-exceptions.filter';
import { PageQueryDto } from '../common/pagination/pagination';
import type { DomainsService } from '../domains/domains.service';
import { CreateDomainDto } from '../domains/dto/domain.dto';
import { CreateInboxDto, UpdateInboxDto } from '../inboxes/dto/inbox.dto';
import { InboxAccess, ownerAccess, tokenAccess } from '../common/access/inbox-access';
import type { InboxesService } from '../inboxes/inboxes.service';
import type { PublicInboxRateGuard } from '../inboxes/public-inbox-rate.guard';
import { ReplyDto, SendMessageDto } from '../mail/outbound/dto/send.dto';
import type { OutboundService } from '../mail/outbound/outbound.service';
import { CodeQueryDto, MessageListQueryDto, WaitQueryDto } from '../messages/dto/message.dto';
import type { LongPoll } from '../messages/long-poll.decorator';
import type { MessagesService } from '../messages/messages.service';
import type { ThreadsService } from '../threads/threads.service';
import { CreateWebhookDto } from '../webhooks/dto/webhook.dto';
import type { WebhooksService } from '../webhooks/webhooks.service';
import { DEFAULT_TOOL_WAIT_SECONDS, MailOperations, OperationContext, PageOf, refusePublicCreateOptions, requireInboxId, tokenInboxId, ToolErrorBody, ToolOutputs } from './tools/mail-operations';
import type { ToolArgs } from './tools/tool-definitions';

/** Who is calling the MCP endpoint, as the REST guards established it. */
export type McpCaller =
  | { kind: 'account'; user: AuthenticatedUser }
  | { kind: 'token'; inbox: TokenInbox }
  | { kind: 'anonymous' };

export interface McpServices {
  inboxes: InboxesService;
  messages: MessagesService;
  threads: ThreadsService;
  outbound: OutboundService;
  domains: DomainsService;
  webhooks: WebhooksService;
  publicInboxRate: PublicInboxRateGuard;
}

/**
 * The tools over the service methods the REST controllers call, with the same access rules:
 * arguments pass the REST DTOs' validation (same transforms, same VALIDATION_FAILED messages), the
 * caller becomes an `InboxAccess` like the guards make it, and results are the controllers' DTOs.
 */
export class ServiceMailOperations implements MailOperations {
  private readonly logger = new Logger('Mcp');

  constructor(
    private readonly services: McpServices,
    private readonly caller: McpCaller,
    private readonly request: { id: string; clientIp: string; validation: ValidationPipe },
  ) {}

  describeError(error: unknown): ToolErrorBody {
    const { status, body } = toErrorResponse(error, this.request.id);
    if (status >= 500) this.logger.error({ err: error, requestId: this.request.id }, 'MCP tool failed');
    return { code: body.code, error: body.error, ...(body.details === undefined ? {} : { details: body.details }) };
  }

  async create_inbox(args: ToolArgs<'create_inbox'>): Promise<ToolOutputs['create_inbox']> {
    if (this.caller.kind === 'account') return this.services.inboxes.create(this.caller.user.userId, await this.dto(CreateInboxDto, args));
    refusePublicCreateOptions(args);
    await this.services.publicInboxRate.consume(this.request.clientIp);
    return this.services.inboxes.createPublic();
  }

  async list_inboxes(args: ToolArgs<'list_inboxes'>): Promise<ToolOutputs['list_inboxes']> {
    return pageOf(await this.services.inboxes.list(this.account().userId, await this.dto(PageQueryDto, args)));
  }

  async get_inbox(args: ToolArgs<'get_inbox'>): Promise<ToolOutputs['get_inbox']> {
    if (this.caller.kind === 'token') {
      tokenInboxId(this.caller.inbox.id, args.inbox_id);
      return this.services.inboxes.getPublic(this.caller.inbox, await this.dto(PageQueryDto, {}));
    }
    return this.services.inboxes.get(ownerAccess(this.account().userId, requireInboxId(args.inbox_id)));
  }

  async extend_inbox(args: ToolArgs<'extend_inbox'>): Promise<ToolOutputs['extend_inbox']> {
    return this.services.inboxes.updateTtl(this.account().userId, args.inbox_id, await this.dto(UpdateInboxDto, { ttl_minutes: args.ttl_minutes }));
  }

  async delete_inbox(args: ToolArgs<'delete_inbox'>): Promise<ToolOutputs['delete_inbox']> {
    if (this.caller.kind === 'token') {
      tokenInboxId(this.caller.inbox.id, args.inbox_id);
      await this.services.inboxes.remove(tokenAccess(this.caller.inbox));
      return { inbox_id: this.caller.inbox.id };
    }
    const inboxId = requireInboxId(args.inbox_id);
    await this.services.inboxes.remove(ownerAccess(this.account().userId, inboxId));
    return { inbox_id: inboxId };
  }

  async list_messages(args: ToolArgs<'list_messages'>): Promise<ToolOutputs['list_messages']> {
    const { inbox_id, ...query } = args;
    return pageOf(await this.services.messages.list(this.inboxAccess(inbox_id), await this.dto(MessageListQueryDto, query)));
  }

  async get_message(args: ToolArgs<'get_message'>): Promise<ToolOutputs['get_message']> {
    return this.services.messages.get(this.inboxAccess(args.inbox_id), args.message_id);
  }

  async wait_for_message(args: ToolArgs<'wait_for_message'>, context: OperationContext): Promise<ToolOutputs['wait_for_message']> {
    const { inbox_id, timeout_seconds, ...filters } = args;
    const query = await this.dto(WaitQueryDto, { ...filters, wait: timeout_seconds ?? DEFAULT_TOOL_WAIT_SECONDS });
    return this.services.messages.latest(this.inboxAccess(inbox_id), query, longPoll(context));
  }

  async get_code(args: ToolArgs<'get_code'>, context: OperationContext): Promise<ToolOutputs['get_code']> {
    const { inbox_id, ...filters } = args;
    return this.services.messages.code(this.inboxAccess(inbox_id), await this.dto(CodeQueryDto, { ...filters, wait: 0 }), longPoll(context));
  }

  async wait_for_code(args: ToolArgs<'wait_for_code'>, context: OperationContext): Promise<ToolOutputs['wait_for_code']> {
    const { inbox_id, timeout_seconds, ...filters } = args;
    const query = await this.dto(CodeQueryDto, { ...filters, wait: timeout_seconds ?? DEFAULT_TOOL_WAIT_SECONDS });
    return this.services.messages.code(this.inboxAccess(inbox_id), query, longPoll(context));
  }

  async list_threads(args: ToolArgs<'list_threads'>): Promise<ToolOutputs['list_threads']> {
    return pageOf(await this.services.threads.list(this.inboxAccess(args.inbox_id), await this.dto(PageQueryDto, { limit: args.limit, cursor: args.cursor })));
  }

  async get_thread(args: ToolArgs<'get_thread'>): Promise<ToolOutputs['get_thread']> {
    return this.services.threads.get(this.inboxAccess(args.inbox_id), args.thread_id);
  }

  async send_message(args: ToolArgs<'send_message'>): Promise<ToolOutputs['send_message']> {
    const { inbox_id, ...message } = args;
    return this.services.outbound.send(this.account().userId, inbox_id, await this.dto(SendMessageDto, message));
  }

  async reply_to_message(args: ToolArgs<'reply_to_message'>): Promise<ToolOutputs['reply_to_message']> {
    const { inbox_id, thread_id, ...reply } = args;
    return this.services.outbound.reply(this.account().userId, inbox_id, thread_id, await this.dto(ReplyDto, reply));
  }

  async list_domains(args: ToolArgs<'list_domains'>): Promise<ToolOutputs['list_domains']> {
    return pageOf(await this.services.domains.list(this.account().userId, await this.dto(PageQueryDto, args)));
  }

  async create_domain(args: ToolArgs<'create_domain'>): Promise<ToolOutputs['create_domain']> {
    return this.services.domains.create(this.account().userId, await this.dto(CreateDomainDto, args));
  }

  async verify_domain(args: ToolArgs<'verify_domain'>): Promise<ToolOutputs['verify_domain']> {
    return this.services.domains.verify(this.account().userId, args.domain_id);
  }

  async list_webhooks(args: ToolArgs<'list_webhooks'>): Promise<ToolOutputs['list_webhooks']> {
    return pageOf(await this.services.webhooks.list(this.account().userId, await this.dto(PageQueryDto, args)));
  }

  async create_webhook(args: ToolArgs<'create_webhook'>): Promise<ToolOutputs['create_webhook']> {
    return this.services.webhooks.create(this.account().userId, await this.dto(CreateWebhookDto, args));
  }

  async delete_webhook(args: ToolArgs<'delete_webhook'>): Promise<ToolOutputs['delete_webhook']> {
    await this.services.webhooks.remove(this.account().userId, args.webhook_id);
    return { webhook_id: args.webhook_id };
  }

  /** Account-only tools are not even listed for other callers; this guards a direct call anyway. */
  private account(): AuthenticatedUser {
    if (this.caller.kind !== 'account') throw unauthorized('This tool needs an API key or JWT');
    return this.caller.user;
  }

  private inboxAccess(inboxId: string | undefined): InboxAccess {
    if (this.caller.kind === 'token') {
      tokenInboxId(this.caller.inbox.id, inboxId);
      return tokenAccess(this.caller.inbox);
    }
    return ownerAccess(this.account().userId, requireInboxId(inboxId));
  }

  /** The REST DTO's validation and transforms (lower-cased prefix, trimmed URL, …), with its error messages. */
  private async dto<T extends object>(metatype: new () => T, value: Record<string, unknown>): Promise<T> {
    const defined = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
    return (await this.request.validation.transform(defined, { type: 'body', metatype })) as T;
  }
}

function pageOf<T>(page: Page<T>): PageOf<T> {
  return { items: page.items, next_cursor: page.nextCursor, has_more: page.nextCursor !== null };
}

function longPoll(context: OperationContext): LongPoll {
  return { signal: context.signal, endConnection: () => context.endConnection() };
}
