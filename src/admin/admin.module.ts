import { Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module';
import { QueueDashboard } from './queue-dashboard';

@Module({ imports: [MetricsModule], providers: [QueueDashboard] })
export class AdminModule {}
