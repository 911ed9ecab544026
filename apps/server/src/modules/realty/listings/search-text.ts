import { normalizeSearchText } from '@manara/shared';

/**
 * What a listing is found by (decisions 003 and 035): `properties.search_text` holds its texts and its
 * city's and governorate's names in both languages, normalized, and `search_title` its normalized title
 * alone; PostgreSQL derives the ranked-search vector from both (title words weigh more). Queries are
 * read by lib/search.ts, like every search box's. Pure: the listings repository writes the texts with
 * it, the demo seed loads its rows with it, and a city's rename rewrites its listings' text through
 * the repository.
 */

export interface SearchableFields {
  title: string;
  description: string;
  address: string;
  village?: string | null;
}
export interface CityNames {
  nameAr: string;
  nameEn: string;
  governorateAr: string;
  governorateEn: string;
}

/** A listing's search text: its texts and its city's and governorate's names in both languages. */
export function listingSearchText(p: SearchableFields, city: CityNames): string {
  return normalizeSearchText(
    [p.title, p.description, p.address, p.village ?? '', city.nameAr, city.nameEn, city.governorateAr, city.governorateEn].join(' '),
  );
}

/** A listing's normalized title (`search_title`). */
export function listingSearchTitle(p: Pick<SearchableFields, 'title'>): string {
  return normalizeSearchText(p.title);
}
