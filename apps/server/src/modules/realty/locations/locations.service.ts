import type { City, Country } from '@manara/shared';
import { toCity, toCountry } from './locations.presenter';
import type { LocationsRepository } from './locations.repository';

export function createLocationsService(repo: LocationsRepository) {
  return {
    async countries(): Promise<Country[]> {
      return (await repo.countries()).map(toCountry);
    },
    /** An unknown country simply has no cities (an empty list, not an error). */
    async cities(countryId?: number): Promise<City[]> {
      return (await repo.cities(countryId)).map(toCity);
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
