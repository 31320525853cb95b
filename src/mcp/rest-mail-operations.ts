import { DomainError, ErrorCode } from '../common/errors/domain-error';
import type { McpStdioConfig } from '../config/mcp-stdio-config';
import { MailOperations, OperationContext, PageOf, refusePublicCreateOptions, requireInboxId, tokenInboxId, ToolErrorBody, ToolOutputs } from './tools/mail-operations';
import { Audience, DEFAULT_TOOL_WAIT_SECONDS, ToolArgs } from './tools/tool-definitions';

/** An error envelope answered by the REST API: its code and message are passed on unchanged. */
export class RestApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'RestApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;
type Answer = 'data' | 'page' | 'top' | 'none';

const enc = encodeURIComponent;

/**
 * The tools over a running service's REST API, for the stdio entry. The service applies every rule
 * (validation, ownership, token scope, rate limits); this only picks the endpoint, passes the
 * credential and turns the envelope back into the DTO, or its error into the same tool error.
 */
export class RestMailOperations implements MailOperations {
  private tokenInbox: Promise<string> | null = null;

  constructor(
    private readonly config: McpStdioConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get audience(): Audience {
    if (this.config.AGENT_INBOX_API_KEY) return 'account';
    if (this.config.AGENT_INBOX_TOKEN) return 'token';
    return 'anonymous';
  }

  describeError(error: unknown): ToolErrorBody {
    if (error instanceof RestApiError) return { code: error.code, error: error.message, ...(error.details === undefined ? {} : { details: error.details }) };
    if (error instanceof DomainError) return { code: error.code, error: error.message, ...(error.details === undefined ? {} : { details: error.details }) };
    if (error instanceof Error && error.name === 'AbortError') return { code: ErrorCode.SERVICE_UNAVAILABLE, error: 'request cancelled' };
    const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { code: ErrorCode.SERVICE_UNAVAILABLE, error: `cannot reach the agent-inbox service at ${this.config.AGENT_INBOX_URL}: ${reason}` };
  }

  async create_inbox(args: ToolArgs<'create_inbox'>): Promise<ToolOutputs['create_inbox']> {
    if (this.audience === 'account') return this.call('POST', '/inboxes', { body: args });
    refusePublicCreateOptions(args);
    return this.call('POST', '/public/inbox', { anonymous: true });
  }

  list_inboxes(args: ToolArgs<'list_inboxes'>): Promise<ToolOutputs['list_inboxes']> {
    return this.call('GET', '/inboxes', { query: args, answer: 'page' });
  }

  async get_inbox(args: ToolArgs<'get_inbox'>): Promise<ToolOutputs['get_inbox']> {
    if (this.config.AGENT_INBOX_TOKEN) {
      tokenInboxId(await this.tokenInboxId(), args.inbox_id);
      return this.call('GET', `/public/inbox/${enc(this.config.AGENT_INBOX_TOKEN)}`);
    }
    return this.call('GET', `/inboxes/${enc(requireInboxId(args.inbox_id))}`);
  }

  extend_inbox(args: ToolArgs<'extend_inbox'>): Promise<ToolOutputs['extend_inbox']> {
    return this.call('PATCH', `/inboxes/${enc(args.inbox_id)}`, { body: { ttl_minutes: args.ttl_minutes } });
  }

  async delete_inbox(args: ToolArgs<'delete_inbox'>): Promise<ToolOutputs['delete_inbox']> {
    if (this.config.AGENT_INBOX_TOKEN) {
      const inboxId = tokenInboxId(await this.tokenInboxId(), args.inbox_id);
      await this.call('DELETE', `/public/inbox/${enc(this.config.AGENT_INBOX_TOKEN)}`, { answer: 'none' });
      return { inbox_id: inboxId };
    }
    const inboxId = requireInboxId(args.inbox_id);
    await this.call('DELETE', `/inboxes/${enc(inboxId)}`, { answer: 'none' });
    return { inbox_id: inboxId };
  }

  async list_messages(args: ToolArgs<'list_messages'>): Promise<ToolOutputs['list_messages']> {
    const { inbox_id: _inboxId, ...query } = args;
    if (this.config.AGENT_INBOX_TOKEN) return this.call('GET', `/public/inbox/${enc(await this.inboxId(args.inbox_id))}/messages`, { query, answer: 'page' });
    return this.call('GET', `/inboxes/${enc(await this.inboxId(args.inbox_id))}/messages`, { query, answer: 'page' });
  }

  async get_message(args: ToolArgs<'get_message'>): Promise<ToolOutputs['get_message']> {
    return this.call('GET', `/inboxes/${enc(await this.inboxId(args.inbox_id))}/messages/${enc(args.message_id)}`);
  }

  async wait_for_message(args: ToolArgs<'wait_for_message'>, context: OperationContext): Promise<ToolOutputs['wait_for_message']> {
    const { inbox_id: _inboxId, timeout_seconds, ...filters } = args;
    const query = { ...filters, wait: timeout_seconds ?? DEFAULT_TOOL_WAIT_SECONDS };
    return this.call('GET', `${await this.inboxPath(args.inbox_id)}/latest`, { query, signal: context.signal });
  }

  async get_code(args: ToolArgs<'get_code'>, context: OperationContext): Promise<ToolOutputs['get_code']> {
    const { inbox_id: _inboxId, ...query } = args;
    return this.call('GET', `${await this.inboxPath(args.inbox_id)}/code`, { query, answer: 'top', signal: context.signal });
  }

  async wait_for_code(args: ToolArgs<'wait_for_code'>, context: OperationContext): Promise<ToolOutputs['wait_for_code']> {
    const { inbox_id: _inboxId, timeout_seconds, ...filters } = args;
    const query = { ...filters, wait: timeout_seconds ?? DEFAULT_TOOL_WAIT_SECONDS };
    return this.call('GET', `${await this.inboxPath(args.inbox_id)}/code`, { query, answer: 'top', signal: context.signal });
  }

  async list_threads(args: ToolArgs<'list_threads'>): Promise<ToolOutputs['list_threads']> {
    return this.call('GET', `/inboxes/${enc(await this.inboxId(args.inbox_id))}/threads`, { query: { limit: args.limit, cursor: args.cursor }, answer: 'page' });
  }

  async get_thread(args: ToolArgs<'get_thread'>): Promise<ToolOutputs['get_thread']> {
    return this.call('GET', `/inboxes/${enc(await this.inboxId(args.inbox_id))}/threads/${enc(args.thread_id)}`);
  }

  send_message(args: ToolArgs<'send_message'>): Promise<ToolOutputs['send_message']> {
    const { inbox_id, ...message } = args;
    return this.call('POST', `/inboxes/${enc(inbox_id)}/messages`, { body: message });
  }

  reply_to_message(args: ToolArgs<'reply_to_message'>): Promise<ToolOutputs['reply_to_message']> {
    const { inbox_id, thread_id, ...reply } = args;
    return this.call('POST', `/inboxes/${enc(inbox_id)}/threads/${enc(thread_id)}/reply`, { body: reply });
  }

  list_domains(args: ToolArgs<'list_domains'>): Promise<ToolOutputs['list_domains']> {
    return this.call('GET', '/domains', { query: args, answer: 'page' });
  }

  create_domain(args: ToolArgs<'create_domain'>): Promise<ToolOutputs['create_domain']> {
    return this.call('POST', '/domains', { body: args });
  }

  verify_domain(args: ToolArgs<'verify_domain'>): Promise<ToolOutputs['verify_domain']> {
    return this.call('GET', `/domains/${enc(args.domain_id)}/verify`);
  }

  list_webhooks(args: ToolArgs<'list_webhooks'>): Promise<ToolOutputs['list_webhooks']> {
    return this.call('GET', '/webhooks', { query: args, answer: 'page' });
  }

  create_webhook(args: ToolArgs<'create_webhook'>): Promise<ToolOutputs['create_webhook']> {
    return this.call('POST', '/webhooks', { body: args });
  }

  async delete_webhook(args: ToolArgs<'delete_webhook'>): Promise<ToolOutputs['delete_webhook']> {
    await this.call('DELETE', `/webhooks/${enc(args.webhook_id)}`, { answer: 'none' });
    return { webhook_id: args.webhook_id };
  }

  /** The inbox a call is about: the token's own (by id) or the one named. */
  private async inboxId(requested: string | undefined): Promise<string> {
    if (this.config.AGENT_INBOX_TOKEN) return tokenInboxId(await this.tokenInboxId(), requested);
    return requireInboxId(requested);
  }

  /** `…/messages` of the inbox: by token on the public paths, by id with an API key. */
  private async inboxPath(requested: string | undefined): Promise<string> {
    if (this.config.AGENT_INBOX_TOKEN) {
      tokenInboxId(await this.tokenInboxId(), requested);
      return `/public/inbox/${enc(this.config.AGENT_INBOX_TOKEN)}`;
    }
    return `/inboxes/${enc(requireInboxId(requested))}/messages`;
  }

  /** The token's inbox id, asked once (an unknown or expired token is the service's 404). */
  private tokenInboxId(): Promise<string> {
    this.tokenInbox ??= this.call<{ id: string }>('GET', `/public/inbox/${enc(this.config.AGENT_INBOX_TOKEN ?? '')}`, { query: { limit: 1 } }).then(
      (inbox) => inbox.id,
      (error: unknown) => {
        this.tokenInbox = null;
        throw error;
      },
    );
    return this.tokenInbox;
  }

  private async call<T>(
    method: string,
    path: string,
    options: { query?: Query; body?: unknown; answer?: Answer; signal?: AbortSignal; anonymous?: boolean } = {},
  ): Promise<T> {
    const url = new URL(`${this.config.apiBase}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'agent-inbox-mcp' };
    if (!options.anonymous && this.config.AGENT_INBOX_API_KEY) headers['x-api-key'] = this.config.AGENT_INBOX_API_KEY;
    if (!options.anonymous && this.config.AGENT_INBOX_TOKEN) headers['x-inbox-token'] = this.config.AGENT_INBOX_TOKEN;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(Object.fromEntries(Object.entries(options.body as Record<string, unknown>).filter(([, v]) => v !== undefined)));
    }
    const response = await this.fetchImpl(url, { method, headers, body, signal: options.signal });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new RestApiError(response.status, ErrorCode.INTERNAL, `unexpected answer from ${url.origin} (HTTP ${response.status}, not JSON)`);
    }
    if (!response.ok || parsed.success === false) {
      throw new RestApiError(response.status, String(parsed.code ?? ErrorCode.INTERNAL), String(parsed.error ?? `HTTP ${response.status}`), parsed.details);
    }
    switch (options.answer ?? 'data') {
      case 'page':
        return { items: parsed.data, next_cursor: parsed.next_cursor ?? null, has_more: Boolean(parsed.has_more) } as PageOf<unknown> as T;
      case 'top': {
        const { success: _success, ...rest } = parsed;
        return rest as T;
      }
      case 'none':
        return undefined as T;
      case 'data':
        return parsed.data as T;
    }
  }
}
