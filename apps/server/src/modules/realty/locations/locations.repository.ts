import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cities, countries } from '../../../db/schema';

export type CountryRow = Pick<typeof countries.$inferSelect, 'id' | 'nameAr' | 'nameEn'>;
export type CityRow = Pick<typeof cities.$inferSelect, 'id' | 'countryId' | 'nameAr' | 'nameEn' | 'governorateAr' | 'governorateEn'>;

export function createLocationsRepository(db: Db) {
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
        .select({
          id: cities.id,
          countryId: cities.countryId,
          nameAr: cities.nameAr,
          nameEn: cities.nameEn,
          governorateAr: cities.governorateAr,
          governorateEn: cities.governorateEn,
        })
        .from(cities)
        .where(countryId === undefined ? undefined : eq(cities.countryId, countryId))
        .orderBy(asc(cities.sortOrder), asc(cities.id));
    },
  };
}
export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
