import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { Authenticated, CurrentUser } from '../../common/auth/decorators';
import { ApiEnvelope, ApiErrors } from '../../common/http/envelope';
import { notFoundOnBadUuid } from '../../common/http/uuid';
import { OutboundMessageDto, ReplyDto, SendMessageDto } from './dto/send.dto';
import { OutboundService } from './outbound.service';

@ApiTags('Messages')
@Controller('inboxes/:id')
export class SendController {
  constructor(private readonly outbound: OutboundService) {}

  @Post('messages')
  @Authenticated()
  @ApiOperation({
    summary: 'Send an e-mail from a persistent inbox',
    description:
      'Stores the message as `queued` and delivers it in the background (relay or direct to MX, DKIM-signed when the domain has a key), retrying temporary failures with exponential backoff. Follow `status` on the message: queued, sending, sent or failed (with `status_reason`). Temporary inboxes cannot send (403). At most SEND_RATE_LIMIT messages per account per minute (default 60; 429 with Retry-After beyond, nothing stored).',
  })
  @ApiEnvelope(OutboundMessageDto, { status: 201 })
  @ApiErrors(400, 403, 404, 409, 429)
  send(@CurrentUser() user: AuthenticatedUser, @Param('id', notFoundOnBadUuid('inbox')) inboxId: string, @Body() body: SendMessageDto): Promise<OutboundMessageDto> {
    return this.outbound.send(user.userId, inboxId, body);
  }
}

@ApiTags('Threads')
@Controller('inboxes/:id/threads')
export class ReplyController {
  constructor(private readonly outbound: OutboundService) {}

  @Post(':tid/reply')
  @Authenticated()
  @ApiOperation({
    summary: 'Reply to the original sender of a thread',
    description:
      'Answers the last inbound message of the thread, at its Reply-To (else From), with `Re: <subject>`, In-Reply-To and References set; the reply joins the thread and is delivered like any sent message. 400 when the thread has no inbound message. Counts towards SEND_RATE_LIMIT (429 with Retry-After beyond).',
  })
  @ApiEnvelope(OutboundMessageDto, { status: 201 })
  @ApiErrors(400, 403, 404, 409, 429)
  reply(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', notFoundOnBadUuid('inbox')) inboxId: string,
    @Param('tid', notFoundOnBadUuid('thread')) threadId: string,
    @Body() body: ReplyDto,
  ): Promise<OutboundMessageDto> {
    return this.outbound.reply(user.userId, inboxId, threadId, body);
  }
}
