import { BASE_CURRENCY, type Currency, type PropertyStatus } from '@manara/shared';
import { SEARCHED_COLUMNS } from '@manara/shared/listing';
import { PRICE_CUT_MIN_PERCENT } from '@manara/shared/realty';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cities, listingChanges, priceChanges, properties, propertyMedia } from '../../../db/schema';
import { mediaRecords } from '../../media';
import type { HeldChange, StatusChange } from './listing-status';
import type { CardRow, HeldChanges, Raw } from './listing-rows';
import { priceInUsd } from './price-usd';
import { listingSearchText, listingSearchTitle, type SearchableFields } from './search-text';
import { systemClock, type Clock } from '../../../lib/clock';
import { createListingExpiryQueries, DEFAULT_LISTING_LIFETIME, statusColumns, type ListingLifetime } from './listing-expiry.repository';

export { DEFAULT_LISTING_LIFETIME, expiryFrom, type ListingLifetime } from './listing-expiry.repository';

/**
 * The only SQL that writes listings (`properties`, `property_media`) and their held edits: an owner's
 * submission and edits with their media, status changes and held edits' (only through a
 * `StatusChange` or `HeldChange`, listing-status.ts), views, a city's rename, re-pricing; and the reads of one listing those writes
 * start from. The public catalogue, the managed lists and the other modules' ports only read.
 */

/** Listing columns a write may set; status, refusal reason, publication and expiry time change only through a `StatusChange`. */
export type ListingValues = Omit<
  typeof properties.$inferInsert,
  | 'id'
  | 'searchText'
  | 'searchTitle'
  | 'searchVector'
  | 'status'
  | 'rejectionReason'
  | 'publishedAt'
  | 'priceUsd'
  | 'expiresAt'
  | 'expiryRemindedAt'
> &
  Required<Pick<typeof properties.$inferInsert, 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn'>>;
type NewMedia = Omit<typeof propertyMedia.$inferInsert, 'id' | 'propertyId'>;
/** A stored media row's new position. */
type MediaMove = { id: number; position: number };

/** A published price change an update made (decision 060): the price in US dollars before and after. */
export interface PublishedPriceChange {
  oldPriceUsd: number;
  newPriceUsd: number;
}

/**
 * The row's last-cut columns after a published change from `old` to `now` (decision 060): a cut of at
 * least PRICE_CUT_MIN_PERCENT in one currency is kept (its percent rounded down to a hundredth); any
 * other change clears it (the epoch and 0).
 */
function lastCut(old: { price: number; currency: Currency }, now: { price: number; currency: Currency }, at: Date) {
  const percent =
    old.currency === now.currency && now.price < old.price ? Math.floor(((old.price - now.price) / old.price) * 10_000) / 100 : 0;
  return percent >= PRICE_CUT_MIN_PERCENT ? { priceCutAt: at, priceCutPercent: percent } : { priceCutAt: new Date(0), priceCutPercent: 0 };
}

/** Writes kept media rows' new positions (only this listing's rows). */
async function moveMedia(tx: Tx, propertyId: number, moves: MediaMove[]): Promise<void> {
  for (const m of moves) {
    await tx
      .update(propertyMedia)
      .set({ position: m.position })
      .where(and(eq(propertyMedia.propertyId, propertyId), eq(propertyMedia.id, m.id)));
  }
}
/** What an edit may change. */
export type ListingEdit = Partial<Omit<ListingValues, 'ownerId'>>;

