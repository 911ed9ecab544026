import { sql, type SQL } from 'drizzle-orm';

/**
 * Units of `currency` per US dollar as staff last set it (modules/money owns exchange_rates; decision
 * 040), as a scalar subquery.
 */
export const rateOf = (currency: SQL | string): SQL => sql`(select r.per_usd from exchange_rates r where r.currency = ${currency})`;

/** A price in `currency` as US dollars at the current rate: what a listing's `price_usd` holds. */
export const priceInUsd = (price: number, currency: string): SQL => sql`round(${price}::numeric / ${rateOf(currency)}, 2)`;
