import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { defineJob, type Jobs } from '../jobs';
import type { MailMessage } from './message';
import { createOutbox, type Outbox } from './outbox';
import { smtpMailer } from './smtp';

export type { MailMessage } from './message';
export type { Outbox, OutboxRow } from './outbox';

/**
 * The background job that delivers one message, queued in the transaction of the row that causes it.
 * A refused or unreachable server fails the job, retried for about an hour before it stays failed.
 */
export const mailJob = defineJob<MailMessage>('mail.send', { expireInSeconds: 120, retryLimit: 8, retryDelaySeconds: 60 * 7 });

/** Delivers queued messages in this process (ROLE=all or worker). */
export function workMail(jobs: Jobs, mailer: Mailer): Promise<void> {
  return jobs.work(mailJob, (message) => mailer.deliver(message), { concurrency: 2 });
}

export interface Mailer {
  /** smtp: delivered through SMTP_URL; outbox: kept in the mail_outbox table for staff to read. */
  kind: 'smtp' | 'outbox';
  /** Delivers one message; throws when the server refuses it or is away (the job is retried). */
  deliver(message: MailMessage): Promise<void>;
  /** Messages kept instead of sent (empty with SMTP), newest first. */
  outbox: Outbox;
  close(): Promise<void>;
}

/**
 * The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox (the embedded
 * default), announced once in the log so nobody waits for e-mail that is not being sent.
 */
export function openMailer(config: Config, deps: { db: Db; log: { warn(msg: string): void } }): Mailer {
  const outbox = createOutbox(deps.db);
  if (config.smtpUrl) return { ...smtpMailer(config.smtpUrl, config.mailFrom), outbox };
  deps.log.warn('SMTP_URL is not set: e-mail is not delivered; messages are kept in the outbox (staff read them in /admin)');
  return { kind: 'outbox', deliver: (message) => outbox.keep(message), outbox, close: async () => {} };
}
