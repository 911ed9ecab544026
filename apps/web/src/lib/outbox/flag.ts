/** In localStorage while an action waits in the outbox (decision 071): the next visit loads it to send it. */
export const OUTBOX_FLAG = 'manara.outbox';
