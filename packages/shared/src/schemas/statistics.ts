import { CURRENCIES } from '../money';
import { PROPERTY_TYPES } from '../realty';
import { MAX_ID } from '../ids';
import { queryInt } from './common';
import { z } from '../zod';

/**
 * Statistics over time (issue 33, decision 068): what happened to an owner's listings per UTC day, and
 * staff's overview of the portal. Periods are the last 7, 30 or 90 days, today included.
 */
export const STATISTICS_PERIODS = ['7', '30', '90'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** What a listing's page counts once per visitor per day (views are counted by the listing itself). */
export const ACTIVITY_KINDS = ['inquiry', 'visit', 'save', 'call', 'whatsapp'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** Every series an owner sees, in the order the charts and tables show them. */
export const STATISTICS_SERIES = ['views', ...ACTIVITY_KINDS] as const;
export type StatisticsSeries = (typeof STATISTICS_SERIES)[number];

const period = z.enum(STATISTICS_PERIODS, { error: 'invalid_choice' }).default('30');

/** GET /realty/statistics/?days=7|30|90&property_id=: one of the owner's listings, or all of them. */
export const ownerStatisticsQuery = z.object({
  days: period,
  property_id: queryInt({ min: 1, max: MAX_ID }).optional(),
});

const n = () => z.number().int();
const counts = z.object({ views: n(), inquiry: n(), visit: n(), save: n(), call: n(), whatsapp: n() });
export type StatisticsCounts = z.infer<typeof counts>;

export const ownerStatisticsResponse = z.object({
  /** The first and last day of the period (YYYY-MM-DD, UTC). */
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, oldest first, days without anything included (zeros). */
  days: z.array(counts.extend({ day: z.string() })),
  /** Sums over the period. */
  totals: counts,
  /** The published price changes of the listing (or of every listing) within the period (decision 060). */
  price_changes: z.array(
    z.object({
      property_id: z.number().int(),
      day: z.string(),
      old_price: z.number(),
      old_currency: z.enum(CURRENCIES),
      new_price: z.number(),
      currency: z.enum(CURRENCIES),
    }),
  ),
  /** The owner's listings with their sums over the period, most viewed first. */
  listings: z.array(z.object({ id: z.number().int(), title: z.string(), totals: counts })),
});
export type OwnerStatistics = z.infer<typeof ownerStatisticsResponse>;

/** GET /admin/statistics/?days=7|30|90: staff's overview. */
export const staffStatisticsQuery = z.object({ days: period });

export const staffStatisticsResponse = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * Per day: listings submitted, approved and rejected by staff, the median hours from a listing's
   * submission to the staff decision taken that day (null without decisions), and reports received.
   */
  days: z.array(
    z.object({
      day: z.string(),
      submissions: z.number().int(),
      approvals: z.number().int(),
      rejections: z.number().int(),
      median_decision_hours: z.number().nullable(),
      reports: z.number().int(),
    }),
  ),
  /** Active listings now, per city and type, most first. */
  active: z.array(z.object({ city_id: z.number().int(), city: z.string(), type: z.enum(PROPERTY_TYPES), count: z.number().int() })),
  /** Reports still open now. */
  open_reports: z.number().int(),
});
export type StaffStatistics = z.infer<typeof staffStatisticsResponse>;
