import {
  STATISTICS_SERIES,
  type ActivityKind,
  type Locale,
  type OwnerStatistics,
  type StaffStatistics,
  type StatisticsCounts,
  type StatisticsPeriod,
} from '@manara/shared';
import type { AuthUser } from '../../../http/viewer';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { viewDay } from '../../../lib/visitor';
import { defineJob } from '../../../platform/jobs';
import { titleFields } from '../listings';
import type { StatsRepository } from './stats.repository';

/** Rows of who did what on which day are kept this long (decision 068): a year and a month to compare. */
export const STATISTICS_RETENTION_DAYS = 400;
/** Deletes the day rows past the retention, once a day (04:17 UTC, after the night's quiet hours). */
export const statisticsRetentionJob = defineJob('statistics.retention', { expireInSeconds: 600 });
export const STATISTICS_RETENTION_CRON = '17 4 * * *';

const DAY = 86_400_000;

/** The UTC days of the last `days` days, today (by the app clock) the last. */
function periodDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY).toISOString().slice(0, 10));
}

const zero = (): StatisticsCounts => ({ views: 0, inquiry: 0, visit: 0, save: 0, call: 0, whatsapp: 0 });
const isSeries = (s: string): s is keyof StatisticsCounts => (STATISTICS_SERIES as readonly string[]).includes(s);

/**
 * Statistics over time (issue 33, decision 068): what other modules count (once per visitor per
 * listing per kind per day), the owner's series over their own listings and staff's overview.
 */
export function createStatsService(deps: { repo: StatsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Counts an inquiry, visit request, save or press on a listing by `visitor` (lib/visitor's key) today. */
    async count(propertyId: number, kind: ActivityKind, visitor: string): Promise<void> {
      await repo.record(propertyId, kind, visitor, viewDay(clock.now()));
    },

    /**
     * The owner's statistics over the period: every listing of theirs, or one (404 when it is not
     * theirs, the same answer as for one that does not exist).
     */
    async forOwner(user: AuthUser, period: StatisticsPeriod, propertyId: number | undefined, locale: Locale): Promise<OwnerStatistics> {
      const days = periodDays(clock.now(), Number(period));
      const from = days[0]!;
      const to = days.at(-1)!;
      const all = await repo.ownedListings(user.id);
      const chosen = propertyId === undefined ? all : all.filter((l) => l.id === propertyId);
      if (propertyId !== undefined && chosen.length === 0) throw AppError.notFound('property_not_found');
      const ids = all.map((l) => l.id);
      const [counts, changes] = await Promise.all([
        repo.daily(ids, from, to),
        repo.priceChanges(
          chosen.map((l) => l.id),
          from,
          to,
        ),
      ]);

      const byDay = new Map(days.map((d) => [d, zero()]));
      const perListing = new Map(all.map((l) => [l.id, zero()]));
      const totals = zero();
      const shown = new Set(chosen.map((l) => l.id));
      for (const c of counts) {
        if (!isSeries(c.series)) continue;
        perListing.get(c.propertyId)![c.series] += c.n;
        if (!shown.has(c.propertyId)) continue;
        const day = byDay.get(c.day);
        if (day) day[c.series] += c.n;
        totals[c.series] += c.n;
      }
      return {
        from,
        to,
        days: days.map((day) => ({ day, ...byDay.get(day)! })),
        totals,
        price_changes: changes.map((c) => ({
          property_id: c.propertyId,
          day: c.day,
          old_price: c.oldPrice,
          old_currency: c.oldCurrency,
          new_price: c.newPrice,
          currency: c.currency,
        })),
        listings: all
          .map((l) => ({
            id: l.id,
            title: titleFields({ title_ar: l.titleAr, title_en: l.titleEn }, locale).title,
            totals: perListing.get(l.id)!,
          }))
          .sort((a, b) => b.totals.views - a.totals.views || b.id - a.id),
      };
    },

    /** Staff's overview over the period (the route is staff only). */
    async forStaff(period: StatisticsPeriod, locale: Locale): Promise<StaffStatistics> {
      const days = periodDays(clock.now(), Number(period));
      const [perDay, now] = await Promise.all([repo.staffDays(days[0]!, days.at(-1)!), repo.staffNow()]);
      return {
        from: days[0]!,
        to: days.at(-1)!,
        days: perDay.map((d) => ({
          day: d.day,
          submissions: d.submissions,
          approvals: d.approvals,
          rejections: d.rejections,
          median_decision_hours: d.medianHours === null ? null : Math.round(d.medianHours * 10) / 10,
          reports: d.reports,
        })),
        active: now.active.map((a) => ({ city_id: a.cityId, city: locale === 'ar' ? a.nameAr : a.nameEn, type: a.type, count: a.count })),
        open_reports: now.openReports,
      };
    },

    /** The retention (decision 068): deletes the day rows older than STATISTICS_RETENTION_DAYS. */
    async forgetOld(): Promise<number> {
      return repo.forgetBefore(viewDay(new Date(clock.now().getTime() - STATISTICS_RETENTION_DAYS * DAY)));
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
