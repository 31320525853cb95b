import { Module } from '@nestjs/common';
import { ThreadAssigner } from '../../threads/thread-assigner';
import { InboundSmtpServer } from './inbound-smtp.server';
import { InboundStore } from './inbound-store';

/**
 * SMTP in: the smtp-server listener (only in processes with the `smtp` role), MIME parsing and
 * durable storage of received mail. Exports `ThreadAssigner` for other writers of messages.
 */
@Module({
  providers: [ThreadAssigner, InboundStore, InboundSmtpServer],
  exports: [ThreadAssigner, InboundStore, InboundSmtpServer],
})
export class InboundModule {}
