import type { EntityManager } from '@mikro-orm/postgresql';
import type { TokenInbox } from '../common/auth/authenticated-user';
import { notFound } from '../common/errors/domain-error';

/** SQL condition for "not expired": an expired inbox is gone at once, whatever the sweeper has done. */
export const LIVE_INBOX_SQL = `(expires_at is null or expires_at > now())`;

/**
 * Who opens an inbox: its owner (API key or JWT), or its temporary token (already checked by
 * InboxTokenGuard, which also checked expiry).
 */
export type InboxAccess = { via: 'owner'; userId: string; inboxId: string } | { via: 'token'; inboxId: string };

export const ownerAccess = (userId: string, inboxId: string): InboxAccess => ({ via: 'owner', userId, inboxId });
export const tokenAccess = (inbox: TokenInbox): InboxAccess => ({ via: 'token', inboxId: inbox.id });

/** Resolves the inbox id the caller may read, or 404 (also for someone else's inbox). */
export async function requireInbox(em: EntityManager, access: InboxAccess): Promise<string> {
  if (access.via === 'token') return access.inboxId;
  const rows = await em.execute<{ id: string }[]>(`select id from inboxes where id = ? and user_id = ? and ${LIVE_INBOX_SQL}`, [
    access.inboxId,
    access.userId,
  ]);
  if (!rows.length) throw notFound('inbox');
  return access.inboxId;
}

/**
 * Keyset pagination, newest first, on a timestamp column and the id as tie-breaker. The sort
 * columns are stored at millisecond precision (Migration20261121194000), so the cursor's
 * JavaScript date names a row's position exactly and the (inbox_id, column desc, id desc)
 * indexes serve the page.
 */
export function keysetBefore(column: string, idColumn: string): string {
  return `(${column}, ${idColumn}) < (?::timestamptz, ?::uuid)`;
}

export function keysetOrder(column: string, idColumn: string): string {
  return `${column} desc, ${idColumn} desc`;
}
