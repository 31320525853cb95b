/** Credentials for one request: a JWT or API key as Bearer, an API key header, or an inbox token header. */
export interface Auth {
  bearer?: string;
  apiKey?: string;
  inboxToken?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Minimal real-HTTP client for e2e tests (Node's fetch, no mocks). */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, options: Auth & { body?: unknown; rawBody?: string | Buffer; contentType?: string } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
    if (options.inboxToken) headers['x-inbox-token'] = options.inboxToken;
    let body: string | Buffer | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // non-JSON bodies (raw MIME, attachments, HTML docs) stay text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, auth: Auth = {}) {
    return this.request<T>('GET', path, auth);
  }
  post<T = any>(path: string, body?: unknown, auth: Auth = {}) {
    return this.request<T>('POST', path, { ...auth, body });
  }
  patch<T = any>(path: string, body?: unknown, auth: Auth = {}) {
    return this.request<T>('PATCH', path, { ...auth, body });
  }
  delete<T = any>(path: string, auth: Auth = {}) {
    return this.request<T>('DELETE', path, auth);
  }
}
