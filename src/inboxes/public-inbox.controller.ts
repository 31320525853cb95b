import { Controller, Delete, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { TokenInbox } from '../common/auth/authenticated-user';
import { CurrentInbox, InboxTokenAuth } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, ApiTopLevel, Page, TopLevelResponse } from '../common/http/envelope';
import { RequestOrigin } from '../common/http/request-origin';
import { notFoundOnBadUuid } from '../common/http/uuid';
import { PageQueryDto } from '../common/pagination/pagination';
import { LongPoll, LongPollRequest } from '../messages/long-poll.decorator';
import { CodeQueryDto, MessageDto, MessageListQueryDto, MessagePreviewDto, MessageSummaryDto, VerificationCodeDto, WaitQueryDto } from '../messages/dto/message.dto';
import { MessagesService } from '../messages/messages.service';
import { PublicInboxCreatedDto, PublicInboxDto } from './dto/inbox.dto';
import { tokenAccess } from '../common/access/inbox-access';
import { InboxesService } from './inboxes.service';
import { PublicInboxRateGuard } from './public-inbox-rate.guard';

const TOKEN_PARAM = { name: 'token', description: 'The inbox token `temp_...` returned at creation' };

/** Anonymous temporary inboxes: no account, the token is the only credential. */
@ApiTags('Public temporary inboxes')
@Controller('public/inbox')
export class PublicInboxController {
  constructor(
    private readonly inboxes: InboxesService,
    private readonly messages: MessagesService,
  ) {}

  @Post()
  @UseGuards(PublicInboxRateGuard)
  @ApiOperation({
    summary: 'Create an anonymous temporary inbox (60 minutes); the token is returned only here',
    description: 'Rate-limited per client IP (PUBLIC_INBOX_RATE_LIMIT per minute, 429 beyond).',
  })
  @ApiEnvelope(PublicInboxCreatedDto, { status: 201 })
  @ApiErrors(429)
  create(@RequestOrigin() origin: string | undefined): Promise<PublicInboxCreatedDto> {
    return this.inboxes.createPublic(origin);
  }

  @Get()
  @InboxTokenAuth()
  @ApiOperation({
    summary: 'The inbox of the X-Inbox-Token header and its messages, most recent first (`limit`, `cursor`)',
    description: 'Like GET /public/inbox/{token}, with the token in a header so that it never appears in a URL (the web inbox uses this).',
  })
  @ApiEnvelope(PublicInboxDto)
  @ApiErrors(400)
  getByHeader(@CurrentInbox() inbox: TokenInbox, @Query() query: PageQueryDto): Promise<PublicInboxDto> {
    return this.inboxes.getPublic(inbox, query);
  }

  @Get(':token')
  @InboxTokenAuth()
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({ summary: 'The inbox and its messages, most recent first (`limit`, `cursor`)' })
  @ApiEnvelope(PublicInboxDto)
  @ApiErrors(400)
  get(@CurrentInbox() inbox: TokenInbox, @Query() query: PageQueryDto): Promise<PublicInboxDto> {
    return this.inboxes.getPublic(inbox, query);
  }

  @Get(':token/latest')
  @InboxTokenAuth()
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({
    summary: 'The most recent message, optionally waiting for a new one',
    description: 'With `wait`, held until a message arrives (after `since`, if given) or `wait` seconds pass, then 404 NOT_FOUND.',
  })
  @ApiEnvelope(MessageDto)
  @ApiErrors(400, 503)
  latest(@CurrentInbox() inbox: TokenInbox, @Query() query: WaitQueryDto, @LongPollRequest() poll: LongPoll): Promise<MessageDto> {
    return this.messages.latest(tokenAccess(inbox), query, poll);
  }

  @Get(':token/code')
  @InboxTokenAuth()
  @TopLevelResponse()
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({
    summary: 'Extract the verification code or confirmation link from the latest message',
    description:
      'Top level `{ success, code, text, kind, message_id, candidates }`; 404 without a message or code. Accepts `wait` and `since` like latest, ' +
      '`kind=code|link` to ask for one kind only, and `pattern=` (a regular expression with one capture group) to use instead of the model.',
  })
  @ApiTopLevel(VerificationCodeDto)
  @ApiErrors(400, 503)
  code(@CurrentInbox() inbox: TokenInbox, @Query() query: CodeQueryDto, @LongPollRequest() poll: LongPoll): Promise<VerificationCodeDto> {
    return this.messages.code(tokenAccess(inbox), query, poll);
  }

  @Delete(':token')
  @InboxTokenAuth()
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({ summary: 'Delete the inbox and all its messages now' })
  @ApiEnvelope(null, { empty: true })
  async remove(@CurrentInbox() inbox: TokenInbox): Promise<void> {
    await this.inboxes.remove(tokenAccess(inbox));
  }

  @Get(':id/messages')
  @InboxTokenAuth()
  @ApiParam({ name: 'id', format: 'uuid', description: 'Inbox id; the X-Inbox-Token header must belong to this inbox' })
  @ApiOperation({ summary: 'List the messages of a temporary inbox by id, authorised by X-Inbox-Token' })
  @ApiEnvelope(MessageSummaryDto, { paginated: true, alternatives: [MessagePreviewDto] })
  @ApiErrors(400)
  messagesById(
    @Param('id', notFoundOnBadUuid('inbox')) _id: string,
    @CurrentInbox() inbox: TokenInbox,
    @Query() query: MessageListQueryDto,
  ): Promise<Page<MessageSummaryDto | MessagePreviewDto>> {
    return this.messages.list(tokenAccess(inbox), query);
  }
}
