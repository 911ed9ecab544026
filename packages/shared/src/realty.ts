/** Property vocabularies (specification §3); zod-free so the web bundle and the database schema share them. */
export const PROPERTY_TYPES = ['apartment', 'villa', 'house', 'land', 'office', 'commercial', 'warehouse'] as const;
export const PROPERTY_PURPOSES = ['sale', 'rent'] as const;
/** `expired`: an active listing past its time, off the public pages until its owner renews it (decision 061). */
export const PROPERTY_STATUSES = ['draft', 'pending', 'active', 'rejected', 'sold', 'rented', 'expired'] as const;
export const AMENITY_KEYS = ['parking', 'pool', 'gym', 'garden', 'elevator', 'security', 'ac', 'balcony'] as const;
/**
 * Whitelisted list orderings. Without one, a search is ordered by relevance and any other list newest
 * first (decision 035); `relevance` without search words is newest first.
 */
/**
 * `-price_cut_at`: the most recent price cut first (listings never cut after them, newest first among
 * equals); `price_per_m2`: the lowest price per m² first (land: per dunam, the same order). Decision 060.
 */
export const ORDERINGS = ['relevance', '-created_at', 'price', '-price', 'area', '-area', '-price_cut_at', 'price_per_m2'] as const;
/** A cut of at least this share of the price, made within PRICE_CUT_DAYS, marks a listing "price reduced" (decision 060). */
export const PRICE_CUT_MIN_PERCENT = 3;
export const PRICE_CUT_DAYS = 30;
export const MAX_SEARCH_LENGTH = 100;
/** Search words beyond this many are ignored (each word is one more LIKE over the trigram index). */
export const MAX_SEARCH_WORDS = 8;
export const MAX_PRICE = 999_999_999_999;
export const MAX_AREA = 9_999_999_999;
export const MAX_ROOMS = 100;
