import { createServer, IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as UTF-8 text (what the signature covers). */
  rawBody: string;
  body: any;
  receivedAt: number;
}

/** What the receiver does with a request: answer with a status, never answer, or redirect. */
export type ReceiverBehaviour = { status: number; body?: string } | { hang: true } | { redirect: string };

/**
 * A real HTTP server on 127.0.0.1 (port 0) that records every request with its raw body and
 * headers. Behaviour can be set for all paths or per path, and changed between requests.
 */
export class WebhookReceiver {
  readonly requests: ReceivedWebhook[] = [];
  private server!: Server;
  private defaultBehaviour: ReceiverBehaviour = { status: 200 };
  private readonly byPath = new Map<string, ReceiverBehaviour>();
  private readonly hanging = new Set<ServerResponse>();
  private listeners: Array<(request: ReceivedWebhook) => void> = [];

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await receiver.listen();
    return receiver;
  }

  private listen(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let body: unknown = rawBody;
        try {
          body = JSON.parse(rawBody);
        } catch {
          // recorded as text
        }
        const path = req.url ?? '/';
        const record: ReceivedWebhook = { path, method: req.method ?? '', headers: req.headers, rawBody, body, receivedAt: performance.now() };
        this.requests.push(record);
        for (const listener of this.listeners) listener(record);
        const behaviour = this.byPath.get(path) ?? this.defaultBehaviour;
        if ('hang' in behaviour) {
          this.hanging.add(res);
          res.on('close', () => this.hanging.delete(res));
        } else if ('redirect' in behaviour) {
          res.writeHead(302, { location: behaviour.redirect }).end();
        } else {
          res.writeHead(behaviour.status, { 'content-type': 'text/plain' }).end(behaviour.body ?? (behaviour.status < 300 ? 'ok' : 'nope'));
        }
      });
    });
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** http://127.0.0.1:<port><path> */
  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  respond(behaviour: ReceiverBehaviour, path?: string): void {
    if (path) this.byPath.set(path, behaviour);
    else this.defaultBehaviour = behaviour;
  }

  /** Answers every request held by a `hang` behaviour with this status. */
  release(status = 200): void {
    for (const res of this.hanging) res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
    this.hanging.clear();
  }

  on(listener: (request: ReceivedWebhook) => void): void {
    this.listeners.push(listener);
  }

  to(path: string): ReceivedWebhook[] {
    return this.requests.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
