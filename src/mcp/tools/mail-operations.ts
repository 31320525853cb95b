import type { DomainDto, DomainVerificationDto } from '../../domains/dto/domain.dto';
import type { CreatedInboxDto, InboxDto, PublicInboxCreatedDto, PublicInboxDto } from '../../inboxes/dto/inbox.dto';
import type { OutboundMessageDto } from '../../mail/outbound/dto/send.dto';
import type { MessageDto, MessageSummaryDto, VerificationCodeDto } from '../../messages/dto/message.dto';
import type { ThreadDto, ThreadSummaryDto } from '../../threads/dto/thread.dto';
import type { WebhookCreatedDto, WebhookDto } from '../../webhooks/dto/webhook.dto';
import { ErrorCode, notFound, unauthorized, validationFailed } from '../../common/errors/domain-error';
import type { ToolArgs, ToolName } from './tool-definitions';

/** Default wait of wait_for_message / wait_for_code (here, not beside the zod schemas, so the HTTP app need not load zod before the first MCP call). */
export const DEFAULT_TOOL_WAIT_SECONDS = 30;

/** One page of a list, as the REST envelope carries it beside `data`. */
export interface PageOf<T> {
  items: T[];
  next_cursor: string | null;
  has_more: boolean;
}

/** What each tool's operation answers: the REST API's response DTOs, whichever transport runs it. */
export interface ToolOutputs {
  create_inbox: CreatedInboxDto | PublicInboxCreatedDto;
  list_inboxes: PageOf<InboxDto>;
  get_inbox: InboxDto | PublicInboxDto;
  extend_inbox: InboxDto;
  delete_inbox: { inbox_id: string };
  list_messages: PageOf<MessageSummaryDto>;
  get_message: MessageDto;
  wait_for_message: MessageDto;
  get_code: VerificationCodeDto;
  wait_for_code: VerificationCodeDto;
  list_threads: PageOf<ThreadSummaryDto>;
  get_thread: ThreadDto;
  send_message: OutboundMessageDto;
  reply_to_message: OutboundMessageDto;
  list_domains: PageOf<DomainDto>;
  create_domain: DomainDto;
  verify_domain: DomainVerificationDto;
  list_webhooks: PageOf<WebhookDto>;
  create_webhook: WebhookCreatedDto;
  delete_webhook: { webhook_id: string };
}

export interface OperationContext {
  /** Fires when the MCP request is cancelled or its connection goes away: stop waiting. */
  signal: AbortSignal;
  /** Close the HTTP connection after this answer (a wait cut short by shutdown). */
  endConnection(): void;
}

/** The REST error envelope's fields: a tool error carries exactly these. */
export interface ToolErrorBody {
  code: ErrorCode | string;
  error: string;
  details?: unknown;
}

/**
 * The tools' behaviour behind one interface, implemented twice: by the service methods the REST
 * controllers call (HTTP transport, in the service) and by calls to a running service's REST API
 * (stdio transport). Both return the same DTOs.
 */
export type MailOperations = { [N in ToolName]: (args: ToolArgs<N>, context: OperationContext) => Promise<ToolOutputs[N]> } & {
  /** Maps anything an operation threw to the REST envelope's code and message. */
  describeError(error: unknown): ToolErrorBody;
};

/**
 * Without an account only the public operation exists: a default 60-minute temporary inbox, exactly
 * like `POST /public/inbox`, which takes no options.
 */
export function refusePublicCreateOptions(args: ToolArgs<'create_inbox'>): void {
  if (args.type === 'persistent' || args.prefix !== undefined || args.domain !== undefined || args.ttl_minutes !== undefined) {
    throw unauthorized('Without an API key only a default temporary inbox can be created (no type persistent, prefix, domain or ttl_minutes); send an API key for more');
  }
}

/** With an inbox token, `inbox_id` may be omitted and must otherwise name the token's inbox (404 like REST). */
export function tokenInboxId(tokenInbox: string, requested: string | undefined): string {
  if (requested !== undefined && requested !== tokenInbox) throw notFound('inbox');
  return tokenInbox;
}

/** With an account, every inbox tool needs `inbox_id`. */
export function requireInboxId(requested: string | undefined): string {
  if (requested === undefined) throw validationFailed('inbox_id is required', ['inbox_id is required']);
  return requested;
}
