import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { EventPayload, NewEvent } from './event-types';
import { OutboxEvent } from './outbox-event.entity';

export interface OutboxRow {
  id: string;
  type: string;
  user_id: string | null;
  inbox_id: string | null;
  payload: EventPayload;
  created_at: Date;
}

export function toOutboxRow(event: NewEvent): OutboxRow {
  const at = event.occurredAt ?? new Date();
  return {
    id: randomUUID(),
    type: event.type,
    user_id: event.userId,
    inbox_id: event.inboxId,
    payload: { event: event.type, timestamp: at.toISOString(), data: event.data },
    created_at: at,
  };
}

/**
 * Adds events to the unit of work of `em`: call inside the same `em.transactional()` as the
 * change that causes them, so the change and its events commit (or roll back) together.
 */
export function recordEvents(em: EntityManager, events: NewEvent[]): OutboxEvent[] {
  return events.map((event) => {
    const row = toOutboxRow(event);
    const entity = em.create(OutboxEvent, { id: row.id, type: event.type, userId: row.user_id, inboxId: row.inbox_id, payload: row.payload, createdAt: row.created_at, dispatchedAt: null });
    em.persist(entity);
    return entity;
  });
}

/**
 * For raw-SQL transactions (hot paths such as SMTP ingestion): one multi-row INSERT through the
 * transaction's own `query(sql, params)` with $n placeholders.
 */
export async function insertEvents(query: (sql: string, params: unknown[]) => Promise<unknown>, events: NewEvent[]): Promise<OutboxRow[]> {
  if (!events.length) return [];
  const rows = events.map(toOutboxRow);
  const params: unknown[] = [];
  const values = rows.map((row) => {
    params.push(row.id, row.type, row.user_id, row.inbox_id, JSON.stringify(row.payload), row.created_at);
    const n = params.length;
    return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::jsonb, $${n})`;
  });
  await query(`insert into outbox_events (id, type, user_id, inbox_id, payload, created_at) values ${values.join(', ')}`, params);
  return rows;
}

/**
 * The exact JSON body delivered for an event: `{ event, timestamp, data }` in that order. Computed
 * once per delivery and stored, so every retry sends (and signs) the same bytes.
 */
export function eventBody(payload: EventPayload): string {
  return JSON.stringify({ event: payload.event, timestamp: payload.timestamp, data: payload.data });
}