/** `clock` stamps the times the rows record (the app's clock in services.ts); `lifetime` dates publications and renewals. */
export function createListingsRepository(db: Db, clock: Clock = systemClock, lifetime: ListingLifetime = DEFAULT_LISTING_LIFETIME) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;

  /** The search text for a listing in `cityId` (for creating or editing a listing). */
  async function searchTextFor(fields: SearchableFields, cityId: number, on: Db | Tx = db): Promise<string> {
    const [city] = await on
      .select({ nameAr: cities.nameAr, nameEn: cities.nameEn, governorateAr: cities.governorateAr, governorateEn: cities.governorateEn })
      .from(cities)
      .where(eq(cities.id, cityId))
      .limit(1);
    if (!city) throw new Error(`City ${cityId} does not exist`);
    return listingSearchText(fields, city);
  }

  return {
    /** Status, owner and purpose of a listing, for permission checks and status changes. */
    async findAccess(id: number): Promise<{ status: PropertyStatus; ownerId: number; purpose: CardRow['purpose'] } | undefined> {
      const [r] = await db
        .select({ status: properties.status, ownerId: properties.ownerId, purpose: properties.purpose })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return r;
    },

    /** What a staff decision on a listing (and a message about it) needs: status, purpose, title, refusal reason, owner. */
    async findForDecision(id: number) {
      const [row] = await db
        .select({
          id: properties.id,
          ownerId: properties.ownerId,
          status: properties.status,
          purpose: properties.purpose,
          titleAr: properties.titleAr,
          titleEn: properties.titleEn,
          rejectionReason: properties.rejectionReason,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return row;
    },

    /** The country a city is in; undefined for an unknown city. */
    async countryOfCity(cityId: number): Promise<number | undefined> {
      const [city] = await db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, cityId)).limit(1);
      return city?.countryId;
    },

    /** A listing's stored media, in order (for edits and deletion). */
    async media(
      propertyId: number,
    ): Promise<{ id: number; mediaType: 'image' | 'video'; storageKey: string; widths: number[]; position: number }[]> {
      return db
        .select({
          id: propertyMedia.id,
          mediaType: propertyMedia.mediaType,
          storageKey: propertyMedia.storageKey,
          widths: propertyMedia.widths,
          position: propertyMedia.position,
        })
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, propertyId))
        .orderBy(propertyMedia.position, propertyMedia.id);
    },

    /** A listing's columns as published (what held changes are compared with). */
    async published(id: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select().from(properties).where(eq(properties.id, id));
      return row;
    },

    /** The listing's held changes, if any. */
    async heldChanges(id: number, tx: Db | Tx = db): Promise<HeldChanges | undefined> {
      const [row] = await tx.select().from(listingChanges).where(eq(listingChanges.propertyId, id));
      return row;
    },

    /**
     * Inserts a listing in the status its submission gives it (search text computed here) and its
     * media rows, in one transaction: the listing is saved with all its media or not at all;
     * `alongside` runs in it (the photos' variants jobs are queued there). Returns the new id.
     */
    async insert(
      values: ListingValues,
      status: StatusChange,
      media: NewMedia[] = [],
      alongside?: (tx: Tx) => Promise<void>,
      on: Db | Tx = db,
    ): Promise<number> {
      // Read before the transaction, on `on` (the caller's transaction holding an idempotency key, decision
      // 071): PGlite has one connection, so a query outside an open transaction would wait forever.
      const searchText = await searchTextFor(values, values.cityId, on);
      return on.transaction(async (tx) => {
        const [row] = await tx
          .insert(properties)
          .values({
            ...values,
            ...statusColumns(status, clock.now(), lifetime),
            priceUsd: priceInUsd(values.price, values.currency ?? BASE_CURRENCY),
            searchText,
            searchTitle: listingSearchTitle(values),
          })
          .returning({ id: properties.id });
        const id = row!.id;
        if (media.length) await tx.insert(propertyMedia).values(media.map((m, i) => ({ position: i, ...m, propertyId: id })));
        await alongside?.(tx);
        return id;
      });
    },

    /** Its media rows' side of the media pipeline (keys, photo variants). */
    ...mediaRecords(db, propertyMedia, clock),

    /**
     * Changes a listing: its fields (search text recomputed when a searched field changes), the status
     * change the edit makes (if any), removed media rows, kept ones moved and new ones at their
     * positions (listing-media.ts). One transaction, in which `alongside` runs too (the new photos'
     * variants jobs are queued there). A new price or currency of a listing public before and after the
     * edit is a published price change (decision 060): kept in price_changes with the listing's last
     * cut, and handed to `alongside`.
     */
    async update(
      id: number,
      values: ListingEdit,
      status: StatusChange | null,
      change: { removeMediaIds: number[]; moves: MediaMove[]; add: NewMedia[] },
      alongside?: (tx: Tx, priceChange: PublishedPriceChange | null) => Promise<void>,
    ): Promise<void> {
      // Read before the transaction: PGlite has one connection, so a query outside it would wait forever.
      const [current] = await db.select().from(properties).where(eq(properties.id, id));
      if (!current) return;
      const merged = { ...current, ...values };
      const searchText = await searchTextFor(merged, merged.cityId);
      // A new price or currency of a listing public before and after the edit (decision 060).
      const published =
        current.status === 'active' &&
        (status?.status ?? current.status) === 'active' &&
        (Number(merged.price) !== Number(current.price) || merged.currency !== current.currency);
      await db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({
            ...values,
            ...(status && statusColumns(status, clock.now(), lifetime)),
            ...((values.price !== undefined || values.currency !== undefined) && { priceUsd: priceInUsd(merged.price, merged.currency) }),
            ...(published && lastCut(current, merged, clock.now())),
            searchText,
            searchTitle: listingSearchTitle(merged),
            updatedAt: clock.now(),
          })
          .where(eq(properties.id, id));
        let newPriceUsd = 0;
        if (published) {
          await tx.insert(priceChanges).values({
            propertyId: id,
            oldPrice: current.price,
            oldCurrency: current.currency,
            newPrice: merged.price,
            currency: merged.currency,
            changedAt: clock.now(),
          });
          const [after] = await tx.select({ priceUsd: properties.priceUsd }).from(properties).where(eq(properties.id, id));
          newPriceUsd = Number(after?.priceUsd);
        }
        if (change.removeMediaIds.length) {
          await tx.delete(propertyMedia).where(and(eq(propertyMedia.propertyId, id), inArray(propertyMedia.id, change.removeMediaIds)));
        }
        await moveMedia(tx, id, change.moves);
        if (change.add.length) await tx.insert(propertyMedia).values(change.add.map((m) => ({ ...m, propertyId: id })));
        await alongside?.(tx, published ? { oldPriceUsd: Number(current.priceUsd), newPriceUsd } : null);
      });
    },

    /**
     * Moves a live listing's photos (decision 046: a new order of published photos applies at once,
     * the listing stays public); `alongside` in the same transaction (the edit's held changes).
     */
    async reorderMedia(id: number, moves: MediaMove[], alongside: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        if (moves.length) {
          await moveMedia(tx, id, moves);
          await tx.update(properties).set({ updatedAt: clock.now() }).where(eq(properties.id, id));
        }
        await alongside(tx);
      });
    },

    /**
     * Holds an edit of a live listing for review (its changes after the edit: listing-edit.ts) as `hold`
     * says (listing-status.ts: waiting again even if refused before); none left (every field back to its
     * published value) forgets them. The published listing is not touched.
     */
    async holdChanges(id: number, changes: Record<string, unknown>, hold: HeldChange, tx: Db | Tx = db): Promise<void> {
      if (!Object.keys(changes).length) {
        await tx.delete(listingChanges).where(eq(listingChanges.propertyId, id));
        return;
      }
      const held = { status: hold.status, rejectionReason: hold.rejectionReason };
      await tx
        .insert(listingChanges)
        .values({ propertyId: id, changes, ...held })
        .onConflictDoUpdate({
          target: listingChanges.propertyId,
          set: { changes, ...held, submittedAt: clock.now() },
        });
    },

    /** Forgets a listing's held changes (applied, or replaced by an edit applied at once). */
    async dropChanges(id: number, tx: Db | Tx = db): Promise<void> {
      await tx.delete(listingChanges).where(eq(listingChanges.propertyId, id));
    },

    /**
     * Writes `change` (listing-status.ts) to a listing's held changes when their status is one it comes
     * from; false when not. `alongside` runs in the same transaction.
     */
    async changeHeld(id: number, change: HeldChange, alongside: (tx: Tx) => Promise<void>): Promise<boolean> {
      const from = change.from.filter((s) => s !== 'none');
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(listingChanges)
          .set({ status: change.status, rejectionReason: change.rejectionReason })
          .where(and(eq(listingChanges.propertyId, id), inArray(listingChanges.status, from)))
          .returning({ id: listingChanges.propertyId });
        if (changed.length) await alongside(tx);
        return changed.length > 0;
      });
    },

    /**
     * Writes a status change; `alongside` runs in the same transaction (the audit entry of a staff
     * decision), so both are stored or neither.
     */
    async applyStatus(id: number, change: StatusChange, alongside?: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({ ...statusColumns(change, clock.now(), lifetime), updatedAt: clock.now() })
          .where(eq(properties.id, id));
        await alongside?.(tx);
      });
    },

    /** Deletes a listing (its media, views, inquiries and favourites go with it). */
    async remove(id: number): Promise<void> {
      await db.delete(properties).where(eq(properties.id, id));
    },

    /**
     * Counts a view once per visitor per listing per day: the insert is a no-op when this visitor
     * was already counted today. Returns the new count, or null when the view was not new.
     */
    async recordView(propertyId: number, visitorKey: string, day: string): Promise<number | null> {
      const [r] = await rows(sql`
        with seen as (
          insert into property_views (property_id, visitor_key, day) values (${propertyId}, ${visitorKey}, ${day})
          on conflict do nothing returning 1
        )
        update properties set views_count = views_count + 1
        where id = ${propertyId} and exists (select 1 from seen)
        returning views_count`);
      return r ? Number(r.views_count) : null;
    },

    /**
     * After a city is renamed or moved to another country, in the city's own transaction: its listings
     * follow it (their country, and the city and governorate names in their search text).
     */
    async followCity(cityId: number, tx: Tx): Promise<void> {
      const [city] = await tx
        .select({
          countryId: cities.countryId,
          nameAr: cities.nameAr,
          nameEn: cities.nameEn,
          governorateAr: cities.governorateAr,
          governorateEn: cities.governorateEn,
        })
        .from(cities)
        .where(eq(cities.id, cityId));
      if (!city) return;
      const searched = Object.fromEntries(SEARCHED_COLUMNS.map((c) => [c, (properties as unknown as Record<string, AnyColumn>)[c]!]));
      const listings = (await tx
        .select({ id: properties.id, ...searched })
        .from(properties)
        .where(eq(properties.cityId, cityId))) as ({ id: number } & SearchableFields)[];
      for (const listing of listings)
        await tx
          .update(properties)
          .set({ countryId: city.countryId, searchText: listingSearchText(listing, city) })
          .where(eq(properties.id, listing.id));
    },

    /**
     * After staff set `currency`'s rate (decision 040): the next `limit` listings priced in it after id
     * `afterId` get their price in US dollars at the current rate, each batch its own short statement so
     * edits of other listings never wait for the whole currency. Returns the batch's last id (null when
     * there were none left) and how many prices changed; a batch run again changes nothing.
     */
    async repriceBatch(currency: Currency, afterId: number, limit: number): Promise<{ lastId: number | null; changed: number }> {
      const [r] = await rows(sql`
        with batch as (
          select id from properties where currency = ${currency} and id > ${afterId} order by id limit ${limit}
        ), changed as (
          update properties p set price_usd = round(p.price / r.per_usd, 2)
          from batch b, exchange_rates r
          where p.id = b.id and r.currency = p.currency and p.price_usd is distinct from round(p.price / r.per_usd, 2)
          returning 1
        ) select (select max(id) from batch) as last_id, (select count(*) from changed)::int as changed`);
      return { lastId: r?.last_id == null ? null : Number(r.last_id), changed: Number(r?.changed ?? 0) };
    },

    ...createListingExpiryQueries(db, clock, lifetime),
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
