import { CURRENCIES, MAX_RATE, MIN_RATE, RATE_DECIMALS } from '../money';
import { toLatinDigits } from '../text/normalize';
import { z } from '../zod';

/** An exchange rate (decision 040): units of `currency` per US dollar, and when it was set. */
export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  per_usd: z.number(),
  /** ISO 8601 timestamp. */
  set_at: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /exchange-rates/: every currency's rate, US dollars (1) first. */
export const exchangeRatesResponse = z.array(exchangeRateSchema);

/** A rate as staff see it: also who set it (null: the rate the installation started with). */
export const adminExchangeRateSchema = exchangeRateSchema.extend({
  set_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminExchangeRate = z.infer<typeof adminExchangeRateSchema>;

/** The currencies staff set a rate for (US dollars are the base). */
export const rateCurrencyParam = z.object({
  currency: z.enum(CURRENCIES.filter((c) => c !== 'USD') as ['JOD', 'ILS'], { error: 'invalid_choice' }),
});

/** PUT /admin/exchange-rates/{currency}/: a new rate (Arabic-Indic digits accepted), within sane bounds. */
export const exchangeRateRequest = z.object({
  per_usd: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'rate_required' : 'invalid_number') })
      .refine(Number.isFinite, { error: 'invalid_number', abort: true })
      .min(MIN_RATE, { error: 'rate_out_of_range' })
      .max(MAX_RATE, { error: 'rate_out_of_range' })
      .transform((n) => Number(n.toFixed(RATE_DECIMALS))),
  ),
});
export type ExchangeRateRequest = z.output<typeof exchangeRateRequest>;
