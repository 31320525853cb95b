import { Module } from '@nestjs/common';
import { MessagesController } from './messages.controller';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { NewMessageBus } from './new-message-bus';

/**
 * Reading messages (lists, single messages, raw source, attachments, verification codes) and
 * the NewMessageBus that wakes long-polling readers when mail is stored.
 */
@Module({
  controllers: [MessagesController],
  providers: [MessagesService, MessagesRepository, NewMessageBus],
  exports: [MessagesService, NewMessageBus],
})
export class MessagesModule {}
