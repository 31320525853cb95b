import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/**
 * BullMQ on the shared Redis. Queues are registered by the modules that own them; every queue key
 * lives under `<REDIS_PREFIX>:bull`. Workers only run in processes with the `worker` role.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: `${config.REDIS_PREFIX}:bull`,
        defaultJobOptions: { removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 } },
      }),
    }),
  ],
  exports: [BullModule],
})
export class QueueModule {}
