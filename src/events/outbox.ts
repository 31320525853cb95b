import { randomUUID } from 'node:crypto';
import type { EventPayload, NewEvent } from './event-types';

/** A query with `$n` placeholders inside the caller's transaction (`Sql` of src/database/sql.ts fits). */
type Query = (text: string, params: unknown[]) => Promise<unknown[]>;

export interface OutboxRow {
  id: string;
  type: string;
  user_id: string | null;
  inbox_id: string | null;
  payload: EventPayload;
  created_at: Date;
}

/**
 * The one writer of outbox events: one multi-row INSERT through the caller's transaction, so
 * the change and its events commit (or roll back) together. The body `{ event, timestamp, data }`
 * is built by the SQL function `outbox_payload()` (src/database/functions.ts), the same one the
 * SQL writers (`ingest_messages`, the inbox expiry sweep) use. Returns the rows as stored.
 */
export async function insertEvents(query: Query, events: NewEvent[]): Promise<OutboxRow[]> {
  if (!events.length) return [];
  const params: unknown[] = [];
  const values = events.map((event, i) => {
    const at = event.occurredAt ?? new Date();
    params.push(randomUUID(), event.type, event.userId, event.inboxId, at.toISOString(), JSON.stringify(event.data), at);
    const n = i * 7;
    return `($${n + 1}, $${n + 2}, $${n + 3}::uuid, $${n + 4}::uuid, outbox_payload($${n + 2}, $${n + 5}, $${n + 6}::jsonb), $${n + 7})`;
  });
  const rows = (await query(
    `insert into outbox_events (id, type, user_id, inbox_id, payload, created_at) values ${values.join(', ')}
     returning id, type, user_id, inbox_id, payload, created_at`,
    params,
  )) as OutboxRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return events.map((_, i) => byId.get(params[i * 7] as string)!);
}

/**
 * The exact JSON body delivered for an event: `{ event, timestamp, data }` in that order. Computed
 * once per delivery and stored, so every retry sends (and signs) the same bytes.
 */
export function eventBody(payload: EventPayload): string {
  return JSON.stringify({ event: payload.event, timestamp: payload.timestamp, data: payload.data });
}
