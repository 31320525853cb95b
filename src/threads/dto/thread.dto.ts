import { ApiProperty } from '@nestjs/swagger';
import { MessageAuthenticationDto } from '../../messages/dto/authentication.dto';

export class ThreadSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) inbox_id!: string;
  @ApiProperty({ example: 'Your order #1234' }) subject!: string;
  @ApiProperty({ format: 'date-time', description: 'Time of the most recent message' }) last_at!: string;
  @ApiProperty({ example: 3 }) msg_count!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ThreadMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['inbound', 'outbound'] }) direction!: 'inbound' | 'outbound';
  @ApiProperty() from!: string;
  @ApiProperty({ type: String, nullable: true, description: "Sender's display name; null when the From header has none" }) from_name!: string | null;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() body_text!: string;
  @ApiProperty({ description: 'Only what the sender wrote in this message (no quoted history, reply header or signature): read a thread through these' })
  reply_text!: string;
  @ApiProperty({ type: MessageAuthenticationDto, nullable: true, description: 'Sender authentication of received mail; null for sent mail' })
  authentication!: MessageAuthenticationDto | null;
  @ApiProperty() attachment_count!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ThreadDto extends ThreadSummaryDto {
  @ApiProperty({ type: [ThreadMessageDto], description: 'Chronological order (oldest first)' }) messages!: ThreadMessageDto[];
}
