import { randomUUID } from 'node:crypto';

/**
 * A time-ordered UUID (RFC 9562 version 7: 48 bits of Unix milliseconds, then 74 random bits)
 * for rows written at a high rate. Keys that grow with time are inserted at the right edge of
 * their B-tree indexes (primary keys, and `thread_id` in messages' thread index) instead of on
 * a random leaf: the leaf pages written stay few and cached, and after a checkpoint a message
 * no longer writes a full-page image of a random leaf per index (bench/RESULTS.md, "PostgreSQL
 * side, second pass": 7.1 -> 2.5 KB of WAL per message on a database of 200,000 messages).
 * The SQL side is `uuid_v7()` (src/database/functions.ts). Still unguessable (74 random bits);
 * the creation time it carries is public anyway (`created_at`).
 */
export function uuidV7(now: number = Date.now()): string {
  const ms = now.toString(16).padStart(12, '0');
  // randomUUID(): xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx; its version digit becomes 7, the variant stays.
  return `${ms.slice(0, 8)}-${ms.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
