import { convert, type Currency, type Rates } from '@manara/shared/money';
import type { ExchangeRate } from '@manara/shared/schemas/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/** GET /exchange-rates/: units of each currency per US dollar, as staff set them (decision 040). */
export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => api.get<ExchangeRate[]>('/exchange-rates/', { signal }),
    staleTime: 10 * 60_000,
  });

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}

export function ratesOf(list: ExchangeRate[] | undefined): Rates {
  return Object.fromEntries((list ?? []).map((r) => [r.currency, r.per_usd]));
}

/**
 * A listing's price as a visitor who reads `shown` sees it: exact in its own currency; else its price
 * in US dollars at the staff's rate, to be marked approximate. Null when that rate is not known yet
 * (show the price as entered).
 */
export function priceIn(
  listing: { price: number; currency: Currency; price_usd: number },
  shown: Currency,
  rates: Rates,
): { amount: number; currency: Currency; approximate: boolean } | null {
  if (listing.currency === shown) return { amount: listing.price, currency: shown, approximate: false };
  const amount = convert(listing.price_usd, 'USD', shown, rates);
  return amount === null ? null : { amount, currency: shown, approximate: true };
}
