// The viewer talks only to the public HTTP API, with the user's own credential: an inbox token
// (X-Inbox-Token), a JWT from sign-in, or an API key. Nothing else is sent anywhere.

const BASE = '/api/v1';

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** credential: { kind: 'token', token } | { kind: 'jwt', value } | { kind: 'key', value } */
export class Api {
  constructor(credential) {
    this.credential = credential;
  }

  headers(extra = {}) {
    const c = this.credential;
    const headers = { ...extra };
    if (c?.kind === 'token') headers['x-inbox-token'] = c.token;
    else if (c?.kind === 'jwt') headers.authorization = `Bearer ${c.value}`;
    else if (c?.kind === 'key') headers['x-api-key'] = c.value;
    return headers;
  }

  async fetch(method, path, { body, signal } = {}) {
    const init = { method, headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }), signal, cache: 'no-store' };
    if (body !== undefined) init.body = JSON.stringify(body);
    let response;
    try {
      response = await fetch(BASE + path, init);
    } catch (error) {
      if (error?.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', 'The service cannot be reached. Check your connection.');
    }
    if (!response.ok) {
      let payload = null;
      try {
        payload = await response.json();
      } catch {
        // not JSON: keep the status line
      }
      throw new ApiError(response.status, payload?.code ?? 'HTTP', payload?.error ?? `${response.status} ${response.statusText}`);
    }
    return response;
  }

  async json(method, path, options) {
    const response = await this.fetch(method, path, options);
    const text = await response.text();
    return text ? JSON.parse(text) : {};
  }

  async data(method, path, options) {
    return (await this.json(method, path, options)).data;
  }

  // --- accounts ------------------------------------------------------------------------------
  static async login(email, password) {
    const result = await new Api(null).data('POST', '/auth/login', { body: { email, password } });
    return result;
  }

  // --- inboxes -------------------------------------------------------------------------------
  /** The inbox this token opens (X-Inbox-Token, so the token never appears in a URL). */
  tokenInbox() {
    return this.data('GET', '/public/inbox?limit=1');
  }
  inboxes() {
    return this.json('GET', '/inboxes?limit=100');
  }
  inbox(id) {
    return this.data('GET', `/inboxes/${id}`);
  }
  createInbox(body) {
    return this.data('POST', '/inboxes', { body });
  }
  extendInbox(id, ttlMinutes) {
    return this.data('PATCH', `/inboxes/${id}`, { body: { ttl_minutes: ttlMinutes } });
  }
  deleteInbox(id) {
    return this.json('DELETE', `/inboxes/${id}`);
  }

  // --- messages ------------------------------------------------------------------------------
  messages(inboxId, cursor) {
    return this.json('GET', `/inboxes/${inboxId}/messages?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
  }
  message(inboxId, id) {
    return this.data('GET', `/inboxes/${inboxId}/messages/${id}`);
  }
  deleteMessage(inboxId, id) {
    return this.json('DELETE', `/inboxes/${inboxId}/messages/${id}`);
  }
  async raw(inboxId, id) {
    return (await this.fetch('GET', `/inboxes/${inboxId}/messages/${id}/raw`)).text();
  }
  async attachment(inboxId, id, attachmentId) {
    return (await this.fetch('GET', `/inboxes/${inboxId}/messages/${id}/attachments/${attachmentId}`)).blob();
  }
  thread(inboxId, threadId) {
    return this.data('GET', `/inboxes/${inboxId}/threads/${threadId}`);
  }

  // --- webhooks ------------------------------------------------------------------------------
  webhooks() {
    return this.json('GET', '/webhooks?limit=100');
  }
  deliveries(webhookId) {
    return this.json('GET', `/webhooks/${webhookId}/deliveries?limit=50`);
  }
  resend(webhookId, deliveryId) {
    return this.data('POST', `/webhooks/${webhookId}/deliveries/${deliveryId}/resend`);
  }
}
