import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/errors/domain-error';
import { Page } from '../common/http/envelope';
import { InboxAccess, requireInbox } from '../common/access/inbox-access';
import { keysetPage, keysetSql, PageQueryDto } from '../common/pagination/pagination';
import { authenticationOf, replyTextOf, VERDICT_COLUMNS, VerdictRow } from '../messages/message-verdicts';
import { ThreadDto, ThreadMessageDto, ThreadSummaryDto } from './dto/thread.dto';

interface ThreadRow {
  id: string;
  inbox_id: string;
  subject: string;
  last_at: Date | string;
  msg_count: number;
  created_at: Date | string;
}

interface ThreadMessageRow extends VerdictRow {
  id: string;
  direction: 'inbound' | 'outbound';
  from: string;
  from_name: string | null;
  to: string;
  subject: string;
  body_text: string;
  attachment_count: number;
  created_at: Date | string;
}

/** A thread view is bounded: beyond this many messages, the oldest are left out. */
export const MAX_THREAD_MESSAGES = 1000;

const iso = (value: Date | string) => new Date(value).toISOString();

export function mapThreadSummary(row: ThreadRow): ThreadSummaryDto {
  return { id: row.id, inbox_id: row.inbox_id, subject: row.subject, last_at: iso(row.last_at), msg_count: Number(row.msg_count), created_at: iso(row.created_at) };
}

export function mapThreadMessage(row: ThreadMessageRow): ThreadMessageDto {
  return {
    id: row.id,
    direction: row.direction,
    from: row.from,
    from_name: row.from_name,
    to: row.to,
    subject: row.subject,
    body_text: row.body_text,
    reply_text: replyTextOf(row),
    authentication: authenticationOf(row),
    attachment_count: Number(row.attachment_count),
    created_at: iso(row.created_at),
  };
}

const THREAD_COLUMNS = `id, inbox_id, subject, last_at, msg_count, created_at`;

@Injectable()
export class ThreadsService {
  constructor(private readonly em: EntityManager) {}

  /** Threads ordered by most recent activity. */
  async list(access: InboxAccess, query: PageQueryDto): Promise<Page<ThreadSummaryDto>> {
    const inboxId = await requireInbox(this.em, access);
    return keysetPage(
      query,
      (after, take) => {
        const keyset = keysetSql('last_at', after);
        return this.em.execute<ThreadRow[]>(
          `select ${THREAD_COLUMNS} from threads where inbox_id = ? and msg_count > 0${keyset.and} order by ${keyset.orderBy} limit ?`,
          [inboxId, ...keyset.params, take],
        );
      },
      (row) => ({ at: new Date(row.last_at), id: row.id }),
      mapThreadSummary,
    );
  }

  /** One thread with its messages, oldest first. */
  async get(access: InboxAccess, threadId: string): Promise<ThreadDto> {
    const inboxId = await requireInbox(this.em, access);
    const rows = await this.em.execute<ThreadRow[]>(`select ${THREAD_COLUMNS} from threads where id = ? and inbox_id = ?`, [threadId, inboxId]);
    const thread = rows[0];
    if (!thread) throw notFound('thread');
    const messages = await this.em.execute<ThreadMessageRow[]>(
      `select * from (
         select id, direction, "from", from_name, "to", subject, body_text, attachment_count, created_at, ${VERDICT_COLUMNS} from messages
         where thread_id = ? and inbox_id = ? order by created_at desc, id desc limit ?
       ) latest order by created_at, id`,
      [threadId, inboxId, MAX_THREAD_MESSAGES],
    );
    return { ...mapThreadSummary(thread), messages: messages.map(mapThreadMessage) };
  }
}
