import type { City, Country } from '@manara/shared';
import type { LocationsRepository } from './locations.repository';

export function createLocationsService(repo: LocationsRepository) {
  return {
    async countries(): Promise<Country[]> {
      return (await repo.countries()).map((c) => ({ id: c.id, name_ar: c.nameAr, name_en: c.nameEn }));
    },
    /** An unknown country simply has no cities (an empty list, not an error). */
    async cities(countryId?: number): Promise<City[]> {
      return (await repo.cities(countryId)).map((c) => ({
        id: c.id,
        name_ar: c.nameAr,
        name_en: c.nameEn,
        country_id: c.countryId,
        governorate_ar: c.governorateAr,
        governorate_en: c.governorateEn,
      }));
    },
  };
}
