/** In localStorage while an action waits in the outbox (decision 071): the next visit loads it to send it. */
export const OUTBOX_FLAG = 'manara.outbox';
/** The Background Sync tag registered when an action is kept (sw/background-sync.ts sends on it). */
export const SYNC_TAG = 'manara-outbox';
/** The type of the worker's message to its pages when it has sent (or seen refused) a kept action. */
export const OUTBOX_SETTLED = 'manara-outbox-settled';
/** No answer (0), or a gateway's "not now" (502–504): worth sending again later, with the same key. */
export const isRetryableStatus = (status: number | undefined) => status === 0 || status === 502 || status === 503 || status === 504;
