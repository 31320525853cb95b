import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MessageSummaryDto } from '../../messages/dto/message.dto';
import { LOCAL_PART_MAX_LENGTH, LOCAL_PART_PATTERN, LOCAL_PART_RULES } from '../local-part';

/** Longest time to live a temporary inbox may have (7 days). */
export const MAX_TTL_MINUTES = 7 * 24 * 60;
export const DEFAULT_TTL_MINUTES = 60;
/** Longest domain name (RFC 1035). */
export const MAX_DOMAIN_NAME_LENGTH = 253;

const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);
const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class CreateInboxDto {
  @ApiPropertyOptional({
    enum: ['persistent', 'temporary'],
    default: 'persistent',
    description: 'Optional; `persistent` when omitted. Temporary inboxes expire after `ttl_minutes` and also get a `temp_` token.',
  })
  @IsOptional()
  @IsIn(['persistent', 'temporary'], { message: 'type must be "persistent" or "temporary"' })
  type?: 'persistent' | 'temporary';

  @ApiPropertyOptional({
    example: 'signup-bot',
    maxLength: LOCAL_PART_MAX_LENGTH,
    description: `Local part of the address (lower-cased). Random and unguessable when omitted. ${LOCAL_PART_RULES}. Unique across the service, whatever its case (409 when taken).`,
  })
  @IsOptional()
  @Transform(lowerCase)
  @IsString()
  @MaxLength(LOCAL_PART_MAX_LENGTH, { message: LOCAL_PART_RULES })
  @Matches(LOCAL_PART_PATTERN, { message: LOCAL_PART_RULES })
  prefix?: string;

  @ApiPropertyOptional({
    example: 'agents.example.com',
    description: "Mail domain; the service's own domain when omitted. Any other domain must be one of your verified custom domains; international names may be given in either spelling (`bücher.example` or `xn--bcher-kva.example`), the address uses the A-label.",
  })
  @IsOptional()
  @Transform(trimLower)
  @IsString()
  @MaxLength(MAX_DOMAIN_NAME_LENGTH)
  domain?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_TTL_MINUTES,
    default: DEFAULT_TTL_MINUTES,
    description: 'Time to live in minutes, temporary inboxes only (400 for persistent ones). At most 10080 (7 days).',
  })
  @IsOptional()
  @IsInt({ message: 'ttl_minutes must be a whole number of minutes' })
  @Min(1)
  @Max(MAX_TTL_MINUTES)
  ttl_minutes?: number;
}

export class UpdateInboxDto {
  @ApiProperty({ minimum: 1, maximum: MAX_TTL_MINUTES, example: 120, description: 'New time to live from now, in minutes (temporary inboxes only)' })
  @IsInt({ message: 'ttl_minutes must be a whole number of minutes' })
  @Min(1)
  @Max(MAX_TTL_MINUTES)
  ttl_minutes!: number;
}

export class InboxDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'swift-otter-k3m9qz7a@agents.example.com' }) address!: string;
  @ApiProperty({ example: 'agents.example.com' }) domain!: string;
  @ApiProperty({ enum: ['temporary', 'persistent'] }) type!: 'temporary' | 'persistent';
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Owner; null for public temporary inboxes' }) user_id!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Temporary inboxes only' }) expires_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class CreatedInboxDto extends InboxDto {
  @ApiPropertyOptional({
    example: 'temp_Xk3v9QpLr2...',
    description: 'Temporary inboxes only: access token for the public endpoints and X-Inbox-Token. Returned only in this response.',
  })
  token?: string;

  @ApiPropertyOptional({
    example: 'https://inbox.example.com/view#token=temp_Xk3v9QpLr2...',
    description: 'Temporary inboxes only: one-click link to this inbox in the web inbox (the token rides in the fragment, never sent to the server).',
  })
  view_url?: string;
}

export class PublicInboxCreatedDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'quiet-heron-7k2m9qxa@agents.example.com' }) address!: string;
  @ApiProperty({ example: 'agents.example.com' }) domain!: string;
  @ApiProperty({ example: 'temp_Xk3v9QpLr2...', description: 'Access token (192 random bits). Returned only here: store it now.' }) token!: string;
  @ApiPropertyOptional({
    example: 'https://inbox.example.com/view#token=temp_Xk3v9QpLr2...',
    description: 'One-click link to this inbox in the web inbox (the token rides in the fragment, never sent to the server). Based on PUBLIC_URL, else on the URL this request came in on.',
  })
  view_url?: string;
  @ApiProperty({ enum: ['temporary'] }) type!: 'temporary';
  @ApiProperty({ format: 'date-time', description: '60 minutes after creation' }) expires_at!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class PublicInboxDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: [MessageSummaryDto], description: 'Most recent first; one page (`limit`, `cursor`)' }) messages!: MessageSummaryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page of messages' }) next_cursor!: string | null;
  @ApiProperty() has_more!: boolean;
}
