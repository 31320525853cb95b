import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Thread } from './thread.entity';
import { ThreadsController } from './threads.controller';
import { ThreadsService } from './threads.service';

/** Reading threads (conversations grouped at ingestion by subject and reply chain). */
@Module({
  imports: [MikroOrmModule.forFeature([Thread])],
  controllers: [ThreadsController],
  providers: [ThreadsService],
  exports: [ThreadsService, MikroOrmModule],
})
export class ThreadsModule {}
