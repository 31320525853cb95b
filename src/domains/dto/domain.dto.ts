import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Input length accepted before normalising (the stored name is at most 253 characters). */
export const MAX_DOMAIN_INPUT_LENGTH = 1000;

export class CreateDomainDto {
  @ApiProperty({
    example: 'example.com',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    description:
      'Domain name. Trimmed, lower-cased, one trailing dot dropped; internationalised names are stored in punycode (bücher.example → xn--bcher-kva.example). ' +
      'At most 253 characters, at least two labels; IP addresses and the service\'s own mail domain are refused.',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_DOMAIN_INPUT_LENGTH)
  domain!: string;
}

export class DnsRecordDto {
  @ApiProperty({ enum: ['MX', 'TXT'] }) type!: 'MX' | 'TXT';
  @ApiProperty({ example: '@', description: 'Host as most DNS panels want it: `@` is the domain itself' }) host!: string;
  @ApiProperty({ example: 'agentmail._domainkey.example.com', description: 'Full name of the record' }) fqdn!: string;
  @ApiProperty({ example: 'v=spf1 include:mx.agents.example ~all' }) value!: string;
  @ApiPropertyOptional({ example: 10, description: 'MX only' }) priority?: number;
  @ApiProperty({ enum: ['mx', 'spf', 'dkim'], description: 'Which check this record satisfies' }) purpose!: 'mx' | 'spf' | 'dkim';
}

export class DomainDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: 'example.com', description: 'ASCII (punycode) form, lower-case' }) domain!: string;
  @ApiProperty({ description: 'MX, SPF and DKIM all verified: inboxes can be created on the domain and it receives mail' }) verified!: boolean;
  @ApiProperty() mx_verified!: boolean;
  @ApiProperty() spf_verified!: boolean;
  @ApiProperty() dkim_verified!: boolean;
  @ApiProperty({ description: 'DKIM public key to publish: base64 of the DER SubjectPublicKeyInfo, the exact `p=` value', example: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA...' })
  dkim_key!: string;
  @ApiProperty({ example: 'agentmail', description: 'DKIM selector: the record lives at `<selector>._domainkey.<domain>`' }) dkim_selector!: string;
  @ApiProperty({ type: [DnsRecordDto], description: 'The DNS records to publish' }) records!: DnsRecordDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last DNS check (by you or the periodic re-check)' }) last_checked_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When all three checks first passed' }) verified_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class RecordCheckDto {
  @ApiProperty({ description: 'This record is right' }) ok!: boolean;
  @ApiProperty({ example: 'example.com', description: 'DNS name looked up' }) name!: string;
  @ApiProperty({ example: 'v=spf1 include:mx.agents.example ~all', description: 'Value to publish (MX as `priority host`)' }) expected!: string;
  @ApiProperty({ type: [String], description: 'What DNS answered (MX as `priority host`; TXT with its character-strings joined)' }) found!: string[];
  @ApiPropertyOptional({ example: 'no MX record points to mx.agents.example', description: 'What is wrong; absent when ok' }) problem?: string;
}

export class DomainChecksDto {
  @ApiProperty({ type: RecordCheckDto }) mx!: RecordCheckDto;
  @ApiProperty({ type: RecordCheckDto }) spf!: RecordCheckDto;
  @ApiProperty({ type: RecordCheckDto }) dkim!: RecordCheckDto;
}

export class DomainVerificationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'example.com' }) domain!: string;
  @ApiProperty({ description: 'mx_verified and spf_verified and dkim_verified' }) verified!: boolean;
  @ApiProperty() mx_verified!: boolean;
  @ApiProperty() spf_verified!: boolean;
  @ApiProperty() dkim_verified!: boolean;
  @ApiProperty({ format: 'date-time' }) checked_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) verified_at!: string | null;
  @ApiProperty({ type: DomainChecksDto, description: 'Per-record diagnostics' }) checks!: DomainChecksDto;
}
