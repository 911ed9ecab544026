import { defineJob } from '../../platform/jobs';

/**
 * The consultations' reminder (decision 058): every 10 minutes, confirmed consultations starting within
 * 24 hours that were not reminded of get one message per party (RequestsService.sendReminders).
 */
export const requestRemindersJob = defineJob('requests.reminders', { expireInSeconds: 300 });
export const REQUEST_REMINDERS_CRON = '*/10 * * * *';
