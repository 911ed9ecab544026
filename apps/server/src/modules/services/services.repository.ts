import {
  DIRECTORY_CARD_SERVICES,
  type Currency,
  type DeliveryMode,
  type DirectoryQuery,
  type ServiceCard,
  type ServiceUnit,
} from '@manara/shared';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { preparedRows, sqlInteger, type Db, type Tx } from '../../db/client';
import { providerServices, type DirectoryProviderType } from '../../db/schema';
import { NUMBERED_ROWS, type Seek, type SortKey } from '../../http/paging';
import type { Clock } from '../../lib/clock';
import { searchWords } from '../../lib/search';
import { PUBLIC_PROVIDER, providerWhere, serviceFilters } from './directory-queries';

export type ServiceRow = typeof providerServices.$inferSelect;
export type ServiceFields = Omit<ServiceRow, 'id' | 'providerId' | 'status' | 'createdAt' | 'updatedAt'>;
export interface CityName {
  id: number;
  name_ar: string;
  name_en: string;
}

const int = (v: unknown) => Number(v);
const ids = (list: number[]) =>
  list.length
    ? sql.join(
        list.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`null`;

/**
 * A directory counts its providers exactly up to 100 ("more than 100 providers" past it; decision 057):
 * the count walks the providers meeting the query one by one, and at 1 000 (the listing lists' bound,
 * decision 034) it cost PostgreSQL more than the rest of the page (bench/README.md).
 */
export const DIRECTORY_COUNT_LIMIT = 100;

/** A provider's card on a directory page as its one statement reads it (directoryPage). */
export interface DirectoryCardRow {
  id: number;
  name: string;
  providerType: string;
  photo: string | null;
  photoWidths: number[];
  languages: string[];
  cities: CityName[];
  rating: { average: number | null; count: number };
  serviceCount: number;
  /** Up to DIRECTORY_CARD_SERVICES public services, as the API writes them. */
  services: ServiceCard[];
}
export interface DirectoryPageRows {
  rows: DirectoryCardRow[];
  count: number;
  countCapped: boolean;
  before: SortKey | null;
  after: SortKey | null;
}

/** PGlite and node-postgres both parse json columns; a numeric inside JSON arrives as a number. */
function cardRow(r: Record<string, unknown>): DirectoryCardRow {
  return {
    id: int(r.id),
    name: String(r.name),
    providerType: String(r.provider_type),
    photo: (r.photo as string | null) ?? null,
    photoWidths: (r.photo_widths as number[]).map(Number),
    languages: r.languages as string[],
    cities: r.cities as CityName[],
    rating: { average: r.average === null || r.average === undefined ? null : Number(r.average), count: int(r.review_count) },
    serviceCount: int(r.service_count),
    services: r.services as ServiceCard[],
  };
}

/** The columns of provider_services as a row from raw SQL. */
function fromSql(r: Record<string, unknown>): ServiceRow {
  return {
    id: int(r.id),
    providerId: int(r.provider_id),
    category: String(r.category),
    titleAr: String(r.title_ar),
    titleEn: String(r.title_en),
    descriptionAr: String(r.description_ar),
    descriptionEn: String(r.description_en),
    priceOnRequest: Boolean(r.price_on_request),
    price: r.price === null ? null : Number(r.price),
    currency: (r.currency as Currency | null) ?? null,
    unit: (r.unit as ServiceUnit | null) ?? null,
    delivery: r.delivery as DeliveryMode[],
    cityIds: (r.city_ids as number[]).map(Number),
    status: r.status as 'active' | 'archived',
    searchText: String(r.search_text),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

/**
 * provider_services and the legal waitlist: the only SQL that writes either (decision 057). Reads the
 * providers' table only to know who is public-verified and what they are called (never writes it).
 */
export function createServicesRepository(db: Db, clock: Clock) {
  return {
    /** A provider's services, newest first (archived ones included). */
    async listMine(providerId: number): Promise<ServiceRow[]> {
      return db
        .select()
        .from(providerServices)
        .where(eq(providerServices.providerId, providerId))
        .orderBy(sql`${providerServices.id} desc`);
    },

    async findMine(providerId: number, id: number): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(providerServices)
        .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)));
      return row;
    },

    /** How many services a provider has: not archived, and in all. */
    async countMine(providerId: number): Promise<{ active: number; all: number }> {
      const [r] = await db
        .select({ all: count(), active: sql<number>`count(*) filter (where ${providerServices.status} = 'active')` })
        .from(providerServices)
        .where(eq(providerServices.providerId, providerId));
      return { active: Number(r?.active ?? 0), all: Number(r?.all ?? 0) };
    },

    /** The name a provider is found by: their profile's display name, else their account's name. */
    async providerName(providerId: number): Promise<string> {
      const found = await db.execute<{ name: string }>(sql`
        select coalesce(nullif(p.display_name, ''), u.name) as name from users u
        left join provider_profiles p on p.user_id = u.id where u.id = ${providerId}`);
      return found.rows[0]?.name ?? '';
    },

    async insert(providerId: number, fields: ServiceFields): Promise<number> {
      const [row] = await db
        .insert(providerServices)
        .values({ ...fields, providerId })
        .returning({ id: providerServices.id });
      return row!.id;
    },

    async update(providerId: number, id: number, patch: Partial<ServiceFields> & { status?: 'active' | 'archived' }): Promise<boolean> {
      const done = await db
        .update(providerServices)
        .set({ ...patch, updatedAt: clock.now() })
        .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
        .returning({ id: providerServices.id });
      return done.length > 0;
    },

    /** Rewrites every service's search text of a provider (after a rename): `text` makes it from a row. */
    async rewriteSearchTexts(providerId: number, text: (row: ServiceRow) => string): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(providerServices).where(eq(providerServices.providerId, providerId)).for('update');
        for (const row of rows)
          await tx
            .update(providerServices)
            .set({ searchText: text(row) })
            .where(eq(providerServices.id, row.id));
        return rows.length;
      });
    },

    /**
     * Rewrites a provider's directory search row: the distinct words of their normalized name and of every
     * active service's search text (a search needs each word once; the row stays a few hundred characters).
     */
    async refreshSearch(providerId: number, normalizedName: string): Promise<void> {
      await db.execute(sql`
        with words as (
          select regexp_split_to_table(${normalizedName}::text, ' ') as w
          union
          select regexp_split_to_table(s.search_text, ' ') from provider_services s
          where s.provider_id = ${providerId} and s.status = 'active')
        insert into provider_search (provider_id, provider_type, search_text)
        select ${providerId}::int, (select provider_type from users where id = ${providerId}), coalesce(string_agg(w, ' '), '')
        from words where w <> ''
        on conflict (provider_id) do update set provider_type = excluded.provider_type, search_text = excluded.search_text`);
    },

    /** A service that is public now (its provider public-verified, the service not archived). */
    async findPublic(id: number): Promise<ServiceRow | undefined> {
      const found = await db.execute<Record<string, unknown>>(sql`
        select s.* from provider_services s
        join provider_profiles p on p.user_id = s.provider_id join users u on u.id = s.provider_id
        where s.id = ${id} and s.status = 'active' and ${PUBLIC_PROVIDER}`);
      return found.rows[0] && fromSql(found.rows[0]);
    },

    /** The names of cities by id. */
    async cityNames(cityIds: number[]): Promise<Map<number, CityName>> {
      if (!cityIds.length) return new Map();
      const found = await db.execute<{ id: number; name_ar: string; name_en: string }>(
        sql`select id, name_ar, name_en from cities where id in (${ids([...new Set(cityIds)])})`,
      );
      return new Map(found.rows.map((r) => [int(r.id), { id: int(r.id), name_ar: String(r.name_ar), name_en: String(r.name_en) }]));
    },

    /** Which of `cityIds` exist. */
    async existingCities(cityIds: number[]): Promise<Set<number>> {
      if (!cityIds.length) return new Set();
      const found = await db.execute<{ id: number }>(sql`select id from cities where id in (${ids(cityIds)})`);
      return new Set(found.rows.map((r) => int(r.id)));
    },

    /**
     * A directory page in one statement (decisions 034, 048, 049): the providers of `type` meeting the
     * query, newest first from `seek`, each as a card row — profile, cities by name, kept rating, the
     * count of their public services and up to DIRECTORY_CARD_SERVICES of them (those meeting the
     * query's service filters and words first, then newest) as JSON — with the count bounded at
     * DIRECTORY_COUNT_LIMIT on every row (an uncorrelated subquery PostgreSQL runs once). The page's ids are picked first (a
     * materialized CTE), so the cards' subqueries run for its rows only. A prepared statement unless it
     * searches words (whose best plan depends on the words); only a page with no row asks for the count
     * alone.
     */
    async directoryPage(type: DirectoryProviderType, query: DirectoryQuery, seek: Seek, limit: number): Promise<DirectoryPageRows> {
      const where = providerWhere(type, query);
      const matches = serviceFilters(query, { words: true }) ?? sql`true`;
      const backwards = 'before' in seek;
      const offset = 'offset' in seek ? seek.offset : 0;
      const direction = backwards ? sql`asc` : sql`desc`;
      const after = 'after' in seek ? sql` and p.user_id < ${seek.after[1]}` : backwards ? sql` and p.user_id > ${seek.before[1]}` : sql``;
      const walk = sql`select p.user_id from provider_profiles p join users u on u.id = p.user_id
        where ${where}${after} order by p.user_id ${direction}`;
      const picked = offset
        ? sql`select x.user_id from (${walk} limit ${sqlInteger(NUMBERED_ROWS + limit + 1)}) x
            order by x.user_id ${direction} limit ${sqlInteger(limit + 1)} offset ${offset}`
        : sql`${walk} limit ${sqlInteger(limit + 1)}`;
      const counting = sql`select count(*)::int as n from (select 1 from provider_profiles p join users u on u.id = p.user_id
        where ${where} limit ${sqlInteger(DIRECTORY_COUNT_LIMIT + 1)}) c`;
      const cityNames = (
        cityIds: SQL,
      ) => sql`coalesce((select json_agg(json_build_object('id', c.id, 'name_ar', c.name_ar, 'name_en', c.name_en)
        order by k.n) from unnest(${cityIds}) with ordinality k(id, n) join cities c on c.id = k.id), '[]'::json)`;
      const statement = sql`
        with page as materialized (${picked})
        select p.user_id as id, p.display_name as name, u.provider_type, p.photo, p.photo_widths, p.languages,
          ${cityNames(sql`p.city_ids`)} as cities,
          t.average, coalesce(t.review_count, 0) as review_count,
          (select count(*)::int from provider_services s where s.provider_id = p.user_id and s.status = 'active') as service_count,
          coalesce((select json_agg(json_build_object('id', x.id, 'provider_id', x.provider_id, 'category', x.category,
              'title_ar', x.title_ar, 'title_en', x.title_en, 'description_ar', x.description_ar, 'description_en', x.description_en,
              'price_on_request', x.price_on_request, 'price', x.price, 'currency', x.currency, 'unit', x.unit,
              'delivery', x.delivery, 'cities', ${cityNames(sql`x.city_ids`)}) order by x.fits desc, x.id desc)
            from (select s.id, s.provider_id, s.category, s.title_ar, s.title_en, s.description_ar, s.description_en, s.price_on_request,
                case when s.price_on_request then null else s.price end as price,
                case when s.price_on_request then null else s.currency end as currency,
                case when s.price_on_request then null else s.unit end as unit,
                s.delivery, s.city_ids, (${matches}) as fits
              from provider_services s left join exchange_rates r on r.currency = s.currency
              where s.provider_id = p.user_id and s.status = 'active'
              order by fits desc, s.id desc limit ${sqlInteger(DIRECTORY_CARD_SERVICES)}) x), '[]'::json) as services,
          (${counting}) as bounded_count
        from page join provider_profiles p on p.user_id = page.user_id join users u on u.id = p.user_id
        left join provider_ratings t on t.provider_id = p.user_id
        order by p.user_id ${direction}`;
      const found = searchWords(query.search).length
        ? (await db.execute<Record<string, unknown>>(statement)).rows
        : await preparedRows(db, statement);
      const more = found.length > limit;
      const shown = (!more ? found : found.slice(0, limit)).map(cardRow);
      if (backwards) shown.reverse();
      const key = (row: DirectoryCardRow | undefined): SortKey | null => (row ? [String(row.id), row.id] : null);
      // Rows lie before a page read forwards from a cursor or an offset, and after one read backwards.
      const before = (backwards ? more : 'after' in seek || offset > 0) ? key(shown[0]) : null;
      const afterKey = backwards || more ? key(shown.at(-1)) : null;
      // A first page with no row has nothing to count; a page past the end asks for the count alone.
      const count = found.length
        ? int(found[0]!.bounded_count)
        : offset === 0 && !('after' in seek) && !backwards
          ? 0
          : int((await preparedRows<{ n: number }>(db, counting))[0]?.n);
      return {
        rows: shown,
        count: Math.min(count, DIRECTORY_COUNT_LIMIT),
        countCapped: count > DIRECTORY_COUNT_LIMIT,
        before,
        after: afterKey,
      };
    },

    /** Whether any provider of `type` is public-verified (a directory is "coming soon" until one is). */
    async anyPublic(type: string, q: Db | Tx = db): Promise<boolean> {
      const statement = sql`select 1 from provider_profiles p join users u on u.id = p.user_id
        where u.provider_type = ${type} and ${PUBLIC_PROVIDER} limit 1`;
      return (q === db ? await preparedRows(db, statement) : (await q.execute(statement)).rows).length > 0;
    },

    // --- the legal waitlist -----------------------------------------------------------------------

    /** Keeps an address (once); false when it was already there. */
    async joinWaitlist(email: string, language: 'ar' | 'en'): Promise<boolean> {
      const found = await db.execute(sql`
        insert into legal_waitlist (email, language) values (${email}, ${language})
        on conflict (email) do nothing returning id`);
      return found.rows.length > 0;
    },

    async leaveWaitlist(id: number, email: string): Promise<boolean> {
      const found = await db.execute(sql`delete from legal_waitlist where id = ${id} and email = ${email} returning id`);
      return found.rows.length > 0;
    },

    /**
     * In one transaction: up to `limit` addresses not mailed yet, marked mailed, handed to `alongside`
     * (which queues their e-mails in the same transaction, so each goes out once).
     */
    async takeWaitlist(
      limit: number,
      alongside: (tx: Tx, rows: { id: number; email: string; language: 'ar' | 'en' }[]) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const found = await tx.execute<{ id: number; email: string; language: 'ar' | 'en' }>(sql`
          update legal_waitlist set mailed_at = now() where id in (
            select id from legal_waitlist where mailed_at is null order by id limit ${limit} for update skip locked)
          returning id, email, language`);
        const rows = found.rows.map((r) => ({ id: int(r.id), email: String(r.email), language: r.language }));
        if (rows.length) await alongside(tx, rows);
        return rows.length;
      });
    },
  };
}
export type ServicesRepository = ReturnType<typeof createServicesRepository>;
