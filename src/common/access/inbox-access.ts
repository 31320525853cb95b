import type { EntityManager } from '@mikro-orm/postgresql';
import type { TokenInbox } from '../auth/authenticated-user';
import { notFound } from '../errors/domain-error';

/**
 * SQL condition for "not expired", on the inboxes table or on an alias of it: an expired inbox is
 * gone at once, whatever the expiry sweeper has done.
 */
export function liveInboxSql(alias?: string): string {
  const column = alias ? `${alias}.expires_at` : 'expires_at';
  return `(${column} is null or ${column} > now())`;
}

/**
 * Who opens an inbox: its owner (API key or JWT), or its temporary token (already checked by
 * InboxTokenGuard, which also checked expiry). Every feature that reads an inbox's content
 * (messages, threads, MCP tools, the web viewer) takes one of these and calls `requireInbox`.
 */
export type InboxAccess = { via: 'owner'; userId: string; inboxId: string } | { via: 'token'; inboxId: string };

export const ownerAccess = (userId: string, inboxId: string): InboxAccess => ({ via: 'owner', userId, inboxId });
export const tokenAccess = (inbox: TokenInbox): InboxAccess => ({ via: 'token', inboxId: inbox.id });

/** Resolves the inbox id the caller may read, or 404 (also for someone else's inbox). */
export async function requireInbox(em: EntityManager, access: InboxAccess): Promise<string> {
  if (access.via === 'token') return access.inboxId;
  const rows = await em.execute<{ id: string }[]>(`select id from inboxes where id = ? and user_id = ? and ${liveInboxSql()}`, [
    access.inboxId,
    access.userId,
  ]);
  if (!rows.length) throw notFound('inbox');
  return access.inboxId;
}
