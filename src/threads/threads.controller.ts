import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AccountOrInboxToken, CurrentInboxAccess } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, Page } from '../common/http/envelope';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { PageQueryDto } from '../common/pagination/pagination';
import type { InboxAccess } from '../common/access/inbox-access';
import { ThreadDto, ThreadSummaryDto } from './dto/thread.dto';
import { ThreadsService } from './threads.service';

@ApiTags('Threads')
@Controller('inboxes/:id/threads')
@AccountOrInboxToken()
@ApiParam({ name: 'id', format: 'uuid', description: 'Inbox id' })
export class ThreadsController {
  constructor(private readonly threads: ThreadsService) {}

  @Get()
  @ApiOperation({ summary: 'List the threads of an inbox, most recent activity first' })
  @ApiEnvelope(ThreadSummaryDto, { paginated: true })
  @ApiErrors(400, 404)
  list(@CurrentInboxAccess() access: InboxAccess, @Query() query: PageQueryDto): Promise<Page<ThreadSummaryDto>> {
    return this.threads.list(access, query);
  }

  @Get(':tid')
  @ApiOperation({ summary: 'One thread with its messages in chronological order' })
  @ApiParam({ name: 'tid', format: 'uuid', description: 'Thread id' })
  @ApiEnvelope(ThreadDto)
  @ApiErrors(404)
  get(
    @CurrentInboxAccess() access: InboxAccess,
    @Param('tid', notFoundOnBadUuid('thread')) tid: string,
  ): Promise<ThreadDto> {
    return this.threads.get(access, tid);
  }
}
