import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveryProcessor } from './webhook-delivery.processor';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookRequeueSweeper } from './webhook-requeue.sweeper';
import { WEBHOOK_QUEUE } from './webhook-queue';
import { Webhook } from './webhook.entity';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhook subscriptions (API), the outbox relay and the delivery worker. The relay and the worker
 * start only in processes with the `worker` role (checked at bootstrap), so the plain module works
 * for every role.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Webhook, WebhookDelivery]), BullModule.registerQueue({ name: WEBHOOK_QUEUE })],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDeliveryService, WebhookDeliveryProcessor, OutboxRelay, WebhookRequeueSweeper],
  exports: [WebhooksService],
})
export class WebhooksModule {}
