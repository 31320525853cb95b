import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { isUuid } from '../../common/http/uuid';
import { MAX_PATTERN_LENGTH } from '../code-extraction/user-pattern';
import { MessageAuthenticationDto, SenderFilterQueryDto } from './authentication.dto';

export const MAX_WAIT_SECONDS = 60;
/** Longest `since` (an ISO timestamp or a message id). */
export const MAX_SINCE_LENGTH = 64;

/** Full ISO 8601 date-time with a zone only: a bare number or date would be read in surprising ways. */
const ISO_DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** `since`: empty (no bound), a message id, or an ISO 8601 timestamp with a time zone that names a real instant. */
export function isSincePoint(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '' || isUuid(value)) return true;
  return ISO_DATE_TIME_WITH_ZONE.test(value) && !Number.isNaN(new Date(value).getTime());
}

/** `?wait=&since=` on the latest-message and code endpoints: long-poll for mail still to come. */
export class WaitQueryDto extends SenderFilterQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_WAIT_SECONDS,
    default: 0,
    description:
      'Seconds to hold the request until a matching inbound message arrives (0 = answer at once). ' +
      'The answer comes within milliseconds of the message being stored. When nothing arrives in time: 404 with code NOT_FOUND.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'wait must be a whole number of seconds' })
  @Min(0)
  @Max(MAX_WAIT_SECONDS)
  wait?: number;

  @ApiPropertyOptional({
    example: '2026-11-21T19:40:00Z',
    description:
      'Only consider inbound messages received after this point: an ISO 8601 timestamp, or the id of a message of this inbox ' +
      '(messages after that one). Pass the previous answer\'s `message_id` to wait for the next mail.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SINCE_LENGTH)
  @ValidateBy({
    name: 'isSincePoint',
    validator: {
      validate: isSincePoint,
      defaultMessage: () => 'since must be an ISO 8601 timestamp with a time zone (such as 2026-11-21T19:40:00Z) or a message id of this inbox',
    },
  })
  since?: string;
}

export class AttachmentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'invoice.pdf' }) filename!: string | null;
  @ApiProperty({ example: 'application/pdf' }) content_type!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
}

export const MESSAGE_LIST_FORMATS = ['full', 'summary'] as const;
export type MessageListFormat = (typeof MESSAGE_LIST_FORMATS)[number];
/** Characters of `preview` at most. */
export const PREVIEW_CHARS = 200;

const SENDER_NAME = { type: String, nullable: true, example: 'GitHub', description: "Sender's display name from the From header; null when it has none" } as const;
const REPLY_TEXT = {
  description:
    'What the sender wrote in this message: the body without quoted history, reply headers ("On … wrote:", Outlook\'s From/Sent block) and signature. ' +
    'Use it to read a reply without the conversation below it.',
} as const;
const AUTHENTICATION = {
  type: MessageAuthenticationDto,
  nullable: true,
  description: 'Sender authentication (SPF, DKIM, DMARC, ARC) of received mail; null for sent mail and for mail received before the checks existed',
} as const;

/** What every list entry says about a message: who, to whom, about what. */
class MessageHeadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) thread_id!: string | null;
  @ApiProperty({ enum: ['inbound', 'outbound'] }) direction!: 'inbound' | 'outbound';
  @ApiProperty({ example: 'noreply@github.com' }) from!: string;
  @ApiProperty(SENDER_NAME) from_name!: string | null;
  @ApiProperty({ example: 'agent@agents.example.com', description: 'Recipient address(es), comma-separated' }) to!: string;
  @ApiProperty({ example: 'Your verification code' }) subject!: string;
}

/** A message in lists: everything but the HTML body and the header details. */
export class MessageSummaryDto extends MessageHeadDto {
  @ApiProperty() body_text!: string;
  @ApiProperty(REPLY_TEXT) reply_text!: string;
  @ApiProperty(AUTHENTICATION) authentication!: MessageAuthenticationDto | null;
  @ApiProperty() attachment_count!: number;
  @ApiProperty({ format: 'date-time', description: 'Time received or sent' }) created_at!: string;
}

/** A message in lists asked for with `format=summary`: a short preview instead of the body. */
export class MessagePreviewDto extends MessageHeadDto {
  @ApiProperty({ example: 'Hi there, your verification code is 482913. It expires in 10 minutes.', description: `The first ${PREVIEW_CHARS} characters of body_text, whitespace collapsed` })
  preview!: string;
  @ApiProperty() attachment_count!: number;
  @ApiProperty({ format: 'date-time', description: 'Time received or sent' }) created_at!: string;
}

