import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @Transform(normaliseEmail)
  @IsString()
  @IsEmail({ allow_display_name: false, require_tld: false }, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'correct horse battery', minLength: 8, maxLength: 256 })
  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(256)
  password!: string;

  @ApiProperty({ example: 'Ada Lovelace', maxLength: 100 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  name!: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(normaliseEmail)
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'correct horse battery' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password!: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ada@example.com' }) email!: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ example: 'free', description: 'Current plan' }) plan!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AuthResultDto {
  @ApiProperty({ description: 'JWT (HS256), valid 72 hours; send as Authorization: Bearer <token>' }) token!: string;
  @ApiProperty({ type: UserDto }) user!: UserDto;
}
