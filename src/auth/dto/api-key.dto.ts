import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateApiKeyDto {
  @ApiProperty({ example: 'ci-agent', maxLength: 100, description: 'Descriptive name' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ci-agent' }) name!: string;
  @ApiProperty({ example: 'ak_Xk3v9QpL', description: 'Leading characters of the raw key' }) key_prefix!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last request made with the key (updated at most once a minute)' })
  last_used!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ApiKeySummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'ak_Xk3v9QpL' }) key_prefix!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ApiKeyCreatedDto {
  @ApiProperty({ type: ApiKeySummaryDto }) api_key!: ApiKeySummaryDto;
  @ApiProperty({ example: 'ak_Xk3v9QpLr2...', description: 'The raw key. Returned only here, once: store it now.' })
  key!: string;
}
