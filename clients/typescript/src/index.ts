import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths } from './schema';

type Schemas = components['schemas'];
export type Inbox = Schemas['InboxDto'];
export type CreatedInbox = Schemas['CreatedInboxDto'];
export type PublicInbox = Schemas['PublicInboxCreatedDto'];
export type Message = Schemas['MessageDto'];
export type MessageSummary = Schemas['MessageSummaryDto'];
export type VerificationCode = Schemas['VerificationCodeDto'];
export type ThreadSummary = Schemas['ThreadSummaryDto'];
export type Domain = Schemas['DomainDto'];
export type Webhook = Schemas['WebhookDto'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];

/** The longest single wait the service holds a request (`wait` maximum in openapi.json). */
export const MAX_WAIT_SECONDS = 60;

export interface AgentInboxOptions {
  /** The service's base URL, e.g. `https://inbox.example.com` (without `/api/v1`). */
  baseUrl: string;
  /** An API key (`ak_…`): sent as `X-API-Key`. */
  apiKey?: string;
  /** A JWT from register/login (needed only to manage API keys): sent as `Authorization: Bearer`. */
  jwt?: string;
  /** A temporary inbox's token (`temp_…`): sent as `X-Inbox-Token`. */
  inboxToken?: string;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
}

/** An error answer of the API: the envelope's `code`, message and request id, plus the HTTP status. */
export class AgentInboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AgentInboxError';
  }
}

/** `waitForCode` / `waitForMessage` ran out of time. */
export class AgentInboxTimeoutError extends Error {
  constructor(readonly timeoutSeconds: number) {
    super(`nothing arrived within ${timeoutSeconds} s`);
    this.name = 'AgentInboxTimeoutError';
  }
}

/** Which inbox to wait on: its id (with an API key or JWT) or its token (temporary inboxes, no account). */
export type InboxRef = string | { id: string } | { token: string };

export interface WaitOptions {
  /** Total seconds to wait (any length: longer waits are made of several requests). Default 60. */
  timeout?: number;
  /** Only mail after this message id or ISO timestamp (pass the previous result's message id for the next mail). */
  since?: string;
  signal?: AbortSignal;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function unwrap<T>(answer: Answer<T>): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  const envelope = (answer.error ?? {}) as Partial<ErrorEnvelope> & { request_id?: string; details?: unknown };
  throw new AgentInboxError(answer.response.status, envelope.code ?? 'HTTP_ERROR', envelope.error ?? `HTTP ${answer.response.status}`, envelope.request_id, envelope.details);
}

