/** Property vocabularies (specification §3); zod-free so the web bundle and the database schema share them. */
export const PROPERTY_TYPES = ['apartment', 'villa', 'house', 'land', 'office', 'commercial', 'warehouse'] as const;
export const PROPERTY_PURPOSES = ['sale', 'rent'] as const;
export const PROPERTY_STATUSES = ['draft', 'pending', 'active', 'rejected', 'sold', 'rented'] as const;
export const AMENITY_KEYS = ['parking', 'pool', 'gym', 'garden', 'elevator', 'security', 'ac', 'balcony'] as const;
/**
 * Whitelisted list orderings. Without one, a search is ordered by relevance and any other list newest
 * first (decision 035); `relevance` without search words is newest first.
 */
export const ORDERINGS = ['relevance', '-created_at', 'price', '-price', 'area', '-area'] as const;
export const MAX_SEARCH_LENGTH = 100;
/** Search words beyond this many are ignored (each word is one more LIKE over the trigram index). */
export const MAX_SEARCH_WORDS = 8;
export const MAX_PRICE = 999_999_999_999;
export const MAX_AREA = 9_999_999_999;
export const MAX_ROOMS = 100;
