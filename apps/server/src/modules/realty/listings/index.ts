/**
 * What other modules may use of the listings module; everything else in this folder is its own. Who
 * may see or change a listing (the policy), the presenter's and repositories' types and the narrow ports
 * other modules read through (their instances come from services.ts), the port that hears of published listings (saved searches implement it),
 * the search text and the price in US dollars (the demo seed writes them).
 */
export { assertCanManage, assertPublic } from './listing-policy';
export { titleFields, type ListingPresenter } from './listings.presenter';
export type { ListingsRepository } from './listings.repository';
export type { CatalogueRepository } from './catalogue.repository';
export type { ListingTitles } from './listing-rows';
export type { ListingAlerts, ListingIds, ListingPrices } from './listing-ports.repository';
export type { PublicationListener } from './moderation.service';
export { listingSearchText, listingSearchTitle } from './search-text';
export { priceInUsd } from './price-usd';
export { listingExpiryJob, LISTING_EXPIRY_CRON } from './listing-expiry';
