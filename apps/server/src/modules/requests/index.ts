/** What other modules may use of requests: the service type, the reminder job (the worker runs it), the response stats' type. */
export { REQUEST_REMINDERS_CRON, requestRemindersJob } from './reminders';
export type { RequestsService } from './requests.service';
export type { ResponseStats, ResponseStatsPort } from './response-stats';
