import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config';
import { ormOptions } from './orm-options';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [AppConfig],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), autoLoadEntities: true, registerRequestContext: true }),
    }),
  ],
})
export class DatabaseModule {}
