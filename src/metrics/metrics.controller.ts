import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError, ErrorCode, unauthorized } from '../common/errors/domain-error';
import { AppConfig } from '../config/app-config';
import { MetricsService } from './metrics.service';

/** GET /metrics on the API port: Prometheus text format, behind `Authorization: Bearer <METRICS_TOKEN>`. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    if (!this.config.METRICS_TOKEN) throw new DomainError(ErrorCode.NOT_FOUND, 'Metrics are not served on this port: set METRICS_TOKEN (or METRICS_PORT for a separate port)');
    if (!this.metrics.tokenMatches(authorization)) throw unauthorized('Send Authorization: Bearer <METRICS_TOKEN>');
    const { contentType, body } = await this.metrics.render();
    await reply.header('content-type', contentType).send(body);
  }
}
