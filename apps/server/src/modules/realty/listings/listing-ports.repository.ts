import type { Currency, FilterColumn, ListingFilterValues } from '@manara/shared';
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_LIMIT } from '../../../http/paging';
import type { Db } from '../../../db/client';
import { cappedAt, countUpTo, IS_PUBLIC, publicWhere } from './listing-queries';
import { toDate, toJson, type ListingTitles, type Raw } from './listing-rows';
import type { ListingsRepository } from './listings.repository';

/**
 * The narrow reads other modules ask of listings, each module depending on its own port: saved
 * searches' alerts (decision 038), the sitemap's ids (modules/seo), and money's re-pricing (the
 * writer's batch, decision 040).
 */

/** What saved searches read: a search's count, a published listing's facts, a digest's lines. */
export function createListingAlerts(db: Db) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;
  return {
    /** How many public listings match `filters` (a saved search's count), counting no further than COUNT_LIMIT (decision 034). */
    async countPublic(filters: ListingFilterValues): Promise<{ count: number; countCapped: boolean }> {
      const [r] = await rows(countUpTo(sql`properties p where ${publicWhere(filters)}`, COUNT_LIMIT));
      return cappedAt(Number(r?.n ?? 0), COUNT_LIMIT);
    },

    /**
     * What matching a public listing against saved searches needs (decision 038); undefined unless it is
     * public. `priceUsd`: as if its price were this many US dollars (its price before a cut, decision 060).
     */
    async alertFacts(id: number, priceUsd?: number) {
      const usd = priceUsd === undefined ? sql`p.price_usd` : sql`${priceUsd}::numeric`;
      const [r] = await rows(
        sql`select p.id, p.owner_id, p.title_ar, p.title_en, p.purpose, p.type, p.city_id, p.price::float8 as price, p.currency,
          ${usd}::float8 as price_usd, p.area::float8 as area, p.beds, p.baths, p.search_text,
          (select json_object_agg(r.currency, round(${usd} * r.per_usd, 2)) from exchange_rates r) as prices
          from properties p where p.id = ${id} and ${IS_PUBLIC}`,
      );
      if (!r) return undefined;
      return {
        id: Number(r.id),
        ownerId: Number(r.owner_id),
        titles: { title_ar: String(r.title_ar), title_en: String(r.title_en) },
        price: Number(r.price),
        currency: r.currency as Currency,
        /** Its price in each currency at the current rates: what a saved search's bounds in that currency compare with (decision 040). */
        prices: toJson<Record<Currency, number>>(r.prices),
        searchText: String(r.search_text),
        /** Each filter column's value (filters.ts FilterColumn). */
        columns: {
          purpose: r.purpose as string,
          type: r.type as string,
          city_id: Number(r.city_id),
          price: Number(r.price_usd),
          area: Number(r.area),
          beds: r.beds === null ? null : Number(r.beds),
          baths: r.baths === null ? null : Number(r.baths),
        } satisfies Record<FilterColumn, string | number | null>,
      };
    },

    /** Titles and price of the listings among `ids` that are still public (a digest's lines). */
    async alertItems(ids: number[]): Promise<{ id: number; titles: ListingTitles; price: number; currency: Currency }[]> {
      if (!ids.length) return [];
      const found = await rows(
        sql`select p.id, p.title_ar, p.title_en, p.price::float8 as price, p.currency from properties p
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${IS_PUBLIC} order by p.id`,
      );
      return found.map((r) => ({
        id: Number(r.id),
        titles: { title_ar: String(r.title_ar), title_en: String(r.title_en) },
        price: Number(r.price),
        currency: r.currency as Currency,
      }));
    },
  };
}
export type ListingAlerts = ReturnType<typeof createListingAlerts>;

/** What the sitemap reads: public listings' ids, by range of the primary key. */
export function createListingIds(db: Db) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;
  return {
    /** The highest listing id so far (the sitemap's files are id ranges); 0 when there are none. */
    async lastId(): Promise<number> {
      const [r] = await rows(sql`select coalesce(max(id), 0)::int as n from properties`);
      return Number(r?.n ?? 0);
    },

    /**
     * Public listings with ids from `first` to `last`, in id order, with their last change: a range
     * of the primary key, so a sitemap file costs the same wherever it lies (decision 034).
     */
    async publicIdRange(first: number, last: number): Promise<{ id: number; updatedAt: Date }[]> {
      const page = await rows(
        sql`select p.id, p.updated_at from properties p where p.id between ${first} and ${last} and ${IS_PUBLIC} order by p.id`,
      );
      return page.map((r) => ({ id: Number(r.id), updatedAt: toDate(r.updated_at) }));
    },
  };
}
export type ListingIds = ReturnType<typeof createListingIds>;

/** What money's re-pricing asks (decision 040): the listings priced in a currency get their US dollar price again. */
export type ListingPrices = Pick<ListingsRepository, 'repriceBatch'>;
