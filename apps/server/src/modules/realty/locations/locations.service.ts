import { randomBytes } from 'node:crypto';
import {
  normalizeSearchText,
  type AdminCity,
  type AdminCountry,
  type City,
  type CityWriteRequest,
  type Country,
  type CountryWriteRequest,
  type ErrorCode,
} from '@manara/shared';
import type { AuditRecorder } from '../../../lib/audit';
import { hasEveryWord } from '../../../lib/search';
import { AppError, sqlState } from '../../../lib/errors';
import type { AuthUser } from '../../../http/viewer';
import type { ListingsRepository } from '../listings';
import { toAdminCity, toAdminCountry, toCity, toCountry } from './locations.presenter';
import type { LocationsRepository } from './locations.repository';

const same = (a: string, b: string) => normalizeSearchText(a) === normalizeSearchText(b);

/** A validation error naming every field at fault. */
function fieldErrors(errors: [string, ErrorCode][]): AppError {
  const fields: Record<string, ErrorCode[]> = {};
  for (const [field, code] of errors) (fields[field] ??= []).push(code);
  return new AppError(400, 'validation_error', fields);
}

/**
 * Countries and cities: the public reference lists, and the staff editor (names in both languages,
 * unique within their scope in either language, compared the way search compares them; a place in
 * use by listings cannot be deleted). Every change is in the audit log with before and after.
 */