export class MessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) thread_id!: string | null;
  @ApiProperty({ enum: ['inbound', 'outbound'] }) direction!: 'inbound' | 'outbound';
  @ApiProperty() from!: string;
  @ApiProperty(SENDER_NAME) from_name!: string | null;
  @ApiProperty({ description: 'Recipient address(es), comma-separated' }) to!: string;
  @ApiProperty({ type: String, nullable: true }) cc!: string | null;
  @ApiProperty({ type: String, nullable: true }) reply_to!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() body_text!: string;
  @ApiProperty(REPLY_TEXT) reply_text!: string;
  @ApiProperty(AUTHENTICATION) authentication!: MessageAuthenticationDto | null;
  @ApiProperty({ description: 'HTML body as received (empty when the mail had none). Render it sandboxed: it is untrusted.' }) body_html!: string;
  @ApiProperty({ type: String, nullable: true, example: '<CAF=abc@mail.gmail.com>', description: 'RFC 5322 Message-ID header' }) message_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) in_reply_to!: string | null;
  @ApiProperty({ type: [String] }) references!: string[];
  @ApiProperty({ type: [AttachmentDto] }) attachments!: AttachmentDto[];
  @ApiProperty({ description: 'True when the mail had more MIME parts than are stored (MAX_ATTACHMENTS_PER_MESSAGE); `skipped_parts` says how many' })
  attachments_truncated!: boolean;
  @ApiProperty({ example: 0, description: 'MIME parts of the mail not stored as attachments (0 normally); the raw source still has them' }) skipped_parts!: number;
  @ApiProperty({ type: String, nullable: true, enum: ['queued', 'sending', 'sent', 'failed'], description: 'Outbound delivery status; null for inbound' })
  status!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why delivery failed (outbound only)' }) status_reason!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an outbound message was accepted by the next hop' }) sent_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({
    type: () => ExtractedCodeDto,
    nullable: true,
    description: 'The verification code or confirmation link found in this message (as the code endpoint would answer for it); null when there is none',
  })
  verification!: ExtractedCodeDto | null;
}

export class ExtractedCodeDto {
  @ApiProperty({ example: '482913', description: 'The code as it must be typed, or the URL to open when kind is `link`' }) code!: string;
  @ApiProperty({ example: 'Your verification code is: 482913', description: 'The line or sentence the code was taken from' }) text!: string;
  @ApiProperty({ enum: ['code', 'link'] }) kind!: 'code' | 'link';
}

/**
 * `?kind=&pattern=` (and `wait`/`since`) on the code endpoints. Filters of the message list can be
 * added here as further optional fields; the service reads them by name.
 */
export class CodeQueryDto extends WaitQueryDto {
  @ApiPropertyOptional({
    enum: ['code', 'link'],
    description: 'Only a code, or only a link. By default a code wins and a link is returned only when the mail holds no code.',
  })
  @IsOptional()
  @IsIn(['code', 'link'], { message: 'kind must be "code" or "link"' })
  kind?: 'code' | 'link';

  @ApiPropertyOptional({
    example: 'Ihr Code lautet (\\d{6})',
    maxLength: MAX_PATTERN_LENGTH,
    description:
      'Your own regular expression (JavaScript syntax, Unicode mode) with exactly one capture group; the captured text of the first match ' +
      '(subject, then text part, rendered HTML, HTML source) is the answer. Patterns that could backtrack catastrophically ' +
      '(nested quantifiers) are refused with 400, and a pattern is stopped with 400 when it runs longer than 50 ms on a message.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_PATTERN_LENGTH)
  pattern?: string;
}

export class CodeCandidateDto {
  @ApiProperty({ example: '482913', description: 'The code as it must be typed, or the URL' }) value!: string;
  @ApiProperty({ enum: ['code', 'link'] }) kind!: 'code' | 'link';
  @ApiProperty({ example: 90, description: 'Model score (codes count from 50, links from 45; pattern matches score 100)' }) score!: number;
  @ApiProperty({ description: 'Whether this candidate is the answer' }) accepted!: boolean;
  @ApiProperty({
    enum: ['subject', 'text', 'html', 'link'],
    description: 'Where it was found: the subject, the text part, the rendered HTML, or a link (`<a href>`; for patterns, the HTML source)',
  })
  source!: 'subject' | 'text' | 'html' | 'link';
  @ApiProperty({ example: 'Your verification code is 482913.', description: 'The line or sentence it was found in' }) snippet!: string;
}

export class VerificationCodeDto {
  @ApiProperty({ example: '482913', description: 'The code as it must be typed, or the URL to open when kind is `link`' }) code!: string;
  @ApiProperty({ example: 'Your verification code is: 482913', description: 'The line or sentence the code was taken from' }) text!: string;
  @ApiProperty({ enum: ['code', 'link'] }) kind!: 'code' | 'link';
  @ApiProperty({ format: 'uuid', description: 'The message the code came from; pass it as `since` to wait for the next one' }) message_id!: string;
  @ApiProperty({ type: [CodeCandidateDto], description: 'The ranked candidates behind the answer (at most 10), best first' })
  candidates!: CodeCandidateDto[];
}

/** `?limit=&cursor=` plus the sender filters on message lists. */
export class MessageListQueryDto extends SenderFilterQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50, description: 'Items per page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: "Opaque cursor from the previous page's `next_cursor`" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiPropertyOptional({
    enum: MESSAGE_LIST_FORMATS,
    default: 'full',
    description:
      '`full` (default): each item with its whole `body_text`. `summary`: no body, a `preview` of its first ' +
      `${PREVIEW_CHARS} characters instead (whitespace collapsed), to keep an agent's context small; fetch one message for the rest.`,
  })
  @IsOptional()
  @IsIn(MESSAGE_LIST_FORMATS, { message: 'format must be "full" or "summary"' })
  format?: MessageListFormat;
}
