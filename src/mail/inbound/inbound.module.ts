import { Module } from '@nestjs/common';
import { InboundSmtpServer } from './inbound-smtp.server';
import { InboundStore } from './inbound-store';

/**
 * SMTP in: the smtp-server listener (only in processes with the `smtp` role), MIME parsing and
 * durable storage of received mail. Threads are assigned inside the `ingest_messages` SQL
 * function, so this module needs no ThreadAssigner.
 */
@Module({
  providers: [InboundStore, InboundSmtpServer],
  exports: [InboundStore, InboundSmtpServer],
})
export class InboundModule {}
