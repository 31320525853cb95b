import { Module } from '@nestjs/common';
import { AuthenticationSweeper } from './authentication/authentication-sweeper';
import { MessageAuthenticator } from './authentication/message-authenticator';
import { InboundSmtpServer } from './inbound-smtp.server';
import { InboundStore } from './inbound-store';

/**
 * SMTP in: the smtp-server listener (only in processes with the `smtp` role), MIME parsing and
 * durable storage of received mail, and sender authentication / reply text right after the
 * commit; WorkerModule runs the sweep that finishes checks left pending. Threads are assigned
 * inside the `ingest_messages` SQL function, so this module needs no ThreadAssigner.
 */
@Module({
  providers: [MessageAuthenticator, InboundStore, InboundSmtpServer, AuthenticationSweeper],
  exports: [InboundStore, InboundSmtpServer, AuthenticationSweeper],
})
export class InboundModule {}
