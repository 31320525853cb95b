import { Module } from '@nestjs/common';
import { InboundModule } from './inbound/inbound.module';
import { OutboundModule } from './outbound/outbound.module';

@Module({ imports: [InboundModule, OutboundModule] })
export class MailModule {}
