import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EVENT_TYPES, EventType } from '../../events/event-types';
import { MAX_WEBHOOK_URL_LENGTH } from '../ssrf';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const dedupe = ({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value);

export class CreateWebhookDto {
  @ApiProperty({
    example: 'https://agent.example.com/hooks/inbox',
    maxLength: MAX_WEBHOOK_URL_LENGTH,
    description: 'HTTPS URL on a public host. Private, loopback, link-local and metadata addresses are refused (unless the server allows private URLs).',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_WEBHOOK_URL_LENGTH)
  url!: string;

  @ApiPropertyOptional({
    type: [String],
    enum: EVENT_TYPES,
    example: ['message.received'],
    description: 'Event types to receive; empty or absent means all. Duplicates are removed.',
  })
  @IsOptional()
  @Transform(dedupe)
  @IsArray()
  @IsIn(EVENT_TYPES as unknown as string[], { each: true, message: `events may only contain ${EVENT_TYPES.join(', ')}` })
  events?: EventType[];
}

export class WebhookDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: 'https://agent.example.com/hooks/inbox' }) url!: string;
  @ApiProperty({ type: [String], enum: EVENT_TYPES, description: 'Subscribed event types; empty means all' }) events!: string[];
  @ApiProperty({ example: true }) active!: boolean;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class WebhookCreatedDto extends WebhookDto {
  @ApiProperty({
    example: 'whsec_Jt0m0Yb6wP4p8l2JrZ1Zr4a1bGq3eW0j9mQ0u9kQ8Xc',
    description: 'HMAC-SHA256 key for X-Webhook-Signature. Returned only here, once: store it now.',
  })
  secret!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'Event id, sent as X-Webhook-Id on every attempt' }) event_id!: string;
  @ApiProperty({ enum: EVENT_TYPES }) event_type!: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'], description: 'pending: queued or waiting for a retry' }) status!: string;
  @ApiProperty({ example: 1, description: 'Attempts made so far' }) attempts!: number;
  @ApiProperty({ type: Number, nullable: true, example: 200, description: 'HTTP status of the last attempt; null when no response came' }) last_status_code!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 42 }) last_duration_ms!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'HTTP 500: internal error' }) last_error!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next attempt is due; null once delivered or given up' })
  next_attempt_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
