import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { OutboundDeliveryJob } from './outbound-delivery.job';
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
 * job and the recovery sweep are plain handlers; WorkerModule runs them in worker processes.
 */
@Module({
  imports: [BullModule.registerQueue({ name: OUTBOUND_QUEUE }), DomainsModule, ThreadsModule],
  controllers: [SendController, ReplyController],
  providers: [OutboundService, OutboundThreading, OutboundDeliveryService, OutboundDeliveryJob, OutboundRequeueSweeper],
  exports: [OutboundService, OutboundDeliveryJob, OutboundRequeueSweeper, BullModule],
})
export class OutboundModule {}
