import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class FollowQueryDto {
  @ApiPropertyOptional({
    description: 'Start after this message id of the inbox, or after this ISO 8601 time (with zone). Without it, only messages stored from now on.',
    example: '2026-11-21T19:40:00Z',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  since?: string;
}
