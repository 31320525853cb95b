/** Names of the service's BullMQ queues, in one place so infrastructure (metrics, the admin dashboard) can list them without importing the features that own them. */
export const WEBHOOK_QUEUE = 'webhook-deliveries';
export const OUTBOUND_QUEUE = 'outbound-delivery';
export const QUEUE_NAMES = [WEBHOOK_QUEUE, OUTBOUND_QUEUE] as const;
