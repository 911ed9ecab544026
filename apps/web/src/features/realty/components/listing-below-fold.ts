/**
 * What a listing page shows far below its first screen on a phone: one chunk, fetched when the first of
 * them comes near the viewport (lib/near-part.tsx; property-view.tsx).
 */
export { PriceHistory } from './price-history';
export { PropertyAmenities } from './property-amenities';
export { FinancingSection } from './financing/financing-section';
export { ListingLocation } from './listing-location';
