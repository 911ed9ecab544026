/** Business constants shared by the server and the web app (specification §9). */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const SEARCH_DEBOUNCE_MS = 500;
export const REQUEST_TIMEOUT_MS = 20_000;
export const REFRESH_TIMEOUT_MS = 10_000;
export const SKELETON_CARDS = 6;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
/** Pages beyond this are refused: deep OFFSET scans are a denial-of-service lever. */
export const MAX_PAGE = 1000;
export const QUERY_RETRY = 1;
export const COPYRIGHT_YEAR = 2025;
export const COUNTER_ANIMATION_MS = 2000;
export const HERO_AUTOPLAY_RETRY_MS = 100;
/** Largest JSON body the API accepts (multipart uploads have their own limits). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
