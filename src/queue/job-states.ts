/** BullMQ job states in which the queue will still run the job: a requeue sweep must leave these alone. */
export const LIVE_JOB_STATES: ReadonlySet<string> = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);
