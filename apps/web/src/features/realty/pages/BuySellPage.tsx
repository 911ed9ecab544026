import { ListingPage } from '../components/ListingPage';

/** /realty/buy-sell: active listings for sale. */
export function BuySellPage() {
  return <ListingPage purpose="sale" />;
}