export function createLocationsService(deps: {
  repo: LocationsRepository;
  /** A city's listings follow its rename or move, in the same transaction. */
  listings: Pick<ListingsRepository, 'followCity'>;
  audit: AuditRecorder;
}) {
  const { repo, listings, audit } = deps;
  const record = async (staff: AuthUser, action: string, entity: string, id: number, details: Record<string, unknown>) =>
    audit({ actorId: staff.id, action, entity, entityId: String(id), details });

  async function country(id: number): Promise<AdminCountry> {
    const row = (await repo.adminCountries()).find((c) => c.id === id);
    if (!row) throw AppError.notFound('country_not_found');
    return toAdminCountry(row);
  }
  async function city(id: number): Promise<AdminCity> {
    const row = await repo.adminCity(id);
    if (!row) throw AppError.notFound('city_not_found');
    return toAdminCity(row);
  }

  async function checkCountry(input: CountryWriteRequest, exceptId?: number) {
    const others = (await repo.adminCountries()).filter((c) => c.id !== exceptId);
    const errors: [string, ErrorCode][] = [];
    if (others.some((c) => same(c.nameAr, input.name_ar))) errors.push(['name_ar', 'country_name_taken']);
    if (others.some((c) => same(c.nameEn, input.name_en))) errors.push(['name_en', 'country_name_taken']);
    if (input.code && others.some((c) => c.code === input.code)) errors.push(['code', 'country_code_taken']);
    if (errors.length) throw fieldErrors(errors);
  }
  async function checkCity(input: CityWriteRequest, exceptId?: number) {
    if (!(await repo.adminCountries()).some((c) => c.id === input.country_id)) throw AppError.field('country_id', 'country_not_found');
    const others = (await repo.cities(input.country_id)).filter((c) => c.id !== exceptId);
    const errors: [string, ErrorCode][] = [];
    if (others.some((c) => same(c.nameAr, input.name_ar))) errors.push(['name_ar', 'city_name_taken']);
    if (others.some((c) => same(c.nameEn, input.name_en))) errors.push(['name_en', 'city_name_taken']);
    if (errors.length) throw fieldErrors(errors);
  }
  /** A concurrent write that slipped past the checks still ends as the field error, never a 500. */
  const duplicate = (field: string, code: ErrorCode) => (error: unknown) => {
    if (sqlState(error) === '23505') throw AppError.field(field, code);
    throw error;
  };

  const cityValues = (input: CityWriteRequest) => ({
    countryId: input.country_id,
    nameAr: input.name_ar,
    nameEn: input.name_en,
    governorateAr: input.governorate_ar,
    governorateEn: input.governorate_en,
  });

  return {
    async countries(): Promise<Country[]> {
      return (await repo.countries()).map(toCountry);
    },
    /** An unknown country simply has no cities (an empty list, not an error). */
    async cities(countryId?: number): Promise<City[]> {
      return (await repo.cities(countryId)).map(toCity);
    },

    // --- staff ---------------------------------------------------------------------------------

    async adminCountries(): Promise<AdminCountry[]> {
      return (await repo.adminCountries()).map(toAdminCountry);
    },
    /** A country's cities (or all), searched in both languages by city or governorate name. */
    async adminCities(countryId?: number, search?: string): Promise<AdminCity[]> {
      const rows = (await repo.adminCities(countryId)).map(toAdminCity);
      return rows.filter((c) =>
        hasEveryWord(normalizeSearchText([c.name_ar, c.name_en, c.governorate_ar, c.governorate_en].join(' ')), search),
      );
    },

    async createCountry(staff: AuthUser, input: CountryWriteRequest): Promise<AdminCountry> {
      await checkCountry(input);
      const code = input.code ?? `X${randomBytes(4).toString('hex').toUpperCase()}`;
      const id = await repo
        .createCountry({ nameAr: input.name_ar, nameEn: input.name_en, code })
        .catch(duplicate(input.code ? 'code' : 'name_en', input.code ? 'country_code_taken' : 'country_name_taken'));
      const after = await country(id);
      await record(staff, 'country.create', 'country', id, { before: null, after });
      return after;
    },
    async updateCountry(staff: AuthUser, id: number, input: CountryWriteRequest): Promise<AdminCountry> {
      const before = await country(id);
      await checkCountry(input, id);
      await repo
        .updateCountry(id, { nameAr: input.name_ar, nameEn: input.name_en, ...(input.code && { code: input.code }) })
        .catch(duplicate('code', 'country_code_taken'));
      const after = await country(id);
      await record(staff, 'country.update', 'country', id, { before, after });
      return after;
    },
    /** Only an unused country: no listings (409 country_in_use), no cities left (409 country_has_cities). */
    async deleteCountry(staff: AuthUser, id: number): Promise<void> {
      const before = await country(id);
      if (before.listings_count > 0) throw new AppError(409, 'country_in_use');
      if (before.cities_count > 0) throw new AppError(409, 'country_has_cities');
      await repo.deleteCountry(id).catch((error: unknown) => {
        if (sqlState(error) === '23503') throw new AppError(409, 'country_in_use');
        throw error;
      });
      await record(staff, 'country.delete', 'country', id, { before, after: null });
    },

    async createCity(staff: AuthUser, input: CityWriteRequest): Promise<AdminCity> {
      await checkCity(input);
      const id = await repo.createCity(cityValues(input)).catch(duplicate('name_en', 'city_name_taken'));
      const after = await city(id);
      await record(staff, 'city.create', 'city', id, { before: null, after });
      return after;
    },
    /** Renaming rewrites the search text of the city's listings; moving it to another country moves them too. */
    async updateCity(staff: AuthUser, id: number, input: CityWriteRequest): Promise<AdminCity> {
      const before = await city(id);
      await checkCity(input, id);
      await repo
        .updateCity(id, cityValues(input), cityValues(before), (tx) => listings.followCity(id, tx))
        .catch(duplicate('name_en', 'city_name_taken'));
      const after = await city(id);
      await record(staff, 'city.update', 'city', id, { before, after });
      return after;
    },
    /** Only a city no listing uses (409 city_in_use, also when a listing arrives meanwhile). */
    async deleteCity(staff: AuthUser, id: number): Promise<void> {
      const before = await city(id);
      if (before.listings_count > 0) throw new AppError(409, 'city_in_use');
      await repo.deleteCity(id).catch((error: unknown) => {
        if (sqlState(error) === '23503') throw new AppError(409, 'city_in_use');
        throw error;
      });
      await record(staff, 'city.delete', 'city', id, { before, after: null });
    },
  };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
