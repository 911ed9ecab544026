import { ListingPage } from '../components/ListingPage';

/** /realty/rent: active listings for rent, priced per month. */
export function RentPage() {
  return <ListingPage purpose="rent" />;
}
