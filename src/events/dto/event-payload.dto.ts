import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { MessageAuthenticationDto } from '../../messages/dto/authentication.dto';
import { EVENT_TYPES } from '../event-types';

/**
 * The documented `data` of each event type. Producers build `data` with exactly these snake_case
 * fields (OpenAPI shows them as schemas; README lists them).
 */
export class MessageReceivedEventData {
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ format: 'uuid' }) message_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Thread the message joined or started' }) thread_id!: string | null;
  @ApiProperty({ example: 'alice@example.com', description: 'Sender address' }) from!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Alice Example', description: "Sender's display name from the From header; null when it has none" }) from_name!: string | null;
  @ApiProperty({ example: 'agent-7@agents.example', description: 'Recipient address (the inbox)' }) to!: string;
  @ApiProperty({ example: 'Your verification code' }) subject!: string;
  @ApiProperty({
    type: MessageAuthenticationDto,
    nullable: true,
    description:
      'Sender authentication verdict. The event waits for it (normally under a second, DNS permitting) up to 15 s; past that it says `temperror` ' +
      '(the message itself gets its final verdict later: GET the message). Null when the message was deleted before the event left',
  })
  authentication!: MessageAuthenticationDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the sender wrote, without quoted history and signature (null if the message was deleted before the event left)' })
  reply_text!: string | null;
}

export class MessageSentEventData {
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ format: 'uuid' }) message_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) thread_id!: string | null;
  @ApiProperty({ example: 'bob@example.com', description: 'Recipient address' }) to!: string;
  @ApiProperty({ example: 'Re: hello' }) subject!: string;
}

export class InboxCreatedEventData {
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ example: 'agent-7@agents.example' }) address!: string;
  @ApiProperty({ enum: ['temporary', 'persistent'] }) type!: 'temporary' | 'persistent';
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Expiry of a temporary inbox; null for persistent ones' })
  expires_at!: string | null;
}

export class InboxExpiredEventData {
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ example: 'tmp-x1y2@agents.example' }) address!: string;
  @ApiProperty({ format: 'date-time', description: 'When the inbox expired' }) expired_at!: string;
}

export const EVENT_DATA_MODELS = [MessageReceivedEventData, MessageSentEventData, InboxCreatedEventData, InboxExpiredEventData];

/**
 * The JSON body POSTed to a webhook (and signed). Headers on every attempt: `X-Webhook-Id` (the
 * event id, the same on every retry: deduplicate on it), `X-Webhook-Event`, `X-Webhook-Timestamp`
 * (unix seconds of this attempt), `X-Webhook-Signature` (hex HMAC-SHA256 of the raw body keyed with
 * the whole `whsec_` secret) and `X-Webhook-Signature-V2` (same over `<timestamp>.<body>`).
 */
export class WebhookEventPayloadDto {
  @ApiProperty({ enum: EVENT_TYPES, example: 'message.received' }) event!: string;
  @ApiProperty({ format: 'date-time', description: 'When the event fired' }) timestamp!: string;
  @ApiProperty({
    description: 'Event data; its shape depends on `event`',
    oneOf: EVENT_DATA_MODELS.map((model) => ({ $ref: getSchemaPath(model) })),
  })
  data!: Record<string, unknown>;
}
