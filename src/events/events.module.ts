import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { OutboxEvent } from './outbox-event.entity';

@Module({ imports: [MikroOrmModule.forFeature([OutboxEvent])], exports: [MikroOrmModule] })
export class EventsModule {}
