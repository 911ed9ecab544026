import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { MediaStorage } from './platform/storage';
import { passwordResetJob, sessionSweepJob } from './modules/auth';
import { photoRecoveryJob, photoVariantsJob, stagingSweepJob } from './modules/media';
import { repriceJob } from './modules/money';
import { LISTING_EXPIRY_CRON, listingExpiryJob } from './modules/realty/listings';
import { STATISTICS_RETENTION_CRON, statisticsRetentionJob } from './modules/realty/stats';
import { REQUEST_REMINDERS_CRON, requestRemindersJob } from './modules/requests';
import { savedSearchDigestJob, savedSearchMatchJob } from './modules/saved-searches';
import { legalWaitlistJob } from './modules/services';
import { IDEMPOTENCY_SWEEP_CRON, idempotencySweepJob } from './platform/idempotency';
import type { Jobs } from './platform/jobs';
import { workMail, type Mailer } from './platform/mail';
import type { Services } from './services';

/**
 * Every background job a worker process runs (ROLE=all or worker): its handler, how many run at
 * once, and its schedule. A module defines the jobs it queues beside the code that queues them
 * (`defineJob`) and adds its handler here.
 */

export interface WorkDeps {
  services: Services;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** Delivers the e-mail jobs: SMTP, or the outbox (platform/mail). */
  mailer: Mailer;
  config: Pick<Config, 'imageConcurrency' | 'photoRecoveryMinutes'>;
}

export async function startWork(jobs: Jobs, { services, log, mailer, config }: WorkDeps): Promise<void> {
  await workMail(jobs, mailer);

  await jobs.work(savedSearchMatchJob, async ({ propertyId, before }) => {
    const told = await services.savedSearches.matchListing(propertyId, before);
    if (told > 0) log.info({ propertyId, told }, 'saved-search alerts recorded');
  });
  await jobs.work(savedSearchDigestJob, async () => {
    const users = await services.savedSearches.sendDigests();
    if (users > 0) log.info({ users }, 'saved-search digests queued');
  });
  // 05:00 UTC: 7–8 in the morning in Palestine.
  await jobs.schedule(savedSearchDigestJob, '0 5 * * *');

  await jobs.work(repriceJob, async ({ currency }) => {
    const changed = await services.exchangeRates.reprice(currency);
    log.info({ currency, changed }, 'listings re-priced at the new exchange rate');
  });

  // The legal waitlist (decision 057): queued when a lawyer is verified; hourly as a safety net.
  await jobs.work(legalWaitlistJob, async () => {
    const mailed = await services.services.mailWaitlist();
    if (mailed > 0) log.info({ mailed }, 'legal waitlist mailed');
  });
  await jobs.schedule(legalWaitlistJob, '23 * * * *');

  await jobs.work(passwordResetJob, ({ email }) => services.account.sendPasswordReset(email));

  // Listings that stay true (decision 061): date, expire and remind, in bounded batches, once per cluster.
  await jobs.work(listingExpiryJob, async () => {
    const { dated, expired, reminded } = await services.listingExpiry.run();
    if (dated + expired + reminded > 0) log.info({ dated, expired, reminded }, 'listing expiry ran');
  });
  await jobs.schedule(listingExpiryJob, LISTING_EXPIRY_CRON);

  // Statistics over time (decision 068): the day rows past their retention, once a day.
  await jobs.work(statisticsRetentionJob, async () => {
    const removed = await services.stats.forgetOld();
    if (removed > 0) log.info({ removed }, 'statistics past their retention removed');
  });
  await jobs.schedule(statisticsRetentionJob, STATISTICS_RETENTION_CRON);

  // Idempotency keys (decision 071) are remembered for a day.
  await jobs.work(idempotencySweepJob, async () => {
    const removed = await services.idempotency.sweep();
    if (removed > 0) log.info({ removed }, 'idempotency keys past their day removed');
  });
  await jobs.schedule(idempotencySweepJob, IDEMPOTENCY_SWEEP_CRON);

  // Consultations starting within 24 hours: one reminder per party (decision 058).
  await jobs.work(requestRemindersJob, async () => {
    const reminded = await services.requests.sendReminders();
    if (reminded > 0) log.info({ reminded }, 'consultation reminders queued');
  });
  await jobs.schedule(requestRemindersJob, REQUEST_REMINDERS_CRON);

  await jobs.work(sessionSweepJob, async () => {
    await services.account.sweepLinks();
    const removed = await services.sessions.sweep();
    if (removed > 0) log.info({ removed }, 'swept expired and revoked refresh tokens');
  });
  await jobs.schedule(sessionSweepJob, '7 * * * *');

  await jobs.work(stagingSweepJob, async () => {
    const { staging, orphans, privateOrphans } = await services.media.sweep();
    if (staging + orphans + privateOrphans > 0)
      log.info({ staging, orphans, privateOrphans }, 'swept media and private files no row references');
  });
  await jobs.schedule(stagingSweepJob, '*/15 * * * *');

  // About one photo per core at a time, each on one thread: browsing keeps the rest (decision 031).
  await jobs.work(photoVariantsJob, ({ key }) => services.media.completePhoto(key), { concurrency: config.imageConcurrency });
  await jobs.work(photoRecoveryJob, async () => {
    const queued = await services.media.requeuePending(config.photoRecoveryMinutes * 60_000);
    if (queued > 0) log.warn({ queued }, 'photos still without variants queued again');
  });
  await jobs.schedule(photoRecoveryJob, '*/10 * * * *');
  // And once as a worker starts: photos a stopped cluster left waiting need not wait for the schedule.
  await jobs.queue(photoRecoveryJob, {});
}
