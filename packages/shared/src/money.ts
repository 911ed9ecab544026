/**
 * Money and land (decision 040): the currencies a listing may be priced in, exchange rates as staff set
 * them (units of each currency per US dollar), conversions, and land measured in dunams. Zod-free, so
 * the listing pages read it without loading the validation library.
 */

/** The currencies a listing may be priced in, and a visitor may show prices in. US dollars first: the default. */
export const CURRENCIES = ['USD', 'JOD', 'ILS'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Prices are compared in this currency (every listing's `price_usd`), and rates are per one of it. */
export const BASE_CURRENCY: Currency = 'USD';
/** What prices are shown in until a visitor chooses (the specification's fixed currency). */
export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Bounds staff may set a rate within (units per US dollar): far around any real JOD or ILS rate, and keeping `price_usd` in range. */
export const MIN_RATE = 0.01;
export const MAX_RATE = 10_000;
/** Decimals a rate is stored with. */
export const RATE_DECIMALS = 6;

/** Units of each currency per US dollar (the base is always 1). A currency missing here cannot be converted to. */
export type Rates = Partial<Record<Currency, number>>;

/**
 * `amount` in `from` expressed in `to` at `rates`, or null when a rate is missing. Not rounded: a
 * converted price is shown as approximate (`approximate`).
 */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates): number | null {
  if (from === to) return amount;
  const fromRate = from === BASE_CURRENCY ? 1 : rates[from];
  const toRate = to === BASE_CURRENCY ? 1 : rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

/**
 * A converted amount as it is shown (with "≈"): three significant digits from a thousand up
 * (647,500 → 648,000), whole units below. Also rounds a price bound carried into another currency.
 */
export function approximate(amount: number): number {
  if (Math.abs(amount) < 1000) return Math.round(amount);
  const step = 10 ** (Math.floor(Math.log10(Math.abs(amount))) - 2);
  return Math.round(amount / step) * step;
}

/** Land is sold by the dunam: 1,000 m². */
export const SQUARE_METRES_PER_DUNAM = 1000;

/** Whether a property type's area is entered and shown in dunams (else m²). */
export function measuredInDunams(type: string): boolean {
  return type === 'land';
}

export const dunamsToSquareMetres = (dunams: number) => Math.round(dunams * SQUARE_METRES_PER_DUNAM * 100) / 100;
export const squareMetresToDunams = (m2: number) => Math.round((m2 / SQUARE_METRES_PER_DUNAM) * 100_000) / 100_000;
