import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cities, countries } from '../../../db/schema';

export type CountryRow = Pick<typeof countries.$inferSelect, 'id' | 'nameAr' | 'nameEn'>;
export type CityRow = Pick<
  typeof cities.$inferSelect,
  'id' | 'countryId' | 'nameAr' | 'nameEn' | 'governorateAr' | 'governorateEn' | 'latitude' | 'longitude'
>;
export type AdminCountryRow = CountryRow & { code: string; citiesCount: number; listingsCount: number };
export type AdminCityRow = CityRow & { listingsCount: number };
export type CityValues = Pick<typeof cities.$inferInsert, 'countryId' | 'nameAr' | 'nameEn' | 'governorateAr' | 'governorateEn'>;

const cityColumns = {
  id: cities.id,
  countryId: cities.countryId,
  nameAr: cities.nameAr,
  nameEn: cities.nameEn,
  governorateAr: cities.governorateAr,
  governorateEn: cities.governorateEn,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

export function createLocationsRepository(db: Db) {
  /**
   * The place a city takes in the curated order: right after the last city of its governorate (the
   * later ones move down one), or at the end for a new governorate, so governorates stay contiguous.
   */
  async function placeCity(tx: Tx, values: CityValues, exceptId?: number): Promise<number> {
    const [last] = (
      await tx.execute<{ sort_order: number | null }>(
        sql`select max(sort_order)::int as sort_order from cities
            where country_id = ${values.countryId} and governorate_en = ${values.governorateEn}
              and governorate_ar = ${values.governorateAr} and id <> ${exceptId ?? 0}`,
      )
    ).rows;
    if (last?.sort_order !== null && last?.sort_order !== undefined) {
      await tx.execute(sql`update cities set sort_order = sort_order + 1 where sort_order > ${last.sort_order}`);
      return last.sort_order + 1;
    }
    const [end] = (await tx.execute<{ n: number }>(sql`select coalesce(max(sort_order), -1)::int + 1 as n from cities`)).rows;
    return end?.n ?? 0;
  }

  return {
    async countries(): Promise<CountryRow[]> {
      return db
        .select({ id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn })
        .from(countries)
        .orderBy(asc(countries.sortOrder), asc(countries.id));
    },
    /** Cities in their curated order (grouped by governorate), optionally of one country. */
    async cities(countryId?: number): Promise<CityRow[]> {
      return db
        .select(cityColumns)
        .from(cities)
        .where(countryId === undefined ? undefined : eq(cities.countryId, countryId))
        .orderBy(asc(cities.sortOrder), asc(cities.id));
    },

    // --- staff editing -------------------------------------------------------------------------

    async adminCountries(): Promise<AdminCountryRow[]> {
      const rows = (
        await db.execute<{ id: number; code: string; name_ar: string; name_en: string; cities_count: number; listings_count: number }>(
          sql`select c.id, c.code, c.name_ar, c.name_en,
                (select count(*)::int from cities ci where ci.country_id = c.id) as cities_count,
                (select count(*)::int from properties p where p.country_id = c.id) as listings_count
              from countries c order by c.sort_order, c.id`,
        )
      ).rows;
      return rows.map((r) => ({
        id: Number(r.id),
        code: r.code,
        nameAr: r.name_ar,
        nameEn: r.name_en,
        citiesCount: Number(r.cities_count),
        listingsCount: Number(r.listings_count),
      }));
    },
    /** A country's cities in their curated order, each with how many listings (any status) use it. */
    async adminCities(countryId?: number): Promise<AdminCityRow[]> {
      const rows = (
        await db.execute<{
          id: number;
          country_id: number;
          name_ar: string;
          name_en: string;
          governorate_ar: string;
          governorate_en: string;
          latitude: number | null;
          longitude: number | null;
          listings_count: number;
        }>(
          sql`select ci.id, ci.country_id, ci.name_ar, ci.name_en, ci.governorate_ar, ci.governorate_en, ci.latitude, ci.longitude,
                (select count(*)::int from properties p where p.city_id = ci.id) as listings_count
              from cities ci
              where ${countryId === undefined ? sql`true` : sql`ci.country_id = ${countryId}`}
              order by ci.sort_order, ci.id`,
        )
      ).rows;
      return rows.map((r) => ({
        id: Number(r.id),
        countryId: Number(r.country_id),
        nameAr: r.name_ar,
        nameEn: r.name_en,
        governorateAr: r.governorate_ar,
        governorateEn: r.governorate_en,
        latitude: r.latitude === null ? null : Number(r.latitude),
        longitude: r.longitude === null ? null : Number(r.longitude),
        listingsCount: Number(r.listings_count),
      }));
    },
    async adminCity(id: number): Promise<AdminCityRow | undefined> {
      const [row] = await db.select(cityColumns).from(cities).where(eq(cities.id, id));
      if (!row) return undefined;
      const [count] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from properties where city_id = ${id}`)).rows;
      return { ...row, listingsCount: Number(count?.n ?? 0) };
    },

    async createCountry(values: { nameAr: string; nameEn: string; code: string }): Promise<number> {
      const [end] = (await db.execute<{ n: number }>(sql`select coalesce(max(sort_order), -1)::int + 1 as n from countries`)).rows;
      const [row] = await db
        .insert(countries)
        .values({ ...values, sortOrder: end?.n ?? 0 })
        .returning({ id: countries.id });
      return row!.id;
    },
    async updateCountry(id: number, values: { nameAr: string; nameEn: string; code?: string }): Promise<void> {
      await db.update(countries).set(values).where(eq(countries.id, id));
    },
    async deleteCountry(id: number): Promise<void> {
      await db.delete(countries).where(eq(countries.id, id));
    },

    async createCity(values: CityValues): Promise<number> {
      return db.transaction(async (tx) => {
        const sortOrder = await placeCity(tx, values);
        const [row] = await tx
          .insert(cities)
          .values({ ...values, sortOrder })
          .returning({ id: cities.id });
        return row!.id;
      });
    },
    /** `alongside` runs in the same transaction: the city's listings follow it (listings.repository.ts). */
    async updateCity(id: number, values: CityValues, before: CityValues, alongside: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const moved =
          values.countryId !== before.countryId ||
          values.governorateAr !== before.governorateAr ||
          values.governorateEn !== before.governorateEn;
        const sortOrder = moved ? await placeCity(tx, values, id) : undefined;
        await tx
          .update(cities)
          .set({ ...values, ...(sortOrder !== undefined && { sortOrder }) })
          .where(eq(cities.id, id));
        await alongside(tx);
      });
    },
    async deleteCity(id: number): Promise<void> {
      await db.delete(cities).where(eq(cities.id, id));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
