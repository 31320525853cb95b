import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secretsEqual } from '../auth/secrets';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
const ADMIN_USER = 'admin';

/** true when an `Authorization: Basic` header names user `admin` with the given password (constant-time). */
export function basicAuthMatches(authorization: string | undefined, password: string): boolean {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')?.[1];
  if (!encoded) return false;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const userOk = secretsEqual(decoded.slice(0, colon), ADMIN_USER);
  const passwordOk = secretsEqual(decoded.slice(colon + 1), password);
  return userOk && passwordOk;
}

/**
 * Bull Board at /admin/queues (see and retry jobs of every queue), behind HTTP basic auth with
 * user `admin` and ADMIN_PASSWORD. Not mounted at all while ADMIN_PASSWORD is unset.
 */
@Injectable()
export class QueueDashboard implements OnModuleInit {
  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: MetricsService,
  ) {}

  async onModuleInit(): Promise<void> {
    const password = this.config.ADMIN_PASSWORD;
    if (!password || !this.config.hasRole('api')) return;
    // Loaded only when mounted: Bull Board and its UI stack cost ~5 MiB of heap in every process otherwise.
    const [{ createBullBoard }, { BullMQAdapter }, { FastifyAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/fastify'),
    ]);
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: this.metrics.queues().map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Agent Inbox queues' } },
    });
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    await fastify.register(
      async (scope) => {
        scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
          if (basicAuthMatches(request.headers.authorization, password)) return;
          await reply
            .code(401)
            .header('www-authenticate', 'Basic realm="agent-inbox admin", charset="UTF-8"')
            .send({ success: false, error: 'Admin credentials required (user admin, password ADMIN_PASSWORD)', code: 'UNAUTHORIZED' });
        });
        await scope.register(serverAdapter.registerPlugin() as Parameters<FastifyInstance['register']>[0]);
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }
}
