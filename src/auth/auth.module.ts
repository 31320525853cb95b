import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.module';
import { ApiKey } from './api-key.entity';
import { ApiKeysService } from './api-keys.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtSecretService } from './jwt-secret.service';
import { ApiKeyBearerStrategy, ApiKeyHeaderStrategy, JwtStrategy } from './strategies';
import { User } from './user.entity';

@Module({
  imports: [
    MikroOrmModule.forFeature([User, ApiKey]),
    PassportModule,
    JwtModule.register({}),
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) => ({
        throttlers: [{ name: 'login', ttl: config.LOGIN_RATE_WINDOW_SECONDS * 1000, limit: config.LOGIN_RATE_LIMIT }],
        storage: new ThrottlerStorageRedisService(redis.client),
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, ApiKeysService, JwtSecretService, JwtStrategy, ApiKeyHeaderStrategy, ApiKeyBearerStrategy],
  exports: [ApiKeysService, JwtSecretService],
})
export class AuthModule {}
