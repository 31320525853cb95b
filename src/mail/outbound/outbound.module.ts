import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { OutboundDeliveryProcessor } from './outbound-delivery.processor';
import { OutboundDeliveryService } from './outbound-delivery.service';
import { OUTBOUND_QUEUE } from './outbound-queue';
import { OutboundRequeueSweeper } from './outbound-requeue.sweeper';
import { OutboundThreading } from './outbound-threading';
import { DomainsModule } from '../../domains/domains.module';
import { ThreadsModule } from '../../threads/threads.module';
import { OutboundService } from './outbound.service';
import { ReplyController, SendController } from './send.controller';

/**
 * Mail out: sending and replying from persistent inboxes, queued delivery with DKIM. The delivery
 * worker and the recovery sweep exist everywhere but only run with the worker role.
 */
@Module({
  imports: [BullModule.registerQueue({ name: OUTBOUND_QUEUE }), DomainsModule, ThreadsModule],
  controllers: [SendController, ReplyController],
  providers: [OutboundService, OutboundThreading, OutboundDeliveryService, OutboundDeliveryProcessor, OutboundRequeueSweeper],
  exports: [OutboundService],
})
export class OutboundModule {}
