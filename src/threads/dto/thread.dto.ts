import { ApiProperty } from '@nestjs/swagger';

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
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() body_text!: string;
  @ApiProperty() attachment_count!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ThreadDto extends ThreadSummaryDto {
  @ApiProperty({ type: [ThreadMessageDto], description: 'Chronological order (oldest first)' }) messages!: ThreadMessageDto[];
}
