import type { PropertyPurpose, PropertyStatus } from '@manara/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { properties } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { StatusChange } from './listing-status';
import type { Raw } from './listing-rows';

/*
 * The listings' expiry (decision 061): their lifetimes, the columns a publication or renewal writes, and
 * the expiry job's and renewal's queries. Part of the listings repository (createListingsRepository
 * spreads them in: one writer of properties), kept apart by use.
 */

/** How many days an active listing stays public after its publication or renewal, by purpose (config.ts, decision 061). */
export type ListingLifetime = Record<PropertyPurpose, number>;
export const DEFAULT_LISTING_LIFETIME: ListingLifetime = { sale: 90, rent: 60 };

/** The expiry date of a listing whose period starts at `now` (SQL over its purpose). */
export const expiryFrom = (now: Date, lifetime: ListingLifetime) =>
  sql`${now.toISOString()}::timestamptz + (case when ${properties.purpose} = 'rent' then ${lifetime.rent}::int else ${lifetime.sale}::int end) * interval '1 day'`;

/** The columns a status change writes at `now`. */
export function statusColumns(change: StatusChange, now: Date, lifetime: ListingLifetime) {
  return {
    status: change.status,
    ...(change.rejectionReason !== undefined && { rejectionReason: change.rejectionReason }),
    ...(change.publish && { publishedAt: now }),
    ...(change.restart && { expiresAt: expiryFrom(now, lifetime), expiryRemindedAt: null }),
  };
}

/** The expiry job's and renewal's queries, on the listings repository's connection and clock. */
export function createListingExpiryQueries(db: Db, clock: Clock, lifetime: ListingLifetime) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;
  return {
    /**
     * Expiry (decision 061). Up to `limit` active listings without an expiry date (live before expiry
     * existed) get one: their publication plus their lifetime, but not before `earliest`. Returns how many.
     */
    async dateUndated(earliest: Date, limit: number): Promise<number> {
      const [r] = await rows(sql`
        with batch as (
          select id from properties where status = 'active' and expires_at is null order by id limit ${limit} for update skip locked
        ), dated as (
          update properties p set expires_at = greatest(
            coalesce(p.published_at, p.created_at) + (case when p.purpose = 'rent' then ${lifetime.rent}::int else ${lifetime.sale}::int end) * interval '1 day',
            ${earliest.toISOString()}::timestamptz)
          from batch b where p.id = b.id returning 1
        ) select count(*)::int as n from dated`);
      return Number(r?.n ?? 0);
    },

    /**
     * Writes `change` (listing-status.ts's expiry) to up to `limit` active listings whose date has come.
     * Rows another instance is expiring at the same moment are skipped, and an expired listing is no longer
     * active: run twice, the second run changes nothing. Returns the listings expired.
     */
    async expireDue(change: StatusChange, limit: number): Promise<number[]> {
      const now = clock.now().toISOString();
      const expired = await rows(sql`
        update properties set status = ${change.status}, updated_at = ${now}::timestamptz
        where id in (
          select id from properties where status = 'active' and expires_at <= ${now}::timestamptz
          order by expires_at, id limit ${limit} for update skip locked
        ) and status = 'active'
        returning id`);
      return expired.map((r) => Number(r.id));
    },

    /** Up to `limit` active listings expiring before `until` whose owner was not reminded in this period. */
    async dueReminders(until: Date, limit: number) {
      const found = await rows(sql`
        select p.id, p.owner_id, p.title_ar, p.title_en, p.expires_at from properties p
        where p.status = 'active' and p.expires_at <= ${until.toISOString()}::timestamptz and p.expiry_reminded_at is null
        order by p.expires_at, p.id limit ${limit}`);
      return found.map((r) => ({
        id: Number(r.id),
        ownerId: Number(r.owner_id),
        titles: { title_ar: String(r.title_ar), title_en: String(r.title_en) },
        expiresAt: new Date(r.expires_at as string | Date),
      }));
    },

    /**
     * Stamps a listing's reminder for the period ending at `expiresAt` and runs `alongside` (the message)
     * in the same transaction; false, with nothing sent, when it was stamped already (another instance)
     * or the listing moved on (renewed, expired, changed).
     */
    async markReminded(id: number, expiresAt: Date, alongside: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [r] = (
          await tx.execute<Raw>(sql`
          update properties set expiry_reminded_at = ${clock.now().toISOString()}::timestamptz
          where id = ${id} and status = 'active' and expiry_reminded_at is null and expires_at = ${expiresAt.toISOString()}::timestamptz
          returning id`)
        ).rows;
        if (!r) return false;
        await alongside(tx);
        return true;
      });
    },

    /** A listing's status, owner, purpose, titles and expiry date (a renewal's). */
    async findExpiry(id: number) {
      const [r] = await db
        .select({
          id: properties.id,
          status: properties.status,
          ownerId: properties.ownerId,
          purpose: properties.purpose,
          titleAr: properties.titleAr,
          titleEn: properties.titleEn,
          expiresAt: properties.expiresAt,
        })
        .from(properties)
        .where(eq(properties.id, id));
      return r;
    },

    /**
     * Writes a renewal (listing-status.ts) where the listing still has the status it was decided from and,
     * when `expiresAt` is given (a link's), still that expiry date: a link is spent once used. The new date.
     */
    async renew(id: number, change: StatusChange, from: PropertyStatus, expiresAt: Date | null): Promise<Date | null> {
      const now = clock.now();
      const [r] = await db
        .update(properties)
        .set({ ...statusColumns(change, now, lifetime), updatedAt: now })
        .where(
          and(
            eq(properties.id, id),
            eq(properties.status, from),
            // To the second: a link carries the date in whole seconds.
            ...(expiresAt ? [sql`floor(extract(epoch from ${properties.expiresAt})) = ${Math.floor(expiresAt.getTime() / 1000)}`] : []),
          ),
        )
        .returning({ expiresAt: properties.expiresAt });
      return r?.expiresAt ?? null;
    },
  };
}
