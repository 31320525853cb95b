import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser, JwtAuth } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors } from '../common/http/envelope';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { ApiKeysService } from './api-keys.service';
import { AuthService } from './auth.service';
import { ApiKeyCreatedDto, ApiKeyDto, CreateApiKeyDto } from './dto/api-key.dto';
import { AuthResultDto, LoginDto, RegisterDto } from './dto/auth.dto';
import { LoginThrottlerGuard } from './login-throttler.guard';

@ApiTags('Account')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  @Post('register')
  @UseGuards(LoginThrottlerGuard)
  @ApiOperation({ summary: 'Create an account; returns a JWT and the user' })
  @ApiEnvelope(AuthResultDto, { status: 201 })
  @ApiErrors(400, 409, 429)
  register(@Body() body: RegisterDto): Promise<AuthResultDto> {
    return this.auth.register(body);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginThrottlerGuard)
  @ApiOperation({ summary: 'Exchange e-mail and password for a JWT valid 72 hours' })
  @ApiEnvelope(AuthResultDto)
  @ApiErrors(400, 401, 429)
  login(@Body() body: LoginDto): Promise<AuthResultDto> {
    return this.auth.login(body);
  }

  @Post('api-keys')
  @JwtAuth()
  @ApiOperation({ summary: 'Create an API key; the raw key is returned only in this response' })
  @ApiEnvelope(ApiKeyCreatedDto, { status: 201 })
  @ApiErrors(400)
  createApiKey(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateApiKeyDto): Promise<ApiKeyCreatedDto> {
    return this.apiKeys.create(user.userId, body.name);
  }

  @Get('api-keys')
  @JwtAuth()
  @ApiOperation({ summary: 'List your API keys (prefix only, never the raw key)' })
  @ApiEnvelope(ApiKeyDto, { isArray: true })
  listApiKeys(@CurrentUser() user: AuthenticatedUser): Promise<ApiKeyDto[]> {
    return this.apiKeys.list(user.userId);
  }

  @Delete('api-keys/:id')
  @JwtAuth()
  @ApiOperation({ summary: 'Revoke an API key; requests using it fail from the next one on' })
  @ApiEnvelope(null, { empty: true })
  @ApiErrors(404)
  async revokeApiKey(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('API key')) id: string): Promise<void> {
    await this.apiKeys.revoke(user.userId, id);
  }
}
