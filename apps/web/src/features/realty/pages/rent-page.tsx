import { ListingPage } from '../components/listing-page';
import { listingRoute } from '../lib/listing-route';

/** /realty/rent: active listings for rent, priced per month. */
export function RentPage() {
  return <ListingPage purpose="rent" />;
}

export const route = listingRoute(RentPage, 'rent');
