import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { Authenticated, CurrentUser } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, Page } from '../common/http/envelope';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { PageQueryDto } from '../common/pagination/pagination';
import { ownerAccess } from '../inboxes/inbox-access';
import { ThreadDto, ThreadSummaryDto } from './dto/thread.dto';
import { ThreadsService } from './threads.service';

@ApiTags('Threads')
@Controller('inboxes/:id/threads')
@Authenticated()
@ApiParam({ name: 'id', format: 'uuid', description: 'Inbox id' })
export class ThreadsController {
  constructor(private readonly threads: ThreadsService) {}

  @Get()
  @ApiOperation({ summary: 'List the threads of an inbox, most recent activity first' })
  @ApiEnvelope(ThreadSummaryDto, { paginated: true })
  @ApiErrors(400, 404)
  list(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('inbox')) id: string, @Query() query: PageQueryDto): Promise<Page<ThreadSummaryDto>> {
    return this.threads.list(ownerAccess(user.userId, id), query);
  }

  @Get(':tid')
  @ApiOperation({ summary: 'One thread with its messages in chronological order' })
  @ApiParam({ name: 'tid', format: 'uuid', description: 'Thread id' })
  @ApiEnvelope(ThreadDto)
  @ApiErrors(404)
  get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', notFoundOnBadUuid('inbox')) id: string,
    @Param('tid', notFoundOnBadUuid('thread')) tid: string,
  ): Promise<ThreadDto> {
    return this.threads.get(ownerAccess(user.userId, id), tid);
  }
}
