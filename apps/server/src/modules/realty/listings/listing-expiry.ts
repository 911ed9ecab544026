import type { ListingRenewal, Locale } from '@manara/shared';
import { formatDate } from '@manara/shared/i18n/index';
import type { AuthUser } from '../../../http/viewer';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { defineJob } from '../../../platform/jobs';
import { accountRecipient, type NotificationsService } from '../../notifications';
import type { UsersRepository } from '../../users';
import { assertCanManage } from './listing-policy';
import { actorOf, expiry, transition } from './listing-status';
import { titleFields, titlesOf } from './listings.presenter';
import type { ListingsRepository } from './listings.repository';
import { readRenewalToken, renewalToken } from './renewal-token';

/**
 * Listings that stay true (decision 061): the job that dates, expires and reminds, and the renewals (by
 * the reminder's link or from the dashboard). Every status change is listing-status.ts's; every write
 * the listings repository's.
 */
export const listingExpiryJob = defineJob('listings.expiry', { expireInSeconds: 600 });
export const LISTING_EXPIRY_CRON = '*/15 * * * *';

/** Rows per statement, and at most this many statements of each kind per run (the next run goes on). */
export const EXPIRY_BATCH = 200;
const MAX_BATCHES = 25;
const DAY = 86_400_000;
/** The owner is mailed this long before. */
export const REMINDER_DAYS = 7;
/** A listing live before expiry existed keeps at least this long from the run that dates it. */
const FIRST_NOTICE_DAYS = 14;

export function createListingExpiry(deps: {
  repo: ListingsRepository;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  /** Signs the renewal links. */
  secret: string;
  clock: Clock;
}) {
  const { repo, users, notifications, secret, clock } = deps;

  const answer = (
    row: { id: number; titleAr: string; titleEn: string; status: ListingRenewal['status'] },
    expiresAt: Date | null,
    locale: Locale,
  ): ListingRenewal => ({
    id: row.id,
    ...titleFields(titlesOf(row), locale),
    status: row.status,
    expires_at: expiresAt?.toISOString() ?? null,
  });

  /** The listing a link names, while the link is good: signed, not run out, and the listing still has its date. */
  async function linked(token: string) {
    const found = readRenewalToken(secret, token, clock.now());
    const row = found && (await repo.findExpiry(found.id));
    const same = row?.expiresAt && Math.floor(row.expiresAt.getTime() / 1000) === Math.floor(found!.expiresAt.getTime() / 1000);
    if (!row || !same || (row.status !== 'active' && row.status !== 'expired')) throw AppError.field('token', 'renewal_link_invalid');
    return { row, expiresAt: found!.expiresAt };
  }

  async function renewRow(row: NonNullable<Awaited<ReturnType<ListingsRepository['findExpiry']>>>, expectedDate: Date | null) {
    const change = transition('renew', 'owner', row);
    const renewed = await repo.renew(row.id, change, row.status, expectedDate);
    return renewed;
  }

  return {
    /**
     * One run of the job: dates listings live before expiry existed, expires the due ones, then mails the
     * week's reminders, each in bounded batches.
     */
    async run(): Promise<{ dated: number; expired: number; reminded: number }> {
      let dated = 0;
      let expired = 0;
      const earliest = new Date(clock.now().getTime() + FIRST_NOTICE_DAYS * DAY);
      for (let i = 0; i < MAX_BATCHES; i++) {
        const n = await repo.dateUndated(earliest, EXPIRY_BATCH);
        dated += n;
        if (n < EXPIRY_BATCH) break;
      }
      for (let i = 0; i < MAX_BATCHES; i++) {
        const ids = await repo.expireDue(expiry(), EXPIRY_BATCH);
        expired += ids.length;
        if (ids.length < EXPIRY_BATCH) break;
      }
      return { dated, expired, reminded: await this.sendReminders() };
    },

    /** Mails each owner whose active listing expires within the week, once per period, in their language. */
    async sendReminders(): Promise<number> {
      let sent = 0;
      for (let i = 0; i < MAX_BATCHES; i++) {
        const due = await repo.dueReminders(new Date(clock.now().getTime() + REMINDER_DAYS * DAY), EXPIRY_BATCH);
        for (const row of due) {
          const owner = await users.findById(row.ownerId);
          const reminded = await repo.markReminded(row.id, row.expiresAt, async (tx) => {
            if (!owner?.isActive) return;
            const token = renewalToken(secret, row.id, row.expiresAt);
            await notifications.send(
              'listing_expiring',
              accountRecipient(owner),
              {
                listingTitle: row.titles,
                date: formatDate(row.expiresAt, owner.language, { dateStyle: 'long' }),
                renewUrl: notifications.pageUrl(`/renew?token=${encodeURIComponent(token)}`, owner.language),
                dashboardUrl: notifications.pageUrl('/dashboard', owner.language),
              },
              { tx },
            );
          });
          if (reminded) sent++;
        }
        if (due.length < EXPIRY_BATCH) break;
      }
      return sent;
    },

    /** Which listing a renewal link names and until when it is live; changes nothing (mail scanners fetch links). */
    async renewalPreview(token: string, locale: Locale): Promise<ListingRenewal> {
      const { row } = await linked(token);
      return answer(row, row.expiresAt, locale);
    },

    /** Renews the listing a link names (no sign-in: the link is the owner's); the link is spent. */
    async renewByLink(token: string, locale: Locale): Promise<ListingRenewal> {
      const { row, expiresAt } = await linked(token);
      const renewed = await renewRow(row, expiresAt);
      if (!renewed) throw AppError.field('token', 'renewal_link_invalid');
      return answer({ ...row, status: 'active' }, renewed, locale);
    },

    /** The owner renews an active or expired listing from the dashboard (listing-status.ts: 400 from any other status). */
    async renew(user: AuthUser, id: number, locale: Locale): Promise<ListingRenewal> {
      const row = assertCanManage(user, await repo.findExpiry(id));
      const actor = actorOf(user, row);
      const renewed = await repo.renew(id, transition('renew', actor, row), row.status, null);
      if (!renewed) throw AppError.field('status', 'status_change_invalid');
      return answer({ ...row, status: 'active' }, renewed, locale);
    },
  };
}
export type ListingExpiry = ReturnType<typeof createListingExpiry>;
