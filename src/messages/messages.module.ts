import { Module } from '@nestjs/common';
import { MessageStreamService } from './message-stream.service';
import { MessagesController } from './messages.controller';
import { MessageRetentionSweeper } from './message-retention.sweeper';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { NewMessageBus } from './new-message-bus';

/**
 * Reading messages (lists, single messages, raw source, attachments, verification codes, the
 * live event stream) and the NewMessageBus that wakes long-polling readers when mail is stored;
 * the retention sweep (run by WorkerModule).
 */
@Module({
  controllers: [MessagesController],
  providers: [MessagesService, MessagesRepository, MessageStreamService, NewMessageBus, MessageRetentionSweeper],
  exports: [MessagesService, NewMessageBus, MessageRetentionSweeper],
})
export class MessagesModule {}
