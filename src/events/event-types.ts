/**
 * Event types and the `data` each carries (snake_case; documented as OpenAPI schemas in
 * `dto/event-payload.dto.ts` and in the README):
 * - message.received: inbox_id, message_id, thread_id (or null), from, from_name (or null), to, subject, and (added by
 *   the relay once the verdict is in) authentication, reply_text
 * - message.sent: inbox_id, message_id, thread_id (or null), to, subject
 * - inbox.created: inbox_id, address, type, expires_at (ISO, or null for persistent inboxes)
 * - inbox.expired: inbox_id, address, expired_at (ISO)
 */
export const EVENT_TYPES = ['message.received', 'message.sent', 'inbox.created', 'inbox.expired'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The body POSTed to webhooks: `{ event, timestamp, data }`. */
export interface EventPayload {
  event: EventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface NewEvent {
  type: EventType;
  userId: string | null;
  inboxId: string | null;
  data: Record<string, unknown>;
  occurredAt?: Date;
}
