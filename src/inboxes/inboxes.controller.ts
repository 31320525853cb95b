import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { AccountOrInboxToken, Authenticated, CurrentInboxAccess, CurrentUser } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, Page } from '../common/http/envelope';
import { RequestOrigin } from '../common/http/request-origin';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { PageQueryDto } from '../common/pagination/pagination';
import { CreatedInboxDto, CreateInboxDto, InboxDto, UpdateInboxDto } from './dto/inbox.dto';
import type { InboxAccess } from '../common/access/inbox-access';
import { InboxesService } from './inboxes.service';

const INBOX_ID_PARAM = { name: 'id', format: 'uuid', description: 'Inbox id' };

@ApiTags('Inboxes')
@Controller('inboxes')
export class InboxesController {
  constructor(private readonly inboxes: InboxesService) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Create an inbox (persistent by default, or temporary with a TTL)',
    description:
      '`type` is optional and defaults to `persistent`. Temporary inboxes expire after `ttl_minutes` (default 60, at most 10080) and their response also carries a `temp_` token for the public endpoints. Without `prefix` the local part is random (unguessable). 409 when the address is taken or the account already holds MAX_INBOXES_PER_USER live inboxes (default 1000).',
  })
  @ApiEnvelope(CreatedInboxDto, { status: 201 })
  @ApiErrors(400, 409)
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateInboxDto, @RequestOrigin() origin: string | undefined): Promise<CreatedInboxDto> {
    return this.inboxes.create(user.userId, body, origin);
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'List your inboxes, most recent first (expired ones are gone)' })
  @ApiEnvelope(InboxDto, { paginated: true })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto): Promise<Page<InboxDto>> {
    return this.inboxes.list(user.userId, query);
  }

  @Get(':id')
  @AccountOrInboxToken()
  @ApiParam(INBOX_ID_PARAM)
  @ApiOperation({ summary: 'Details of one of your inboxes (or of the inbox of the X-Inbox-Token)' })
  @ApiEnvelope(InboxDto)
  @ApiErrors(404)
  get(@CurrentInboxAccess() access: InboxAccess): Promise<InboxDto> {
    return this.inboxes.get(access);
  }

  @Patch(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Set a temporary inbox to expire ttl_minutes from now', description: 'Persistent inboxes do not expire: 400.' })
  @ApiEnvelope(InboxDto)
  @ApiErrors(400, 404)
  update(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('inbox')) id: string, @Body() body: UpdateInboxDto): Promise<InboxDto> {
    return this.inboxes.updateTtl(user.userId, id, body);
  }

  @Delete(':id')
  @AccountOrInboxToken()
  @ApiParam(INBOX_ID_PARAM)
  @ApiOperation({ summary: 'Delete an inbox with all its messages, threads and attachments (owner or X-Inbox-Token)' })
  @ApiEnvelope(null, { empty: true })
  @ApiErrors(404)
  async remove(@CurrentInboxAccess() access: InboxAccess): Promise<void> {
    await this.inboxes.remove(access);
  }
}
