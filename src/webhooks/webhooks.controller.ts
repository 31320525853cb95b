import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { Authenticated, CurrentUser } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, Page } from '../common/http/envelope';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { PageQueryDto } from '../common/pagination/pagination';
import { EVENT_DATA_MODELS, WebhookEventPayloadDto } from '../events/dto/event-payload.dto';
import { CreateWebhookDto, WebhookCreatedDto, WebhookDeliveryDto, WebhookDto } from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

@ApiTags('Webhooks')
@ApiExtraModels(WebhookEventPayloadDto, ...EVENT_DATA_MODELS)
@Controller('webhooks')
@Authenticated()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiOperation({
    summary: 'Subscribe a URL to events; the signing secret is returned only in this response',
    description: 'Deliveries are POSTs of WebhookEventPayloadDto signed with X-Webhook-Signature (hex HMAC-SHA256 of the raw body, keyed with the whole secret). At most 20 webhooks per user.',
  })
  @ApiEnvelope(WebhookCreatedDto, { status: 201 })
  @ApiErrors(400, 409)
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateWebhookDto): Promise<WebhookCreatedDto> {
    return this.webhooks.create(user.userId, body);
  }

  @Get()
  @ApiOperation({ summary: 'List your webhooks, newest first (the secret is not shown)' })
  @ApiEnvelope(WebhookDto, { paginated: true })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto): Promise<Page<WebhookDto>> {
    return this.webhooks.list(user.userId, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one webhook (the secret is not shown)' })
  @ApiEnvelope(WebhookDto)
  @ApiErrors(404)
  get(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('webhook')) id: string): Promise<WebhookDto> {
    return this.webhooks.get(user.userId, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook; nothing more is delivered to it, pending retries included' })
  @ApiEnvelope(null, { empty: true })
  @ApiErrors(404)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('webhook')) id: string): Promise<void> {
    await this.webhooks.remove(user.userId, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'Recent deliveries of a webhook with the outcome of their last attempt, newest first' })
  @ApiEnvelope(WebhookDeliveryDto, { paginated: true })
  @ApiErrors(400, 404)
  deliveries(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('webhook')) id: string, @Query() query: PageQueryDto): Promise<Page<WebhookDeliveryDto>> {
    return this.webhooks.listDeliveries(user.userId, id, query);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a delivery again now (same event id and body), with a fresh retry schedule' })
  @ApiEnvelope(WebhookDeliveryDto, { status: 202 })
  @ApiErrors(404, 503)
  resend(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', notFoundOnBadUuid('webhook')) id: string,
    @Param('deliveryId', notFoundOnBadUuid('delivery')) deliveryId: string,
  ): Promise<WebhookDeliveryDto> {
    return this.webhooks.resend(user.userId, id, deliveryId);
  }
}
