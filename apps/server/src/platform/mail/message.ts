import type { Locale } from '@manara/shared/i18n/index';

/** A message ready to go: rendered in its recipient's language (modules/notifications renders them). */
export interface MailMessage {
  to: string;
  /** Which template made it (password_reset, inquiry_received, …): for the outbox and the logs. */
  kind: string;
  language: Locale;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** An iCalendar invitation (a confirmed consultation's .ics), sent as the message's calendar part. */
  calendar?: { filename: string; content: string };
}
