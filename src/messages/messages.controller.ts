import { Controller, Delete, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AccountOrInboxToken, CurrentInboxAccess } from '../common/auth/decorators';
import { ApiEnvelope, ApiErrors, ApiTopLevel, Page, TopLevelResponse } from '../common/http/envelope';
import { notFoundOnBadUuid } from '../common/http/uuid';
import type { InboxAccess } from '../common/access/inbox-access';
import { LongPoll, LongPollRequest } from './long-poll.decorator';
import { CodeQueryDto, MessageDto, MessageListQueryDto, MessagePreviewDto, MessageSummaryDto, VerificationCodeDto, WaitQueryDto } from './dto/message.dto';
import { FollowQueryDto } from './dto/follow.dto';
import { sendEventStream } from './event-stream-reply';
import { MessageStreamService } from './message-stream.service';
import { MessagesService } from './messages.service';
import { sendAttachment, sendRawMessage } from './binary-replies';

@ApiTags('Messages')
@Controller('inboxes/:id/messages')
@AccountOrInboxToken()
@ApiParam({ name: 'id', format: 'uuid', description: 'Inbox id' })
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly stream: MessageStreamService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List the messages of an inbox, most recent first',
    description: 'Items carry `body_text`; with `format=summary` they carry a short `preview` instead (no body), to keep an agent\'s context small.',
  })
  @ApiEnvelope(MessageSummaryDto, { paginated: true, alternatives: [MessagePreviewDto] })
  @ApiErrors(400, 404)
  list(@CurrentInboxAccess() access: InboxAccess, @Query() query: MessageListQueryDto): Promise<Page<MessageSummaryDto | MessagePreviewDto>> {
    return this.messages.list(access, query);
  }

  @Get('latest')
  @ApiOperation({
    summary: 'The most recently received message, optionally waiting for a new one',
    description:
      'Returns the newest inbound message (after `since`, if given). With `wait`, the request is held until one arrives (answered within milliseconds of delivery) or `wait` seconds pass, then 404 NOT_FOUND.',
  })
  @ApiEnvelope(MessageDto)
  @ApiErrors(400, 404, 503)
  latest(
    @CurrentInboxAccess() access: InboxAccess,
    @Query() query: WaitQueryDto,
    @LongPollRequest() poll: LongPoll,
  ): Promise<MessageDto> {
    return this.messages.latest(access, query, poll);
  }

  @Get('code')
  @TopLevelResponse()
  @ApiOperation({
    summary: 'Extract the verification code or confirmation link from the latest message',
    description:
      'Answers `{ success, code, text, kind, message_id, candidates }` at the top level; `candidates` are the ranked candidates behind the answer ' +
      '(value, kind, score, accepted, source, snippet). 404 when there is no message or the latest one carries no code. With `wait`, holds until a message ' +
      'with a code arrives (after `since`, if given) or `wait` seconds pass. `kind=code|link` asks for one kind only; `pattern=` (a regular expression ' +
      'with one capture group) replaces the model; an unsafe or invalid pattern is refused with 400.',
  })
  @ApiTopLevel(VerificationCodeDto)
  @ApiErrors(400, 404, 503)
  code(
    @CurrentInboxAccess() access: InboxAccess,
    @Query() query: CodeQueryDto,
    @LongPollRequest() poll: LongPoll,
  ): Promise<VerificationCodeDto> {
    return this.messages.code(access, query, poll);
  }

  @Get('stream')
  @ApiOperation({
    summary: 'Follow the inbox: new messages as server-sent events',
    description:
      'A `text/event-stream` that sends `event: message` (`id:` the message id, `data:` the message in the list shape) for each message stored after `since`, oldest first, then for each new one within milliseconds of delivery, on any node. A comment line every 20 s keeps the connection open; `event: gone` ends the stream when the inbox is deleted or expires. Reconnect with `since` set to the last id seen. Takes X-Inbox-Token like every inbox read, so browsers read it with fetch() (EventSource cannot send headers).',
  })
  @ApiProduces('text/event-stream')
  @ApiResponse({ status: 200, description: 'Server-sent events (not enveloped)', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  @ApiErrors(400, 404)
  async follow(@CurrentInboxAccess() access: InboxAccess, @Query() query: FollowQueryDto, @LongPollRequest() poll: LongPoll, @Res() reply: FastifyReply): Promise<void> {
    sendEventStream(reply, await this.stream.open(access, query.since, poll.signal));
  }

  @Get(':mid')
  @ApiOperation({ summary: 'One message with its HTML body, headers and attachment list' })
  @ApiEnvelope(MessageDto)
  @ApiErrors(404)
  get(
    @CurrentInboxAccess() access: InboxAccess,
    @Param('mid', notFoundOnBadUuid('message')) mid: string,
  ): Promise<MessageDto> {
    return this.messages.get(access, mid);
  }

  @Delete(':mid')
  @ApiOperation({ summary: 'Delete a message permanently (its thread is updated, and removed when empty)' })
  @ApiEnvelope(null, { empty: true })
  @ApiErrors(404)
  async remove(
    @CurrentInboxAccess() access: InboxAccess,
    @Param('mid', notFoundOnBadUuid('message')) mid: string,
  ): Promise<void> {
    await this.messages.remove(access, mid);
  }

  @Get(':mid/raw')
  @ApiOperation({ summary: 'The message exactly as received or sent (RFC 5322 source)' })
  @ApiProduces('message/rfc822')
  @ApiResponse({ status: 200, description: 'Raw MIME source (not enveloped)', content: { 'message/rfc822': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async raw(
    @CurrentInboxAccess() access: InboxAccess,
    @Param('mid', notFoundOnBadUuid('message')) mid: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendRawMessage(reply, mid, await this.messages.raw(access, mid));
  }

  @Get(':mid/attachments/:aid')
  @ApiOperation({ summary: 'Download one attachment of a message' })
  @ApiParam({ name: 'aid', format: 'uuid', description: 'Attachment id' })
  @ApiResponse({ status: 200, description: 'The attachment bytes with their content type (not enveloped)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async attachment(
    @CurrentInboxAccess() access: InboxAccess,
    @Param('mid', notFoundOnBadUuid('message')) mid: string,
    @Param('aid', notFoundOnBadUuid('attachment')) aid: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendAttachment(reply, await this.messages.attachment(access, mid, aid));
  }
}
