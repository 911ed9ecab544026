/**
 * The financing calculator's arithmetic (issue 33, decision 062): a price, a down payment, a term and an
 * annual rate give a monthly instalment, what the instalments add up to and what the financing costs.
 * Zod-free and React-free, so the listing page's calculator, the staff screens and the server share it.
 *
 * Two kinds, each with its own word for the cost:
 * - `conventional` — an amortised loan ("interest"): r = annual rate / 12, n = months,
 *   instalment M = F · r / (1 − (1 + r)^−n) on the financed amount F; at r = 0, M = F / n.
 * - `murabaha` — the bank buys the property and resells it at a fixed markup ("profit"), repaid in equal
 *   instalments: profit = F · annual rate · (n / 12), M = (F + profit) / n. The markup is fixed once at
 *   the start (flat on the financed amount, not on a declining balance), which is how Islamic banks in
 *   Palestine and Jordan quote murabaha; at the same nominal rate it costs more than the loan.
 *
 * Nothing is rounded until the end: each result is rounded once, to the currency's minor unit
 * (cents, agorot, fils — `MINOR_UNIT_DECIMALS`), half away from zero.
 */
import type { Currency } from './money';

export const FINANCING_KINDS = ['conventional', 'murabaha'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];

/** Decimals of each currency's minor unit: US cents, Israeli agorot, Jordanian fils (1/1000 of a dinar). */
export const MINOR_UNIT_DECIMALS: Record<Currency, number> = { USD: 2, ILS: 2, JOD: 3 };

/** Bounds every calculation and every staff profile keeps within. */
export const FINANCING_LIMITS = {
  /** Annual rate, in percent. */
  minRate: 0,
  maxRate: 50,
  /** Term, in years (the calculator offers whole years; the math takes months). */
  minYears: 1,
  maxYears: 40,
  /** Least down payment a profile may ask, in percent of the price. */
  maxDownPaymentPercent: 95,
  /** Largest price or amount the calculator takes (a listing's price is below it). */
  maxAmount: 1e12,
} as const;

export interface FinancingInput {
  kind: FinancingKind;
  currency: Currency;
  price: number;
  downPayment: number;
  months: number;
  /** Annual rate in percent (6 means 6 %). */
  annualRatePercent: number;
}

export interface FinancingResult {
  /** The amount financed: price less the down payment. */
  financed: number;
  monthly: number;
  /** What the instalments add up to (monthly × months). */
  totalInstalments: number;
  /** Interest (conventional) or profit (murabaha): the instalments less the financed amount. */
  cost: number;
  /** The down payment and every instalment: what the property costs the buyer in the end. */
  totalPaid: number;
}

/** `value` rounded to `decimals`, half away from zero, on its shortest decimal form (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const shortest = Number(value.toPrecision(15));
  const factor = 10 ** decimals;
  const scaled = Math.abs(shortest) * factor;
  return (Math.sign(shortest) * Math.round(Number(scaled.toPrecision(15)))) / factor;
}

/** The unrounded monthly instalment on `financed` (see the module's note for both formulas). */
export function monthlyInstalment(kind: FinancingKind, financed: number, months: number, annualRatePercent: number): number {
  if (months <= 0) return Number.NaN;
  const annual = annualRatePercent / 100;
  if (annual === 0) return financed / months;
  if (kind === 'murabaha') return (financed + financed * annual * (months / 12)) / months;
  const r = annual / 12;
  return (financed * r) / (1 - (1 + r) ** -months);
}

/** Every result of a calculation, each rounded once to the currency's minor unit. The input must be valid (`financingProblems`). */
export function calculateFinancing(input: FinancingInput): FinancingResult {
  const financed = input.price - input.downPayment;
  const monthly = monthlyInstalment(input.kind, financed, input.months, input.annualRatePercent);
  const total = monthly * input.months;
  const d = MINOR_UNIT_DECIMALS[input.currency];
  return {
    financed: roundTo(financed, d),
    monthly: roundTo(monthly, d),
    totalInstalments: roundTo(total, d),
    cost: roundTo(total - financed, d),
    totalPaid: roundTo(input.downPayment + total, d),
  };
}

/** What a chosen profile bounds: its longest term and its least down payment. */
export interface FinancingBounds {
  maxYears: number;
  minDownPaymentPercent: number;
}

export type FinancingProblem =
  | 'price_invalid'
  | 'down_payment_invalid'
  | 'down_payment_too_big'
  | 'down_payment_below_least'
  | 'term_invalid'
  | 'term_above_longest'
  | 'rate_invalid';

/**
 * Why an input cannot be calculated, field by field (empty: it can). Amounts are in one currency;
 * `bounds` are the chosen profile's. The calculator shows each problem's translated message.
 */
export function financingProblems(
  input: Pick<FinancingInput, 'price' | 'downPayment' | 'months' | 'annualRatePercent'>,
  bounds?: FinancingBounds | null,
): Partial<Record<'price' | 'downPayment' | 'term' | 'rate', FinancingProblem>> {
  const problems: Partial<Record<'price' | 'downPayment' | 'term' | 'rate', FinancingProblem>> = {};
  const { price, downPayment, months, annualRatePercent: rate } = input;
  const L = FINANCING_LIMITS;
  if (!Number.isFinite(price) || price <= 0 || price > L.maxAmount) problems.price = 'price_invalid';
  if (!Number.isFinite(downPayment) || downPayment < 0) problems.downPayment = 'down_payment_invalid';
  else if (!problems.price && downPayment >= price) problems.downPayment = 'down_payment_too_big';
  else if (!problems.price && bounds && downPayment < (price * bounds.minDownPaymentPercent) / 100 - 1e-9)
    problems.downPayment = 'down_payment_below_least';
  if (!Number.isInteger(months) || months < L.minYears * 12 || months > L.maxYears * 12) problems.term = 'term_invalid';
  else if (bounds && months > bounds.maxYears * 12) problems.term = 'term_above_longest';
  if (!Number.isFinite(rate) || rate < L.minRate || rate > L.maxRate) problems.rate = 'rate_invalid';
  return problems;
}
