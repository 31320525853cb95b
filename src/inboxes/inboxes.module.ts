import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Domain } from '../domains/domain.entity';
import { MessagesModule } from '../messages/messages.module';
import { InboxExpirySweeper } from './inbox-expiry.sweeper';
import { Inbox } from './inbox.entity';
import { InboxesController } from './inboxes.controller';
import { InboxesRepository } from './inboxes.repository';
import { InboxesService } from './inboxes.service';
import { PublicInboxController } from './public-inbox.controller';
import { PublicInboxRateGuard } from './public-inbox-rate.guard';

/**
 * Persistent and temporary inboxes, the public token-based endpoints and the expiry sweeper
 * (run by WorkerModule in worker processes).
 */
@Module({
  imports: [MikroOrmModule.forFeature([Inbox, Domain]), MessagesModule],
  controllers: [InboxesController, PublicInboxController],
  providers: [InboxesService, InboxesRepository, InboxExpirySweeper, PublicInboxRateGuard],
  exports: [InboxesService, InboxExpirySweeper, PublicInboxRateGuard],
})
export class InboxesModule {}
