import type { Sql } from '../database/sql';

/**
 * Bytes an inbox holds: the sum of its messages' sizes (the raw source of received mail, the
 * built MIME of sent mail). The messages_inbox_created index keeps this one index range per inbox.
 */
export async function storedBytes(sql: Sql, inboxId: string): Promise<number> {
  const [row] = await sql<{ bytes: string }>(`select coalesce(sum(size_bytes), 0)::text as bytes from messages where inbox_id = $1`, [inboxId]);
  return Number(row?.bytes ?? 0);
}

/** The sentence every refusal for a full inbox uses (SMTP and API alike). */
export function inboxFullMessage(limitBytes: number): string {
  return `inbox storage is full (at most ${limitBytes} bytes per inbox); delete messages to make room`;
}
