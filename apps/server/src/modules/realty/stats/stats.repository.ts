import type { ActivityKind, Currency, PropertyType } from '@manara/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listingActivity } from '../../../db/schema';

type Raw = Record<string, unknown>;

/** A day's count of one series of one listing. */
export interface DailyCount {
  propertyId: number;
  day: string;
  series: string;
  n: number;
}

/** Per day of staff's overview. */
export interface StaffDayRow {
  day: string;
  submissions: number;
  approvals: number;
  rejections: number;
  medianHours: number | null;
  reports: number;
}

const dayText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Statistics over time (decision 068): the only SQL on `listing_activity`, and the module that keeps the
 * per-visitor day rows within their retention (`listing_activity` and the listings' `property_views`,
 * whose rows the listings module writes). Everything else it reads read-only: an owner's listings, their
 * views, visit requests made on the request lifecycle (decision 067: one per client per listing per day)
 * and published price changes, and for staff the listings, decisions (audit log) and reports.
 */
export function createStatsRepository(db: Db) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;
  return {
    /** Counts `kind` once per visitor per listing per day: a second press or message that day is a no-op. */
    async record(propertyId: number, kind: ActivityKind, visitorKey: string, day: string): Promise<void> {
      await db.insert(listingActivity).values({ propertyId, kind, visitorKey, day }).onConflictDoNothing();
    },

    /** The owner's listings (id and titles), or only `propertyId` when it is theirs (none when it is not). */
    async ownedListings(ownerId: number, propertyId?: number) {
      const found = await rows(sql`
        select id, title_ar, title_en from properties
        where owner_id = ${ownerId}${propertyId === undefined ? sql`` : sql` and id = ${propertyId}`}
        order by id`);
      return found.map((r) => ({ id: Number(r.id), titleAr: String(r.title_ar), titleEn: String(r.title_en) }));
    },

    /** Views and activity of `ids` per listing, day and series between `from` and `to` (inclusive). */
    async daily(ids: number[], from: string, to: string): Promise<DailyCount[]> {
      if (ids.length === 0) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const found = await rows(sql`
        select property_id, day::text as day, 'views' as series, count(*)::int as n from property_views
          where property_id in (${list}) and day between ${from} and ${to} group by property_id, day
        union all
        select property_id, day::text as day, kind as series, count(*)::int as n from listing_activity
          where property_id in (${list}) and day between ${from} and ${to} group by property_id, day, kind
        union all
        select listing_id as property_id, (created_at at time zone 'UTC')::date::text as day, 'visit' as series,
          count(distinct client_id)::int as n from consultation_requests
          where kind = 'visit' and listing_id in (${list})
            and (created_at at time zone 'UTC')::date between ${from} and ${to}
          group by listing_id, (created_at at time zone 'UTC')::date`);
      return found.map((r) => ({ propertyId: Number(r.property_id), day: dayText(r.day), series: String(r.series), n: Number(r.n) }));
    },

    /** The published price changes of `ids` between `from` and `to` (UTC days), oldest first. */
    async priceChanges(ids: number[], from: string, to: string) {
      if (ids.length === 0) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const found = await rows(sql`
        select property_id, (changed_at at time zone 'UTC')::date::text as day, old_price, old_currency, new_price, currency
        from price_changes
        where property_id in (${list}) and (changed_at at time zone 'UTC')::date between ${from} and ${to}
        order by changed_at, id`);
      return found.map((r) => ({
        propertyId: Number(r.property_id),
        day: dayText(r.day),
        oldPrice: Number(r.old_price),
        oldCurrency: String(r.old_currency) as Currency,
        newPrice: Number(r.new_price),
        currency: String(r.currency) as Currency,
      }));
    },

    /** Staff's overview per UTC day between `from` and `to`: submissions, decisions and reports. */
    async staffDays(from: string, to: string): Promise<StaffDayRow[]> {
      const found = await rows(sql`
        with days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
        submitted as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as n from properties
          where (created_at at time zone 'UTC')::date between ${from} and ${to} group by 1),
        decided as (
          select (a.created_at at time zone 'UTC')::date as day,
            count(*) filter (where a.action = 'property.approve')::int as approvals,
            count(*) filter (where a.action = 'property.reject')::int as rejections,
            percentile_cont(0.5) within group (order by extract(epoch from a.created_at - p.created_at) / 3600) as median_hours
          from audit_log a join properties p on p.id::text = a.entity_id
          where a.entity = 'property' and a.action in ('property.approve', 'property.reject')
            and (a.created_at at time zone 'UTC')::date between ${from} and ${to}
          group by 1),
        reported as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as n from listing_reports
          where (created_at at time zone 'UTC')::date between ${from} and ${to} group by 1)
        select days.day::text as day, coalesce(s.n, 0) as submissions, coalesce(d.approvals, 0) as approvals,
          coalesce(d.rejections, 0) as rejections, d.median_hours, coalesce(r.n, 0) as reports
        from days left join submitted s on s.day = days.day left join decided d on d.day = days.day
          left join reported r on r.day = days.day
        order by days.day`);
      return found.map((r) => ({
        day: dayText(r.day),
        submissions: Number(r.submissions),
        approvals: Number(r.approvals),
        rejections: Number(r.rejections),
        medianHours: r.median_hours === null || r.median_hours === undefined ? null : Number(r.median_hours),
        reports: Number(r.reports),
      }));
    },

    /** Active listings now per city and type, most first; and the reports still open. */
    async staffNow() {
      const [active, open] = await Promise.all([
        rows(sql`
          select p.city_id, c.name_ar, c.name_en, p.type, count(*)::int as n
          from properties p join cities c on c.id = p.city_id
          where p.status = 'active' group by p.city_id, c.name_ar, c.name_en, p.type
          order by n desc, c.name_en, p.type`),
        rows(sql`select count(*)::int as n from listing_reports where status = 'open'`),
      ]);
      return {
        active: active.map((r) => ({
          cityId: Number(r.city_id),
          nameAr: String(r.name_ar),
          nameEn: String(r.name_en),
          type: String(r.type) as PropertyType,
          count: Number(r.n),
        })),
        openReports: Number(open[0]?.n ?? 0),
      };
    },

    /** Deletes the per-visitor day rows before `day` (the retention); how many went. */
    async forgetBefore(day: string): Promise<number> {
      const [gone] = await rows(sql`
        with views as (delete from property_views where day < ${day} returning 1),
          activity as (delete from listing_activity where day < ${day} returning 1)
        select (select count(*) from views)::int + (select count(*) from activity)::int as n`);
      return Number(gone?.n ?? 0);
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
