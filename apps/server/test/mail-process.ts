/**
 * `npm start` plus a mail job that expires after 5 s (mail.send: 120 s), for the mail crash test. With
 * MAIL_JOB_TO set, the process queues one message to that address once it is up.
 */
import { defineJob } from '../src/platform/jobs';
import { workMail, type MailMessage } from '../src/platform/mail';
import { runProcess } from '../src/process';

const quickMail = defineJob<MailMessage>('test.mail-kill', { expireInSeconds: 5, retryLimit: 5, retryDelaySeconds: 1 });

runProcess({
  extraWork: async (jobs, { mailer }) => {
    await workMail(jobs, mailer, quickMail);
    const to = process.env.MAIL_JOB_TO;
    if (to) {
      const id = await jobs.queue(quickMail, {
        to,
        kind: 'listing_approved',
        language: 'en',
        subject: 'Your listing is live',
        text: 'Hello',
        html: '<p>Hello</p>',
      });
      process.stdout.write(`mail job ${id} queued by ${process.pid}\n`);
    }
  },
});
