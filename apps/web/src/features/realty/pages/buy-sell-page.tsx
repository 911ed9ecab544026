import { ListingPage } from '../components/listing-page';
import { listingRoute } from '../lib/listing-route';

/** /realty/buy-sell: active listings for sale. */
export function BuySellPage() {
  return <ListingPage purpose="sale" />;
}

export const route = listingRoute(BuySellPage, 'sale');
