import {
  BASE_CURRENCY,
  CURRENCIES,
  LISTING_FILTERS,
  type AlertFrequency,
  type Currency,
  type FilterColumn,
  type SavedFilters,
} from '@manara/shared';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { savedSearches } from '../../db/schema';
import { escapeLike, searchWords } from '../../lib/search';

export type SavedSearchRow = typeof savedSearches.$inferSelect & { city: { ar: string; en: string } | null };

/** A public listing as matching sees it: its filter columns and normalized search text. */
export interface ListingFacts {
  id: number;
  ownerId: number;
  searchText: string;
  /** `price` in US dollars, as the list compares it. */
  columns: Record<FilterColumn, string | number | null>;
  /** Its price in each currency at the current rates (decision 040). */
  prices: Record<Currency, number>;
}

/** A saved search's value for `key`, as text from its stored filters. */
const stored = (key: string) => sql`s.filters->>${key}`;

/** The listing's price in the currency saved search `s` holds its bounds in (US dollars when it names none). */
function inSavedCurrency(prices: Record<Currency, number>): SQL {
  const cases = CURRENCIES.map((c) => sql` when ${c} then ${prices[c]}::numeric`);
  return sql`(case coalesce(${stored('currency')}, ${BASE_CURRENCY})${sql.join(cases, sql``)} end)`;
}

/**
 * SQL true when saved search `s` would list `listing`: each filter of filters.ts read the other way
 * round (the saved value against the listing's), so a new filter is matched without touching this.
 */
function matchesListing(listing: ListingFacts): SQL {
  const conditions: SQL[] = [];
  for (const filter of LISTING_FILTERS) {
    const { match, key } = filter;
    if (match.op === 'words') {
      conditions.push(sql`(cardinality(s.search_patterns) = 0 or ${listing.searchText}::text like all (s.search_patterns))`);
    } else if (match.op === '=') {
      const value = listing.columns[match.column];
      conditions.push(sql`(${stored(key)} is null or ${stored(key)} = ${value === null ? null : String(value)})`);
    } else if (match.op === '>=' || match.op === '<=') {
      // A listing without the value (no bedroom count) does not meet a minimum or maximum on it. A money
      // bound is in the saved search's currency: compared with the listing's price in that currency.
      const value = 'money' in match ? inSavedCurrency(listing.prices) : sql`${listing.columns[match.column]}`;
      const op = match.op === '>=' ? sql`>=` : sql`<=`;
      conditions.push(sql`(${stored(key)} is null or ${value}::numeric ${op} (${stored(key)})::numeric)`);
    }
    // 'within' (the map's visible area) is never saved; 'currency' qualifies the money bounds.
  }
  return sql.join(conditions, sql` and `);
}

async function select(q: Db | Tx, where: SQL): Promise<SavedSearchRow[]> {
  const found = await q.execute<Record<string, unknown>>(sql`
    select s.*, c.name_ar as city_ar, c.name_en as city_en from saved_searches s
    left join cities c on c.id = (s.filters->>'city')::int
    where ${where} order by s.created_at desc, s.id desc`);
  return found.rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    name: (r.name as string | null) ?? null,
    filters: (typeof r.filters === 'string' ? JSON.parse(r.filters) : r.filters) as Record<string, string | number>,
    searchPatterns: r.search_patterns as string[],
    frequency: r.frequency as AlertFrequency,
    createdAt: new Date(r.created_at as string),
    city: r.city_ar ? { ar: String(r.city_ar), en: String(r.city_en) } : null,
  }));
}

/** Saved searches and the record of what each user was told (decision 038): the only SQL on both tables. */
export function createSavedSearchesRepository(db: Db) {
  return {
    /** A user's saved searches, newest first, with their city's names (for the automatic name). */
    listMine: (userId: number) => select(db, sql`s.user_id = ${userId}`),
    /** Saved searches by id (`tx`: inside the transaction that records an alert). */
    byIds: (ids: number[], tx?: Tx) =>
      select(
        tx ?? db,
        ids.length
          ? sql`s.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`false`,
      ),

    async countMine(userId: number): Promise<number> {
      const [r] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      return Number(r?.n ?? 0);
    },

    async insert(userId: number, filters: SavedFilters, frequency: AlertFrequency): Promise<number> {
      const patterns = searchWords(filters.search).map((word) => `%${escapeLike(word)}%`);
      const [row] = await db
        .insert(savedSearches)
        .values({ userId, filters: filters as Record<string, string | number>, searchPatterns: patterns, frequency })
        .returning({ id: savedSearches.id });
      return row!.id;
    },

    /** False when the user has no such saved search. */
    async update(userId: number, id: number, patch: { name?: string | null; frequency?: AlertFrequency }): Promise<boolean> {
      if (!Object.keys(patch).length) patch = { frequency: undefined };
      const done = await db
        .update(savedSearches)
        .set(patch)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return done.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const done = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return done.length > 0;
    },

    /**
     * In one statement: every saved search (alerts on) that would list this newly public listing, one
     * per user (an instant one first), recorded as told unless that user already was about this
     * listing (instant ones as sent now, daily ones waiting for the digest). `alongside` gets the new
     * records in the same transaction (to queue the instant e-mails). The owner is not alerted about
     * their own listing. `before` (a price cut, decision 060): the listing at its old price; searches
     * it matched then are left out.
     */
    async recordMatches(
      listing: ListingFacts,
      before: ListingFacts | undefined,
      alongside: (tx: Tx, matches: { userId: number; savedSearchId: number; frequency: 'instant' | 'daily' }[]) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const found = await tx.execute<{ user_id: number; saved_search_id: number; frequency: 'instant' | 'daily' }>(sql`
          insert into saved_search_hits (user_id, property_id, saved_search_id, frequency, sent_at)
          select distinct on (s.user_id) s.user_id, ${listing.id}::int, s.id, s.frequency,
            case when s.frequency = 'instant' then now() end
          from saved_searches s
          where s.frequency <> 'off' and s.user_id <> ${listing.ownerId} and ${matchesListing(listing)}
            ${before ? sql`and not (${matchesListing(before)})` : sql``}
          order by s.user_id, s.frequency = 'instant' desc, s.id
          on conflict (user_id, property_id) do nothing
          returning user_id, saved_search_id, frequency`);
        const matches = found.rows.map((r) => ({
          userId: Number(r.user_id),
          savedSearchId: Number(r.saved_search_id),
          frequency: r.frequency,
        }));
        await alongside(tx, matches);
        return matches.length;
      });
    },

    /** Listings waiting for the daily digest, by user and saved search. */
    async pendingDigest(): Promise<{ userId: number; savedSearchId: number; propertyId: number }[]> {
      const found = await db.execute<{ user_id: number; saved_search_id: number; property_id: number }>(sql`
        select user_id, saved_search_id, property_id from saved_search_hits
        where sent_at is null and frequency = 'daily' order by user_id, saved_search_id, property_id`);
      return found.rows.map((r) => ({
        userId: Number(r.user_id),
        savedSearchId: Number(r.saved_search_id),
        propertyId: Number(r.property_id),
      }));
    },

    /** Marks a user's digest lines sent and runs `alongside` (queueing the e-mail) in the same transaction. */
    async markSent(userId: number, propertyIds: number[], alongside: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update saved_search_hits set sent_at = now()
          where user_id = ${userId} and sent_at is null and property_id in (${sql.join(
            propertyIds.map((id) => sql`${id}`),
            sql`, `,
          )})`);
        await alongside(tx);
      });
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
