import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InboxAccess, liveInboxSql } from '../common/access/inbox-access';
import { KeysetPosition, keysetSql } from '../common/pagination/pagination';
import { Domain } from '../domains/domain.entity';
import { Inbox, InboxType } from './inbox.entity';

export interface InboxRow {
  id: string;
  user_id: string | null;
  address: string;
  domain: string;
  type: InboxType;
  expires_at: Date | string | null;
  created_at: Date | string;
}

export interface NewInbox {
  userId: string | null;
  address: string;
  localPart: string;
  domain: string;
  domainId: string | null;
  type: InboxType;
  tokenHash: string | null;
  expiresAt: Date | null;
  createdAt: Date;
}

const INBOX_COLUMNS = `id, user_id, address, domain, type, expires_at, created_at`;

/** The inbox an access opens: the owner's by id, or the one the token guard matched. */
function accessCondition(access: InboxAccess): { where: string; params: unknown[] } {
  return access.via === 'owner' ? { where: `id = ? and user_id = ?`, params: [access.inboxId, access.userId] } : { where: `id = ?`, params: [access.inboxId] };
}

/**
 * The queries on inboxes; no rules. Reads and changes of an owner's inbox only ever see live
 * (unexpired) inboxes of that owner. Methods taking `tx` run inside the caller's transaction.
 */
@Injectable()
export class InboxesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `take` live inboxes of the owner, newest first, strictly before `after`. */
  listOwned(userId: string, after: KeysetPosition | null, take: number): Promise<InboxRow[]> {
    const keyset = keysetSql('created_at', after);
    return this.em.execute<InboxRow[]>(
      `select ${INBOX_COLUMNS} from inboxes where user_id = ? and ${liveInboxSql()}${keyset.and} order by ${keyset.orderBy} limit ?`,
      [userId, ...keyset.params, take],
    );
  }

  /** The live inbox an access opens, or null. */
  async findAccessible(access: InboxAccess): Promise<InboxRow | null> {
    const { where, params } = accessCondition(access);
    const rows = await this.em.execute<InboxRow[]>(`select ${INBOX_COLUMNS} from inboxes where ${where} and ${liveInboxSql()}`, params);
    return rows[0] ?? null;
  }

  /** Sets the expiry to now + `ttlMinutes`; null when the owner has no such live inbox. */
  async setExpiry(userId: string, id: string, ttlMinutes: number): Promise<InboxRow | null> {
    const rows = await this.em.execute<InboxRow[]>(
      `update inboxes set expires_at = now() + make_interval(mins => ?) where id = ? and user_id = ? and ${liveInboxSql()} returning ${INBOX_COLUMNS}`,
      [ttlMinutes, id, userId],
    );
    return rows[0] ?? null;
  }

  /** Deletes the live inbox an access opens (messages, threads, attachments cascade); false when there is none. */
  async deleteAccessible(access: InboxAccess): Promise<boolean> {
    const { where, params } = accessCondition(access);
    const rows = await this.em.execute<{ id: string }[]>(`delete from inboxes where ${where} and ${liveInboxSql()} returning id`, params);
    return rows.length > 0;
  }

  /** One of the owner's verified custom domains, by its canonical name. */
  verifiedDomain(userId: string, domain: string): Promise<Pick<Domain, 'id' | 'domain'> | null> {
    return this.em.findOne(Domain, { userId, domain, verified: true }, { fields: ['id', 'domain'] });
  }

  /**
   * The owner's live inboxes, counted after taking a transaction-scoped advisory lock on the
   * owner, so concurrent creations of one account count one after the other.
   */
  async countLiveLocked(tx: EntityManager, userId: string): Promise<number> {
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`inbox-cap:${userId}`]);
    const [{ n }] = (await tx.execute<Array<{ n: number }>>(`select count(*)::int as n from inboxes where user_id = ? and ${liveInboxSql()}`, [userId])) as [{ n: number }];
    return n;
  }

  /** Adds the inbox to the unit of work of `tx`: written when the transaction commits. */
  create(tx: EntityManager, inbox: NewInbox): Inbox {
    return tx.create(Inbox, inbox);
  }
}
