import type { PropertyStatus } from '@manara/shared';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { KeysetPage, Seek } from '../../../http/paging';
import type { Db } from '../../../db/client';
import { cities, listingChanges, properties } from '../../../db/schema';
import { matchesEveryWord } from '../../../lib/search';
import { listingPages, NEWEST } from './listing-queries';
import { toDate, toJson, toManagedCardRow, toOwnedCardRow, type OwnedCardRow, type StaffCardRow } from './listing-rows';

/** The lists that show listings in every status: an owner's dashboard, staff's list and their queue of held edits. */

/** The columns a managed card adds to a card (toManagedCardRow reads them). */
const MANAGED_COLUMNS = sql`p.rejection_reason, p.updated_at, p.expires_at,
  (select json_build_object('status', lc.status, 'rejectionReason', lc.rejection_reason)
    from listing_changes lc where lc.property_id = p.id) as changes, `;

/**
 * How people reached out about listing `p` (decision 039): its inquiries (with the visit requests made
 * on the request lifecycle since decision 067), saves, and Call and WhatsApp presses. Each is a count
 * over an index on the listing's id.
 */
const REACH_COLUMNS = sql`
  ((select count(*) from inquiries i where i.property_id = p.id)
    + (select count(*) from consultation_requests r where r.listing_id = p.id and r.kind = 'visit'))::int as reach_inquiries,
  (select count(*) from favorites f where f.property_id = p.id)::int as reach_saves,
  (select count(*) from listing_leads l where l.property_id = p.id and l.kind = 'call')::int as reach_calls,
  (select count(*) from listing_leads l where l.property_id = p.id and l.kind = 'whatsapp')::int as reach_whatsapp`;
/** The same over every listing of an owner. */
const reachTotals = (ownerId: number) => {
  const of = (table: SQL, kind?: string) =>
    sql`(select count(*) from ${table} x join properties p on p.id = x.property_id
      where p.owner_id = ${ownerId}${kind ? sql` and x.kind = ${kind}` : sql``})::int`;
  const visits = sql`(select count(*) from consultation_requests r join properties p on p.id = r.listing_id
    where p.owner_id = ${ownerId} and r.kind = 'visit')::int`;
  return sql`select ${of(sql`inquiries`)} + ${visits} as inquiries, ${of(sql`favorites`)} as saves,
    ${of(sql`listing_leads`, 'call')} as calls, ${of(sql`listing_leads`, 'whatsapp')} as whatsapp`;
};

export function createManagedListsRepository(db: Db) {
  const { rows, keysetCards, countedKeysetCards } = listingPages(db);

  return {
    /** An owner's listings in every status (newest first), one page, with counts over all of them. */
    async listMine(
      ownerId: number,
      status: PropertyStatus | undefined,
      limit: number,
      seek: Seek,
    ): Promise<KeysetPage<OwnedCardRow> & { counts: Record<string, number> }> {
      const where = status ? sql`p.owner_id = ${ownerId} and p.status = ${status}` : sql`p.owner_id = ${ownerId}`;
      const [page, totals, reach] = await Promise.all([
        keysetCards(sql`properties p where ${where}`, NEWEST, limit, seek, { extra: sql`${MANAGED_COLUMNS}${REACH_COLUMNS}, ` }),
        rows(
          sql`select status, count(*)::int as n, coalesce(sum(views_count), 0)::int as views from properties where owner_id = ${ownerId} group by status`,
        ),
        rows(reachTotals(ownerId)),
      ]);
      const counts: Record<string, number> = { all: 0, total_views: 0 };
      for (const t of totals) {
        counts[String(t.status)] = Number(t.n);
        counts.all! += Number(t.n);
        counts.total_views! += Number(t.views);
      }
      for (const [key, value] of Object.entries(reach[0] ?? {})) counts[`total_${key}`] = Number(value ?? 0);
      // One owner's listings are few: their count is exact.
      const count = status ? (counts[status] ?? 0) : counts.all!;
      return { ...page, rows: page.rows.map(toOwnedCardRow), count, countCapped: false, counts };
    },

    /**
     * Every listing for staff (newest first), by status and searched as the public search does (its
     * search text: title, description, address, places) or by its owner's name and e-mail, with its owner.
     */
    async listForStaff(opts: { status?: PropertyStatus; search?: string; limit: number; seek: Seek }): Promise<KeysetPage<StaffCardRow>> {
      const where: SQL[] = [];
      if (opts.status) where.push(sql`p.status = ${opts.status}`);
      const search = matchesEveryWord(sql`(p.search_text || ' ' || u.search_text)`, opts.search);
      if (search) where.push(search);
      const cond = where.length ? sql.join(where, sql` and `) : sql`true`;
      const from = sql`properties p join users u on u.id = p.owner_id where ${cond}`;
      const page = await countedKeysetCards(from, NEWEST, opts.limit, opts.seek, {
        extra: sql`${MANAGED_COLUMNS}p.published_at,
            (select json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'email_verified', u.email_verified_at is not null)
              from users u where u.id = p.owner_id) as owner, `,
        matchesWords: search !== undefined,
      });
      return {
        ...page,
        rows: page.rows.map((r) => ({
          ...toManagedCardRow(r),
          owner: toJson<StaffCardRow['owner']>(r.owner),
          publishedAt: r.published_at === null ? null : toDate(r.published_at),
        })),
      };
    },

    /** Changes waiting for review, oldest first (at most `limit`), with each listing as published, and how many wait. */
    async waitingChanges(limit: number) {
      const [waiting, [total]] = await Promise.all([
        db
          .select({ held: listingChanges, listing: properties })
          .from(listingChanges)
          .innerJoin(properties, eq(properties.id, listingChanges.propertyId))
          .where(eq(listingChanges.status, 'pending'))
          .orderBy(listingChanges.submittedAt, listingChanges.propertyId)
          .limit(limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(listingChanges)
          .where(eq(listingChanges.status, 'pending')),
      ]);
      return { waiting, count: Number(total?.n ?? 0) };
    },

    /** The names of cities, by id (for showing a changed city). */
    async cityNames(ids: number[]) {
      if (!ids.length) return [];
      return db.select({ id: cities.id, name_ar: cities.nameAr, name_en: cities.nameEn }).from(cities).where(inArray(cities.id, ids));
    },
  };
}

export type ManagedListsRepository = ReturnType<typeof createManagedListsRepository>;
