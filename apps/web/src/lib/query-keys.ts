/**
 * The first element of every query key, one per owner of cached data. Invalidating a root refreshes
 * everything its owner shows; features refresh each other's caches through these names, never by a
 * string of their own (`tools/web-shape.test.mjs` checks that every key starts with one of them).
 */
export const queryRoots = {
  admin: ['admin'],
  construction: ['construction'],
  exchangeRates: ['exchange-rates'],
  finance: ['finance'],
  hero: ['hero'],
  providers: ['providers'],
  realty: ['realty'],
  requests: ['requests'],
  savedSearches: ['saved-searches'],
  services: ['services'],
  users: ['users'],
} as const;
