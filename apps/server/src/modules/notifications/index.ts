/** What other modules may use of notifications: the service type and who a message goes to. */
export type { NotificationsService, Recipient } from './notifications.service';
