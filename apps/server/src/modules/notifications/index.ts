/** What other modules may use of notifications: the service type, who a message goes to. */
export { accountRecipient, type NotificationsService, type Recipient } from './notifications.service';
export { mailTime } from './request-templates';
