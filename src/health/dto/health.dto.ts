import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded', 'shutting_down'] }) status!: string;
  @ApiProperty({ example: { database: 'up', redis: 'up', migrations: 'up' } }) checks!: Record<string, 'up' | 'down'>;
}
