import type { Currency, DeliveryMode, ServiceUnit } from '@manara/shared';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { providerServices } from '../../db/schema';
import type { DirectoryQuery } from '@manara/shared';
import { COUNT_LIMIT, type Seek, type SortKey } from '../../http/paging';
import type { Clock } from '../../lib/clock';
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
        insert into provider_search (provider_id, search_text)
        select ${providerId}::int, coalesce(string_agg(w, ' '), '') from words where w <> ''
        on conflict (provider_id) do update set search_text = excluded.search_text`);
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
     * The public services of `providerIds`, those meeting `matches` first (then newest), with each
     * provider's count of public services.
     */
    async publicServicesOf(providerIds: number[], query: DirectoryQuery): Promise<(ServiceRow & { fits: boolean })[]> {
      if (!providerIds.length) return [];
      const matches = serviceFilters(query, { words: true });
      const found = await db.execute<Record<string, unknown>>(sql`
        select s.*, ${matches ?? sql`true`} as fits from provider_services s
        left join exchange_rates r on r.currency = s.currency
        where s.provider_id in (${ids(providerIds)}) and s.status = 'active'
        order by s.provider_id, s.id desc`);
      return found.rows
        .map((r) => ({ ...fromSql(r), fits: Boolean(r.fits) }))
        .sort((a, b) => a.providerId - b.providerId || Number(b.fits) - Number(a.fits) || b.id - a.id);
    },

    /**
     * A directory page: provider ids newest first from `seek` (decision 034's keyset paging; numbered
     * pages by offset within COUNT_LIMIT), the keys to continue from, and the bounded count.
     */
    async directoryPage(type: string, query: DirectoryQuery, seek: Seek, limit: number) {
      const where = providerWhere(type, query);
      const pageOf = async (after: SQL | undefined, ascending: boolean, take: number) => {
        const found = await db.execute<{ user_id: number }>(sql`
          select p.user_id from provider_profiles p join users u on u.id = p.user_id
          where ${where}${after ? sql` and ${after}` : sql``} order by p.user_id ${ascending ? sql`asc` : sql`desc`} limit ${take}`);
        return found.rows.map((r) => int(r.user_id));
      };
      const counting = db.execute<{ n: number }>(sql`
        select count(*)::int as n from (select 1 from provider_profiles p join users u on u.id = p.user_id
        where ${where} limit ${COUNT_LIMIT + 1}) c`);
      const key = (id: number | undefined): SortKey | null => (id === undefined ? null : [String(id), id]);
      let rows: number[];
      let before: SortKey | null = null;
      let after: SortKey | null = null;
      if ('offset' in seek) {
        const found = await pageOf(undefined, false, seek.offset + limit + 1);
        rows = found.slice(seek.offset, seek.offset + limit);
        if (found.length > seek.offset + limit) after = key(rows.at(-1));
        if (seek.offset > 0) before = key(rows[0]);
      } else if ('after' in seek) {
        const found = await pageOf(sql`p.user_id < ${seek.after[1]}`, false, limit + 1);
        rows = found.slice(0, limit);
        if (found.length > limit) after = key(rows.at(-1));
        before = key(rows[0]);
      } else {
        const found = await pageOf(sql`p.user_id > ${seek.before[1]}`, true, limit + 1);
        rows = found.slice(0, limit).reverse();
        if (found.length > limit) before = key(rows[0]);
        after = key(rows.at(-1));
      }
      const count = int((await counting).rows[0]?.n ?? 0);
      return { rows, count: Math.min(count, COUNT_LIMIT), countCapped: count > COUNT_LIMIT, before, after };
    },

    /** Whether any provider of `type` is public-verified (a directory is "coming soon" until one is). */
    async anyPublic(type: string, q: Db | Tx = db): Promise<boolean> {
      const found = await q.execute(sql`
        select 1 from provider_profiles p join users u on u.id = p.user_id
        where u.provider_type = ${type} and ${PUBLIC_PROVIDER} limit 1`);
      return found.rows.length > 0;
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
