import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { loggerOptions } from './common/http/logging';
import { InboxesModule } from './inboxes/inboxes.module';
import { MessagesModule } from './messages/messages.module';
import { ThreadsModule } from './threads/threads.module';
import { MailModule } from './mail/mail.module';
import { DomainsModule } from './domains/domains.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { McpModule } from './mcp/mcp.module';
import { WebModule } from './web/web.module';
import { WorkerModule } from './worker/worker.module';
import { MetricsModule } from './metrics/metrics.module';
import { AdminModule } from './admin/admin.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        RedisModule,
        QueueModule,
        HealthModule,
        AuthModule,
        InboxesModule,
        MessagesModule,
        ThreadsModule,
        MailModule,
        DomainsModule,
        WebhooksModule,
        McpModule,
        WebModule,
        ...(config.hasRole('worker') ? [WorkerModule] : []),
        MetricsModule,
        AdminModule,
      ],
    };
  }
}
