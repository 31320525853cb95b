import { getQueueToken } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secretsEqual } from '../auth/secrets';
import { AppConfig } from '../config/app-config';
import { QUEUE_NAMES } from '../queue/queue-names';
import { registry, setQueueDepthSource } from './metrics';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'] as const;

/**
 * Serves the registry: on the API port behind METRICS_TOKEN, and on METRICS_PORT (any role, so a
 * worker-only process can be scraped too). Reads queue depths from Redis at scrape time.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MetricsService.name);
  private server: Server | null = null;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** The service's queues, as registered by their modules. */
  queues(): Queue[] {
    return QUEUE_NAMES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
  }

  async onApplicationBootstrap(): Promise<void> {
    const queues = this.queues();
    setQueueDepthSource(async () => {
      const counts = await Promise.all(queues.map(async (queue) => ({ queue: queue.name, counts: await queue.getJobCounts(...JOB_STATES) })));
      return counts.flatMap(({ queue, counts: byState }) => Object.entries(byState).map(([state, count]) => ({ queue, state, count })));
    });
    if (this.config.METRICS_PORT !== undefined) await this.listen(this.config.METRICS_PORT, this.config.METRICS_HOST);
  }

  /** true when `authorization` carries METRICS_TOKEN (compared in constant time). */
  tokenMatches(authorization: string | undefined): boolean {
    const token = this.config.METRICS_TOKEN;
    if (!token || !authorization) return false;
    const presented = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    return presented !== undefined && secretsEqual(presented, token);
  }

  /** The exposition text; queue depths need Redis: without it the other metrics still come. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: registry.contentType, body: await registry.metrics() };
  }

  /** The separate metrics port's bound address (its real port when METRICS_PORT=0), or null. */
  address(): AddressInfo | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address : null;
  }

  private async listen(port: number, host: string): Promise<void> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      this.render().then(
        ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
        (error: unknown) => {
          this.logger.warn(`Rendering metrics failed: ${String(error)}`);
          response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.logger.log(`Metrics on http://${host}:${this.address()?.port}/metrics`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
