import type { AdminCity, AdminCountry, City, Country } from '@manara/shared';
import type { AdminCityRow, AdminCountryRow, CityRow, CountryRow } from './locations.repository';

export const toCountry = (c: CountryRow): Country => ({ id: c.id, name_ar: c.nameAr, name_en: c.nameEn });

export const toCity = (c: CityRow): City => ({
  id: c.id,
  name_ar: c.nameAr,
  name_en: c.nameEn,
  country_id: c.countryId,
  governorate_ar: c.governorateAr,
  governorate_en: c.governorateEn,
  latitude: c.latitude,
  longitude: c.longitude,
});

export const toAdminCountry = (c: AdminCountryRow): AdminCountry => ({
  ...toCountry(c),
  code: c.code,
  cities_count: c.citiesCount,
  listings_count: c.listingsCount,
});

export const toAdminCity = (c: AdminCityRow): AdminCity => ({ ...toCity(c), listings_count: c.listingsCount });
