import type { ReportReason, ReportStatus } from '@manara/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { listingReports } from '../../../db/schema';
import type { ListingTitles } from '../listings';
import { systemClock, type Clock } from '../../../lib/clock';

/** A report in the staff queue, with its listing's title and status and its sender's name. */
export interface ReportRow {
  id: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  property: { id: number; titles: ListingTitles; status: string };
  reporter: { id: number; name: string } | null;
}

type Raw = Record<string, unknown>;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * Reports of listings (decision 041): the only SQL on `listing_reports`. The queue reads each report's
 * listing (title, status) read-only; hiding a listing is the listings module's.
 */
/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createReportsRepository(db: Db, clock: Clock = systemClock) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;
  return {
    /** Stores a report, in `on` when given (the transaction that holds its idempotency key, decision 071). */
    async insert(
      values: { propertyId: number; reporterId: number | null; reason: ReportReason; details: string | null },
      on: Db | Tx = db,
    ) {
      const [row] = await on
        .insert(listingReports)
        .values(values)
        .returning({ id: listingReports.id, createdAt: listingReports.createdAt });
      return row!;
    },

    async find(id: number) {
      const [row] = await db
        .select({
          id: listingReports.id,
          propertyId: listingReports.propertyId,
          status: listingReports.status,
          reason: listingReports.reason,
        })
        .from(listingReports)
        .where(eq(listingReports.id, id))
        .limit(1);
      return row;
    },

    /** Reports in `status`, newest first, one page, and how many there are. */
    async list(status: ReportStatus, limit: number, offset: number): Promise<{ rows: ReportRow[]; count: number }> {
      const [page, total] = await Promise.all([
        rows(sql`
          select r.id, r.reason, r.details, r.status, r.created_at, r.resolved_at,
            p.id as property_id, p.title_ar as property_title_ar, p.title_en as property_title_en, p.status as property_status,
            u.id as reporter_id, u.name as reporter_name
          from listing_reports r
          join properties p on p.id = r.property_id
          left join users u on u.id = r.reporter_id
          where r.status = ${status}
          order by r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`),
        rows(sql`select count(*)::int as n from listing_reports r where r.status = ${status}`),
      ]);
      return {
        count: Number(total[0]?.n ?? 0),
        rows: page.map((r) => ({
          id: Number(r.id),
          reason: r.reason as ReportReason,
          details: (r.details as string | null) ?? null,
          status: r.status as ReportStatus,
          createdAt: toDate(r.created_at),
          resolvedAt: r.resolved_at === null ? null : toDate(r.resolved_at),
          property: {
            id: Number(r.property_id),
            titles: { title_ar: String(r.property_title_ar), title_en: String(r.property_title_en) },
            status: String(r.property_status),
          },
          reporter: r.reporter_id === null ? null : { id: Number(r.reporter_id), name: String(r.reporter_name) },
        })),
      };
    },

    /** Closes one open report as dismissed; false when it was not open (already handled). */
    async dismiss(id: number, staffId: number, alongside: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(listingReports)
          .set({ status: 'dismissed', resolvedBy: staffId, resolvedAt: clock.now() })
          .where(and(eq(listingReports.id, id), eq(listingReports.status, 'open')))
          .returning({ id: listingReports.id });
        if (!done.length) return false;
        await alongside(tx);
        return true;
      });
    },

    /** Closes every open report of a listing as hidden, in the hiding's transaction; their ids. */
    async closeHidden(propertyId: number, staffId: number, tx: Tx): Promise<number[]> {
      const done = await tx
        .update(listingReports)
        .set({ status: 'hidden', resolvedBy: staffId, resolvedAt: clock.now() })
        .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
        .returning({ id: listingReports.id });
      return done.map((r) => r.id).sort((a, b) => a - b);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
