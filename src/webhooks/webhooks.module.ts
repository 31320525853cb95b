import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveryJob } from './webhook-delivery.job';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookRequeueSweeper } from './webhook-requeue.sweeper';
import { WEBHOOK_QUEUE } from './webhook-queue';
import { Webhook } from './webhook.entity';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhook subscriptions (API), the delivery job and the requeue sweep. WorkerModule runs the job,
 * the sweep and the outbox relay (src/webhooks/outbox-relay.ts) in worker processes.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Webhook, WebhookDelivery]), BullModule.registerQueue({ name: WEBHOOK_QUEUE })],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDeliveryService, WebhookDeliveryJob, WebhookRequeueSweeper],
  exports: [WebhooksService, WebhookDeliveryJob, WebhookRequeueSweeper, BullModule],
})
export class WebhooksModule {}
