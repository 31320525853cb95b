import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

const RESULTS = 'RFC 8601 result: pass, fail, softfail, neutral, none, temperror, permerror (DKIM also policy)';

export class SpfVerdictDto {
  @ApiProperty({ example: 'pass', description: RESULTS }) result!: string;
  @ApiProperty({ type: String, nullable: true, example: 'github.com', description: 'Domain checked: of MAIL FROM, or of HELO for bounces' }) domain!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '192.0.2.7', description: 'The SMTP client address checked' }) client_ip!: string | null;
  @ApiProperty({ type: String, nullable: true }) helo!: string | null;
  @ApiProperty({ type: String, nullable: true }) envelope_from!: string | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
}

export class DkimVerdictDto {
  @ApiProperty({ example: 'github.com', description: 'Signing domain (d=)' }) domain!: string;
  @ApiProperty({ type: String, nullable: true, example: 'pf2023', description: 'Selector (s=)' }) selector!: string | null;
  @ApiProperty({ example: 'pass', description: `${RESULTS}; a body hash mismatch is fail` }) result!: string;
  @ApiProperty({ description: 'Passed, and the signing domain aligns (relaxed) with the From domain' }) aligned!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'body hash did not verify' }) comment!: string | null;
}

export class DmarcAlignmentDto {
  @ApiProperty({ type: String, nullable: true, description: 'Aligned SPF domain, or null' }) spf!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Aligned DKIM domain, or null' }) dkim!: string | null;
}

export class DmarcVerdictDto {
  @ApiProperty({ example: 'pass', description: 'pass, fail, none (no record), temperror, permerror' }) result!: string;
  @ApiProperty({ type: String, nullable: true, example: 'github.com', description: 'Organizational domain of From' }) domain!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['none', 'quarantine', 'reject'], description: 'Policy published for the From domain' }) policy!: string | null;
  @ApiProperty({ type: DmarcAlignmentDto }) alignment!: DmarcAlignmentDto;
}

export class ArcVerdictDto {
  @ApiProperty({ example: 'pass', description: 'pass, fail or none (no ARC chain)' }) result!: string;
  @ApiProperty({ example: 1, description: 'Instance of the newest ARC set (0 without a chain)' }) instance!: number;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
}

/**
 * Sender authentication of a received message. `pending` right after receipt: the checks run
 * after the message is stored and finish within seconds (at most about 6 s of DNS time; a
 * message left pending by a crashed node is finished by a worker within about a minute). Once
 * `summary` is not `pending` the verdict is final and never changes.
 */
export class MessageAuthenticationDto {
  @ApiProperty({
    enum: ['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror', 'pending'],
    description:
      'One word: pass = authenticated; fail = DMARC fail, SPF fail or only failing signatures; temperror = DNS did not answer in time; ' +
      'softfail/neutral from SPF or unaligned signatures; none = nothing to check; pending = checks still running',
  })
  summary!: string;
  @ApiProperty({ description: 'DMARC pass, or a passing DKIM signature aligned with the From domain (what `authenticated=true` filters on)' })
  authenticated!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'github.com', description: 'Domain of the From header (A-label, lower case)' }) from_domain!: string | null;
  @ApiProperty({ type: SpfVerdictDto, nullable: true }) spf!: SpfVerdictDto | null;
  @ApiProperty({ type: [DkimVerdictDto], description: 'One entry per DKIM-Signature header' }) dkim!: DkimVerdictDto[];
  @ApiProperty({ type: DmarcVerdictDto, nullable: true }) dmarc!: DmarcVerdictDto | null;
  @ApiProperty({ type: ArcVerdictDto, nullable: true }) arc!: ArcVerdictDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Authentication-Results: mx.agents.example; dkim=pass header.i=@github.com header.s=pf2023; spf=pass smtp.mailfrom=github.com; dmarc=pass header.from=github.com',
    description: 'The Authentication-Results header this service adds as receiving MTA (authserv-id = MAIL_HOST)',
  })
  authentication_results!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the checks ran; null while pending' }) checked_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the whole check failed (temperror/permerror), else null' }) error!: string | null;
}

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** `?authenticated=&from_domain=`: who the mail must really come from. */
export class SenderFilterQueryDto {
  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: only messages whose sender is authenticated (DMARC pass, or DKIM pass aligned with the From domain); false: only the others',
  })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'authenticated must be true or false' })
  authenticated?: boolean;

  @ApiPropertyOptional({ example: 'github.com', description: 'Only messages whose From address is at exactly this domain (case-insensitive; Unicode or punycode)' })
  @IsOptional()
  @IsString()
  @MaxLength(253)
  from_domain?: string;
}
