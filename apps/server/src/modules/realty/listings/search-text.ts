import { MAX_SEARCH_WORDS, normalizeSearchText } from '@manara/shared';

/**
 * What a listing is found by (decision 003): `properties.search_text` holds its texts and its city's
 * and governorate's names in both languages, normalized; a search matches when every one of its words
 * occurs in it. Pure functions: the listings repository writes the text with them, the demo seed loads
 * its rows with them, and a city's rename rewrites its listings' text through the repository.
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

/** Words of a search query, normalized the way the search text is (control characters dropped). */
export function searchWords(query: string): string[] {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return normalizeSearchText(query.replace(/[\u0000-\u001F\u007F]/g, ' '))
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE's wildcards so a word matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
