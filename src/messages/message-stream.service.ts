import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InboxAccess, requireInbox } from '../common/access/inbox-access';
import { badRequest } from '../common/errors/domain-error';
import { isUuid } from '../common/http/uuid';
import type { MessageSummaryDto } from './dto/message.dto';
import { MessagesRepository } from './messages.repository';
import { mapMessageSummary } from './messages.service';
import { NewMessageBus } from './new-message-bus';

/** What a follower of an inbox receives: each new message, a keep-alive, or the end of the inbox. */
export type InboxStreamEvent = { type: 'message'; message: MessageSummaryDto } | { type: 'keepalive' } | { type: 'gone' };

/** A quiet stream says something this often, so proxies and browsers keep it open. */
export const KEEPALIVE_MS = 20_000;
const BATCH = 100;
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

interface Position {
  at: Date;
  id: string;
}

/**
 * Follows an inbox: every message stored after a starting point, oldest first, then each new
 * one the moment it commits (woken through NewMessageBus, so on any node and without polling
 * the database). The stream ends with `gone` when the inbox is deleted or expires, and quietly
 * on shutdown or when the client leaves.
 */
@Injectable()
export class MessageStreamService {
  constructor(
    private readonly em: EntityManager,
    private readonly messages: MessagesRepository,
    private readonly bus: NewMessageBus,
  ) {}

  /**
   * Checks access and the starting point now (so errors answer as plain 4xx before the stream
   * starts) and returns the events. `since`: a message id of the inbox or an ISO timestamp;
   * without it, only messages stored from now on.
   */
  async open(access: InboxAccess, since: string | undefined, signal: AbortSignal): Promise<AsyncGenerator<InboxStreamEvent>> {
    const inboxId = await requireInbox(this.em, access);
    // Registered before the first read: a message committed in between still wakes the stream.
    const watch = this.bus.watch(inboxId);
    try {
      const start = await this.startPosition(inboxId, since);
      return this.follow(inboxId, start, watch, signal);
    } catch (error) {
      watch.close();
      throw error;
    }
  }

  private async *follow(inboxId: string, start: Position, watch: ReturnType<NewMessageBus['watch']>, signal: AbortSignal): AsyncGenerator<InboxStreamEvent> {
    let position = start;
    try {
      for (;;) {
        const rows = await this.messages.storedAfter(inboxId, position, BATCH);
        if (rows === 'inbox-gone') {
          yield { type: 'gone' };
          return;
        }
        for (const row of rows) {
          position = { at: new Date(row.created_at), id: row.id };
          yield { type: 'message', message: mapMessageSummary(row) };
        }
        if (rows.length === BATCH) continue;
        if (watch.isClosed || signal.aborted) return;
        const woken = await watch.next(Date.now() + KEEPALIVE_MS, signal);
        if (signal.aborted || this.bus.isStopping || watch.isClosed) return;
        if (!woken) yield { type: 'keepalive' };
      }
    } finally {
      watch.close();
    }
  }

  private async startPosition(inboxId: string, since: string | undefined): Promise<Position> {
    if (since === undefined || since === '') return { at: new Date(), id: ZERO_UUID };
    if (isUuid(since)) {
      const at = await this.messages.createdAt(inboxId, since);
      if (!at) throw badRequest('since names no message of this inbox; pass an ISO 8601 timestamp or a message id of this inbox');
      return { at, id: since };
    }
    const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.test(since) ? new Date(since) : new Date(NaN);
    if (Number.isNaN(at.getTime())) throw badRequest('since must be an ISO 8601 timestamp with a time zone (such as 2026-11-21T19:40:00Z) or a message id of this inbox');
    return { at, id: ZERO_UUID };
  }
}

/** One event in text/event-stream framing. */
export function encodeServerSentEvent(event: InboxStreamEvent): string {
  switch (event.type) {
    case 'message':
      return `id: ${event.message.id}\nevent: message\ndata: ${JSON.stringify(event.message)}\n\n`;
    case 'gone':
      return `event: gone\ndata: {"reason":"inbox deleted or expired"}\n\n`;
    case 'keepalive':
      return `: keep-alive\n\n`;
  }
}
