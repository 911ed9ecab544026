import type { MailSettings as Config } from './settings';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { defineJob, type JobType, type Jobs } from '../jobs';
import type { MailMessage } from './message';
import { createOutbox, type Outbox } from './outbox';
import { createSentLog } from './sent';
import { smtpMailer, type SmtpTimeouts } from './smtp';

export type { MailMessage } from './message';
export type { Outbox, OutboxRow } from './outbox';
export { SMTP_TIMEOUTS, type SmtpTimeouts } from './smtp';

/**
 * The background job that delivers one message, queued in the transaction of the row that causes it.
 * A refused or unreachable server fails the job, retried for about an hour before it stays failed.
 * One attempt ends within SMTP_TIMEOUTS.deliveryMs (60 s), well before the job expires.
 */
export const mailJob = defineJob<MailMessage>('mail.send', { expireInSeconds: 120, retryLimit: 8, retryDelaySeconds: 60 * 7 });
/** Forgets which mail jobs were sent once their retries are long over (daily). */
export const mailSentSweepJob = defineJob('mail.sent-sweep', { expireInSeconds: 300 });
/** How long a sent job is remembered: far past the mail job's last retry (8 × 7 min). */
const SENT_KEPT_MS = 2 * 24 * 3600_000;

/** Delivers queued messages in this process (ROLE=all or worker); `job` is for tests (mailJob otherwise). */
export async function workMail(jobs: Jobs, mailer: Mailer, job: JobType<MailMessage> = mailJob): Promise<void> {
  await jobs.work(job, (message, { id }) => mailer.deliver(message, { id }), { concurrency: 2 });
  await jobs.work(mailSentSweepJob, async () => void (await mailer.forgetSent(SENT_KEPT_MS)));
  await jobs.schedule(mailSentSweepJob, '23 4 * * *');
}

export interface Mailer {
  /** smtp: delivered through SMTP_URL; outbox: kept in the mail_outbox table for staff to read. */
  kind: 'smtp' | 'outbox';
  /**
   * Delivers one message; throws when the server refuses it or is away (the job is retried). With `id`
   * (its job's): the Message-ID is derived from it, the same on every attempt, and once a server has
   * accepted it (or the outbox kept it), delivering it again does nothing.
   */
  deliver(message: MailMessage, delivery?: { id?: string }): Promise<void>;
  /** Messages kept instead of sent (empty with SMTP), newest first. */
  outbox: Outbox;
  /** Forgets sent ids older than `ms`; returns how many. */
  forgetSent(ms: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox (the embedded
 * default), announced once in the log so nobody waits for e-mail that is not being sent.
 * `timeouts` shortens SMTP_TIMEOUTS in tests; `clock` dates the outbox and the sent log (the system's by default).
 */
export function openMailer(
  config: Config,
  deps: { db: Db; log: { warn(msg: string): void }; timeouts?: SmtpTimeouts; clock?: Clock },
): Mailer {
  const clock = deps.clock ?? systemClock;
  const outbox = createOutbox(deps.db, clock);
  const sent = createSentLog(deps.db, clock);
  const smtp = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, deps.timeouts) : null;
  if (!smtp) deps.log.warn('SMTP_URL is not set: e-mail is not delivered; messages are kept in the outbox (staff read them in /admin)');
  return {
    kind: smtp ? 'smtp' : 'outbox',
    async deliver(message, { id } = {}) {
      if (id && (await sent.has(id))) return;
      await (smtp ? smtp.deliver(message, { id }) : outbox.keep(message));
      // Should this write fail, the job is retried and the message goes again, with the same Message-ID.
      if (id) await sent.record(id);
    },
    outbox,
    forgetSent: (ms) => sent.forget(ms),
    close: async () => smtp?.close(),
  };
}