/** Every item of a paginated list, page after page (`next_cursor` handled for you). */
export async function* paginate<T>(loadPage: (cursor: string | undefined) => Promise<{ data: T[]; next_cursor?: string | null }>): AsyncGenerator<T> {
  let cursor: string | undefined;
  for (;;) {
    const page = await loadPage(cursor);
    yield* page.data;
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

/**
 * A typed client for the agent-inbox REST API. `api` is the raw openapi-fetch client (every
 * endpoint, typed from openapi.json); the helpers cover what raw REST makes clumsy.
 */
export function createAgentInboxClient(options: AgentInboxOptions) {
  const headers: Record<string, string> = {};
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  if (options.jwt) headers.authorization = `Bearer ${options.jwt}`;
  if (options.inboxToken) headers['x-inbox-token'] = options.inboxToken;
  const api: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), headers, ...(options.fetch ? { fetch: options.fetch } : {}) });

  /**
   * Long-polls an endpoint that takes `wait` and `since` until it answers or `timeout` runs out.
   * A 404 that arrives only after the full wait means "nothing yet" (ask again); a 404 that comes
   * sooner is a real one (no such inbox) and is thrown. 503 (a node shutting down) is retried.
   */
  async function longPoll<T>(request: (wait: number) => Promise<Answer<T>>, timeoutSeconds: number, signal?: AbortSignal): Promise<T> {
    const deadline = Date.now() + timeoutSeconds * 1000;
    for (;;) {
      signal?.throwIfAborted();
      const wait = Math.max(0, Math.min(MAX_WAIT_SECONDS, Math.floor((deadline - Date.now()) / 1000)));
      const started = Date.now();
      const answer = await request(wait);
      if (answer.response.ok) return unwrap(answer);
      const waitedOut = answer.response.status === 404 && Date.now() - started >= wait * 1000 - 50;
      const retry = waitedOut || answer.response.status === 503;
      if (!retry) unwrap(answer);
      if (Date.now() >= deadline || wait === 0) {
        if (answer.response.status === 503) unwrap(answer);
        throw new AgentInboxTimeoutError(timeoutSeconds);
      }
    }
  }

  const ref = (inbox: InboxRef): { id: string } | { token: string } => (typeof inbox === 'string' ? { id: inbox } : inbox);

  return {
    api,

    /**
     * The verification code (or confirmation link, `kind: "link"`) of the next mail that has one:
     * waits up to `timeout` seconds. Start it before triggering the mail, or pass `since`.
     */
    waitForCode(inbox: InboxRef, { timeout = MAX_WAIT_SECONDS, since, signal }: WaitOptions = {}): Promise<VerificationCode> {
      const target = ref(inbox);
      return longPoll(async (wait) => {
        const answer =
          'token' in target
            ? await api.GET('/api/v1/public/inbox/{token}/code', { params: { path: { token: target.token }, query: { wait, since } }, signal })
            : await api.GET('/api/v1/inboxes/{id}/messages/code', { params: { path: { id: target.id }, query: { wait, since } }, signal });
        const data = answer.data ? (({ success: _success, ...code }) => code)(answer.data) : undefined;
        return { data, error: answer.error, response: answer.response };
      }, timeout, signal);
    },

    /** The newest received message (after `since`), waiting up to `timeout` seconds for one. */
    waitForMessage(inbox: InboxRef, { timeout = MAX_WAIT_SECONDS, since, signal }: WaitOptions = {}): Promise<Message> {
      const target = ref(inbox);
      return longPoll(async (wait) => {
        const answer =
          'token' in target
            ? await api.GET('/api/v1/public/inbox/{token}/latest', { params: { path: { token: target.token }, query: { wait, since } }, signal })
            : await api.GET('/api/v1/inboxes/{id}/messages/latest', { params: { path: { id: target.id }, query: { wait, since } }, signal });
        return { data: answer.data?.data, error: answer.error, response: answer.response };
      }, timeout, signal);
    },

    /** Every inbox of the account, newest first. */
    inboxes(pageSize = 100): AsyncGenerator<Inbox> {
      return paginate(async (cursor) => unwrap(await api.GET('/api/v1/inboxes', { params: { query: { limit: pageSize, cursor } } })));
    },

    /** Every message of an inbox, newest first. */
    messages(inboxId: string, pageSize = 100) {
      return paginate(async (cursor) => unwrap(await api.GET('/api/v1/inboxes/{id}/messages', { params: { path: { id: inboxId }, query: { limit: pageSize, cursor } } })));
    },

    /** Every thread of an inbox, most recent activity first. */
    threads(inboxId: string, pageSize = 100): AsyncGenerator<ThreadSummary> {
      return paginate(async (cursor) => unwrap(await api.GET('/api/v1/inboxes/{id}/threads', { params: { path: { id: inboxId }, query: { limit: pageSize, cursor } } })));
    },

    /** Every custom domain of the account. */
    domains(pageSize = 100): AsyncGenerator<Domain> {
      return paginate(async (cursor) => unwrap(await api.GET('/api/v1/domains', { params: { query: { limit: pageSize, cursor } } })));
    },

    /** Every webhook of the account. */
    webhooks(pageSize = 100): AsyncGenerator<Webhook> {
      return paginate(async (cursor) => unwrap(await api.GET('/api/v1/webhooks', { params: { query: { limit: pageSize, cursor } } })));
    },
  };
}

export type AgentInboxClient = ReturnType<typeof createAgentInboxClient>;

/** The `data` of a successful answer of `client.api`, or an AgentInboxError. */
export function dataOf<T>(answer: { data?: { data: T }; error?: unknown; response: Response }): T {
  return unwrap({ data: answer.data?.data, error: answer.error, response: answer.response });
}
