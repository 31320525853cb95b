import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Attachment } from './attachment.entity';
import { Message } from './message.entity';
import { MessageRaw } from './message-raw.entity';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { NewMessageBus } from './new-message-bus';

/**
 * Reading messages (lists, single messages, raw source, attachments, verification codes) and
 * the NewMessageBus that wakes long-polling readers when mail is stored.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Message, MessageRaw, Attachment])],
  controllers: [MessagesController],
  providers: [MessagesService, NewMessageBus],
  exports: [MessagesService, NewMessageBus, MikroOrmModule],
})
export class MessagesModule {}
