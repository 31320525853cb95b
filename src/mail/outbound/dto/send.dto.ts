import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** 1 MiB of plain text and 5 MiB of HTML: generous for agent mail, far below the HTTP body limit. */
export const MAX_TEXT_CHARS = 1024 * 1024;
export const MAX_HTML_CHARS = 5 * 1024 * 1024;
/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_ADDRESS_LENGTH = 254;
/** RFC 5322 §2.1.1 line limit. */
export const MAX_SUBJECT_CHARS = 998;

/** The longest display name accepted (RFC 5322 allows longer, no mail client shows it). */
export const MAX_FROM_NAME_CHARS = 200;

function FromNameProperty(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      example: 'Support Agent',
      maxLength: MAX_FROM_NAME_CHARS,
      description: 'Display name for the From header: the mail goes out as `"Support Agent" <inbox address>` (quoted and encoded as needed). No line breaks.',
    }),
    IsOptional(),
    IsString(),
    MaxLength(MAX_FROM_NAME_CHARS),
    Matches(/^[^\r\n\0]*$/, { message: 'from_name must not contain line breaks' }),
  );
}

export class SendMessageDto {
  @FromNameProperty()
  from_name?: string;

  @ApiProperty({ example: 'someone@example.net', maxLength: MAX_ADDRESS_LENGTH, description: 'One recipient: a bare e-mail address (no display name, no list)' })
  @Transform(trim)
  @IsString()
  @MaxLength(MAX_ADDRESS_LENGTH)
  @IsEmail({ allow_display_name: false, require_tld: true, allow_ip_domain: false, allow_utf8_local_part: false }, { message: 'to must be a single valid e-mail address' })
  to!: string;

  @ApiProperty({ example: 'Hello from an agent', maxLength: MAX_SUBJECT_CHARS, description: 'Subject line; no line breaks' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_SUBJECT_CHARS)
  @Matches(/^[^\r\n\0]*$/, { message: 'subject must not contain line breaks' })
  subject!: string;

  @ApiProperty({ example: 'Hi,\n\nthis is the plain-text body.', maxLength: MAX_TEXT_CHARS, description: 'Plain-text body' })
  @IsString()
  @MaxLength(MAX_TEXT_CHARS)
  body!: string;

  @ApiPropertyOptional({ example: '<p>Hi,</p><p>this is the HTML body.</p>', maxLength: MAX_HTML_CHARS, description: 'HTML alternative; the message becomes multipart/alternative' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_HTML_CHARS)
  html?: string;
}

export class ReplyDto {
  @FromNameProperty()
  from_name?: string;

  @ApiProperty({ example: 'Thanks, that worked.', maxLength: MAX_TEXT_CHARS, description: 'Plain-text body' })
  @IsString()
  @MaxLength(MAX_TEXT_CHARS)
  body!: string;

  @ApiPropertyOptional({ maxLength: MAX_HTML_CHARS, description: 'HTML alternative' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_HTML_CHARS)
  html?: string;
}

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** An outbound message as accepted for delivery. */
export class OutboundMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ format: 'uuid', type: String, nullable: true }) thread_id!: string | null;
  @ApiProperty({ enum: ['outbound'], example: 'outbound' }) direction!: 'outbound';
  @ApiProperty({ example: 'agent@agents.example' }) from!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Support Agent', description: 'Display name sent in the From header, or null' }) from_name!: string | null;
  @ApiProperty({ example: 'someone@example.net' }) to!: string;
  @ApiProperty({ example: 'Hello from an agent' }) subject!: string;
  @ApiProperty({
    enum: DELIVERY_STATUSES,
    example: 'queued',
    description: 'Delivery status: queued (waiting or between retries), sending, sent (accepted by the receiving server), failed (see status_reason on the message)',
  })
  status!: (typeof DELIVERY_STATUSES)[number];
  @ApiProperty({ example: '<5f0c…@agents.example>', description: 'RFC 5322 Message-ID of the sent mail' }) message_id!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
