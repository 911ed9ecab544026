import { normalizeSearchText } from '@manara/shared';
import { SEARCHED_COLUMNS } from '@manara/shared/listing';

/**
 * What a listing is found by (decisions 003, 035, 045 and 055): `properties.search_text` holds its
 * searchable fields (listing.ts: the texts in both languages, the address and village) and its city's
 * and governorate's names in both languages, normalized, and
 * `search_title` its normalized titles alone, one line per written language; PostgreSQL derives the
 * ranked-search vector from both (title words weigh more). Queries are read by lib/search.ts, like
 * every search box's. Pure: the listings repository writes the texts with it, the demo seed loads its
 * rows with it, and a city's rename rewrites its listings' text through the repository.
 */

/** A listing's searchable columns (its titles at least: `search_title`); one left out counts as empty. */
export type SearchableFields = { titleAr: string; titleEn: string } & { [C in (typeof SEARCHED_COLUMNS)[number]]?: string | null };
export interface CityNames {
  nameAr: string;
  nameEn: string;
  governorateAr: string;
  governorateEn: string;
}

/** A listing's search text: its searchable fields and its city's and governorate's names in both languages. */
export function listingSearchText(p: SearchableFields, city: CityNames): string {
  return normalizeSearchText(
    [...SEARCHED_COLUMNS.map((c) => p[c] ?? ''), city.nameAr, city.nameEn, city.governorateAr, city.governorateEn].join(' '),
  );
}

/** Separates the titles in `search_title` (the repository splits on it to compare each title with a query). */
export const TITLE_SEPARATOR = '\n';

/** A listing's normalized titles (`search_title`): one line per written language. */
export function listingSearchTitle(p: Pick<SearchableFields, 'titleAr' | 'titleEn'>): string {
  return [p.titleAr, p.titleEn]
    .map((t) => normalizeSearchText(t))
    .filter(Boolean)
    .join(TITLE_SEPARATOR);
}
