import { Module } from '@nestjs/common';
import { ThreadAssigner } from './thread-assigner';
import { ThreadsController } from './threads.controller';
import { ThreadsService } from './threads.service';

/**
 * Reading threads (conversations grouped at ingestion by subject and reply chain), and the
 * ThreadAssigner that writers of messages (outbound sends) use to pick a message's thread.
 */
@Module({
  controllers: [ThreadsController],
  providers: [ThreadsService, ThreadAssigner],
  exports: [ThreadsService, ThreadAssigner],
})
export class ThreadsModule {}
