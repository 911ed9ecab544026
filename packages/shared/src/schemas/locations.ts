import { queryInt, queryText } from './common';
import { requiredText } from './fields';
import { citySchema, countrySchema } from './realty';
import { z } from '../zod';

/** Longest country, city or governorate name staff may enter (the longest seeded one is ~30). */
export const MAX_LOCATION_NAME = 100;

/** GET /admin/countries/: every country with how many cities and listings use it. */
export const adminCountrySchema = countrySchema.extend({
  code: z.string(),
  cities_count: z.number().int(),
  listings_count: z.number().int(),
});
export type AdminCountry = z.infer<typeof adminCountrySchema>;

/** GET /admin/cities/: a city with how many listings (of any status) use it. */
export const adminCitySchema = citySchema.extend({ listings_count: z.number().int() });
export type AdminCity = z.infer<typeof adminCitySchema>;

/** GET /admin/cities/?country_id=&search= — search matches either language (Arabic normalized). */
export const adminCityListQuery = z.object({
  country_id: queryInt({ min: 1, max: 2_147_483_647 }).optional(),
  search: queryText().optional(),
});

const locationName = requiredText(MAX_LOCATION_NAME, 'location_name_required');

/**
 * POST /admin/countries/, PATCH /admin/countries/{id}/: both names required; `code` (ISO 3166-1
 * alpha-2) is optional and generated when left out.
 */
export const countryWriteRequest = z.object({
  name_ar: locationName,
  name_en: locationName,
  code: z
    .string({ error: 'country_code_invalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'country_code_invalid' })
    .optional(),
});
export type CountryWriteRequest = z.output<typeof countryWriteRequest>;
export type CountryWriteForm = z.input<typeof countryWriteRequest>;

/** POST /admin/cities/, PATCH /admin/cities/{id}/: both names, the country and the governorate in both languages. */
export const cityWriteRequest = z.object({
  name_ar: locationName,
  name_en: locationName,
  country_id: z.number({ error: 'country_required' }).int({ error: 'country_required' }).min(1, { error: 'country_required' }),
  governorate_ar: requiredText(MAX_LOCATION_NAME, 'governorate_required'),
  governorate_en: requiredText(MAX_LOCATION_NAME, 'governorate_required'),
});
export type CityWriteRequest = z.output<typeof cityWriteRequest>;
export type CityWriteForm = z.input<typeof cityWriteRequest>;
