/** What other modules may use of requests: the service type, the reminder job (the worker runs it). */
export { REQUEST_REMINDERS_CRON, requestRemindersJob } from './reminders';
export type { RequestsService } from './requests.service';
