import { FINANCING_KINDS, FINANCING_LIMITS } from '../financing';
import { CURRENCIES } from '../money';
import { toLatinDigits } from '../text/normalize';
import { requiredText } from './fields';
import { z } from '../zod';

/**
 * Financing profiles (issue 33, decision 062): the presets staff keep in /admin for the listing page's
 * calculator — a name in both languages, conventional or murabaha, a currency, an annual rate, the longest
 * term, the least down payment and the day staff last checked them against the lender's terms.
 */

export const MAX_PROFILE_NAME = 120;

export const financingProfileSchema = z.object({
  id: z.number().int(),
  name_ar: z.string(),
  name_en: z.string(),
  kind: z.enum(FINANCING_KINDS),
  currency: z.enum(CURRENCIES),
  /** Percent a year (6.5 means 6.5 %). */
  annual_rate: z.number(),
  max_years: z.number().int(),
  /** Percent of the price. */
  min_down_payment_percent: z.number(),
  /** YYYY-MM-DD: when staff last checked the terms. */
  checked_on: z.string(),
  is_active: z.boolean(),
});
export type FinancingProfile = z.infer<typeof financingProfileSchema>;

/** GET /financing-profiles/: the active ones, for the calculator's presets. */
export const financingProfilesResponse = z.array(financingProfileSchema);

/** A number typed in a form (Arabic-Indic digits accepted), within bounds; `code` when outside them. */
const boundedNumber = (
  min: number,
  max: number,
  code: 'financing_rate_out_of_range' | 'financing_years_out_of_range' | 'down_payment_percent_out_of_range',
  int = false,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'financing_value_required' : 'invalid_number') })
      .refine(Number.isFinite, { error: 'invalid_number', abort: true })
      .refine((n) => !int || Number.isInteger(n), { error: 'invalid_number', abort: true })
      .min(min, { error: code })
      .max(max, { error: code }),
  );

/** YYYY-MM-DD, a real calendar date. */
const checkedOn = z.preprocess(
  (v) => (typeof v === 'string' ? toLatinDigits(v.trim()) : v),
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'date_required' : 'invalid_date') })
    .min(1, { error: 'date_required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '2000-01-01' && s <= '2100-12-31';
      },
      { error: 'invalid_date' },
    ),
);

/** POST /admin/financing-profiles/ (PATCH takes any part of it). */
export const financingProfileWriteRequest = z.object({
  name_ar: requiredText(MAX_PROFILE_NAME, 'profile_name_required'),
  name_en: requiredText(MAX_PROFILE_NAME, 'profile_name_required'),
  kind: z.enum(FINANCING_KINDS, { error: 'invalid_choice' }),
  currency: z.enum(CURRENCIES, { error: 'invalid_choice' }),
  annual_rate: boundedNumber(FINANCING_LIMITS.minRate, FINANCING_LIMITS.maxRate, 'financing_rate_out_of_range').transform((n) =>
    Number(n.toFixed(3)),
  ),
  max_years: boundedNumber(FINANCING_LIMITS.minYears, FINANCING_LIMITS.maxYears, 'financing_years_out_of_range', true),
  min_down_payment_percent: boundedNumber(0, FINANCING_LIMITS.maxDownPaymentPercent, 'down_payment_percent_out_of_range').transform((n) =>
    Number(n.toFixed(2)),
  ),
  checked_on: checkedOn,
  is_active: z.boolean({ error: 'invalid' }).optional().default(true),
});
export type FinancingProfileWriteRequest = z.output<typeof financingProfileWriteRequest>;
export type FinancingProfileForm = z.input<typeof financingProfileWriteRequest>;

export const financingProfileUpdateRequest = financingProfileWriteRequest
  .extend({ is_active: z.boolean({ error: 'invalid' }).optional() })
  .partial();
export type FinancingProfileUpdateRequest = z.output<typeof financingProfileUpdateRequest>;
