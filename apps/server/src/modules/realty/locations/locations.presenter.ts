import type { City, Country } from '@manara/shared';
import type { CityRow, CountryRow } from './locations.repository';

export const toCountry = (c: CountryRow): Country => ({ id: c.id, name_ar: c.nameAr, name_en: c.nameEn });

export const toCity = (c: CityRow): City => ({
  id: c.id,
  name_ar: c.nameAr,
  name_en: c.nameEn,
  country_id: c.countryId,
  governorate_ar: c.governorateAr,
  governorate_en: c.governorateEn,
});
