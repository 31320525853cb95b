import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { Authenticated, CurrentUser } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, Page } from '../common/http/envelope';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { PageQueryDto } from '../common/pagination/pagination';
import { DomainsService } from './domains.service';
import { CreateDomainDto, DomainDto, DomainVerificationDto } from './dto/domain.dto';

@ApiTags('Domains')
@Controller('domains')
@Authenticated()
export class DomainsController {
  constructor(private readonly domains: DomainsService) {}

  @Post()
  @ApiOperation({
    summary: 'Add a custom domain; returns its DKIM public key and the DNS records to publish',
    description:
      'Generates a 2048-bit RSA DKIM key for the domain (the private key never leaves the service). Publish the returned `records` ' +
      '(MX, SPF TXT, DKIM TXT), then call verify. A domain belongs to one account: adding a domain already added (by anyone) is a 409, as is going past MAX_DOMAINS_PER_USER domains per account (default 50).',
  })
  @ApiEnvelope(DomainDto, { status: 201 })
  @ApiErrors(400, 409)
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateDomainDto): Promise<DomainDto> {
    return this.domains.create(user.userId, body);
  }

  @Get()
  @ApiOperation({ summary: 'List your custom domains, newest first, with their DNS records and verification flags' })
  @ApiEnvelope(DomainDto, { paginated: true })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto): Promise<Page<DomainDto>> {
    return this.domains.list(user.userId, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one of your custom domains' })
  @ApiEnvelope(DomainDto)
  @ApiErrors(404)
  get(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('domain')) id: string): Promise<DomainDto> {
    return this.domains.get(user.userId, id);
  }

  @Get(':id/verify')
  @ApiOperation({
    summary: 'Check the domain\'s MX, SPF and DKIM records in DNS now and store the result',
    description:
      'MX: an MX record points to the service\'s mail host. SPF: exactly one `v=spf1` TXT record at the domain, containing `include:<mail host>` before its `all`. ' +
      'DKIM: exactly one TXT record at `<selector>._domainkey.<domain>` whose `p=` is `dkim_key` (`v=DKIM1` and `k=rsa` optional). ' +
      '`verified` needs all three; only verified domains take inboxes and receive mail. A DNS failure (no such name, time-out, SERVFAIL) ' +
      'is "not verified" with the reason in `checks`, never an error. The service also re-checks in the background (verified domains every 6 hours), ' +
      'so a domain whose records are removed becomes unverified.',
  })
  @ApiEnvelope(DomainVerificationDto)
  @ApiErrors(404)
  verify(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('domain')) id: string): Promise<DomainVerificationDto> {
    return this.domains.verify(user.userId, id);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Remove a custom domain, with all its inboxes and their messages',
    description:
      'Permanent. Every inbox on the domain is deleted with its threads, messages and attachments, and mail to those addresses is refused from now on. ' +
      'The domain can then be added again (by anyone), with a new DKIM key.',
  })
  @ApiEnvelope(null, { empty: true })
  @ApiErrors(404)
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('domain')) id: string): Promise<void> {
    await this.domains.remove(user.userId, id);
  }
}
