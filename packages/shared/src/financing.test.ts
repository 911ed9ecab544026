import { describe, expect, it } from 'vitest';
import { calculateFinancing, financingProblems, monthlyInstalment, roundTo } from './financing';

describe('conventional financing: published amortisation tables', () => {
  // Each row is a standard fixed-rate mortgage table's figure (monthly payment per principal, rate and term,
  // as printed in amortisation tables such as Bankrate's and the "Monthly payment per $1,000" tables of
  // lenders' rate sheets: $5.996 per $1,000 at 6 % / 30 y, $7.908 at 5 % / 15 y, $6.653 at 7 % / 30 y),
  // and checked here against M = P·r / (1 − (1 + r)^−n), r = rate / 12, computed independently to 10 digits.
  it.each([
    // principal, rate %, years, monthly, total of instalments, total interest
    [200_000, 6, 30, 1199.1, 431_676.38, 231_676.38],
    [100_000, 5, 15, 790.79, 142_342.85, 42_342.85],
    [100_000, 7, 30, 665.3, 239_508.9, 139_508.9],
    [250_000, 4.5, 30, 1266.71, 456_016.78, 206_016.78],
  ])('%d at %d %% for %d years: %d a month', (price, rate, years, monthly, totalInstalments, cost) => {
    const result = calculateFinancing({
      kind: 'conventional',
      currency: 'USD',
      price,
      downPayment: 0,
      months: years * 12,
      annualRatePercent: rate,
    });
    expect(result).toEqual({ financed: price, monthly, totalInstalments, cost, totalPaid: totalInstalments });
  });

  it('finances the price less the down payment; the total paid includes the down payment', () => {
    const r = calculateFinancing({
      kind: 'conventional',
      currency: 'USD',
      price: 250_000,
      downPayment: 50_000,
      months: 360,
      annualRatePercent: 6,
    });
    expect(r).toEqual({ financed: 200_000, monthly: 1199.1, totalInstalments: 431_676.38, cost: 231_676.38, totalPaid: 481_676.38 });
  });

  it('rounds only at the end: the totals come from the unrounded instalment, not 1,199.10 × 360', () => {
    const r = calculateFinancing({
      kind: 'conventional',
      currency: 'USD',
      price: 200_000,
      downPayment: 0,
      months: 360,
      annualRatePercent: 6,
    });
    expect(roundTo(r.monthly * 360, 2)).toBe(431_676); // what rounding first would give
    expect(r.totalInstalments).toBe(431_676.38);
  });

  it("rounds to the currency's minor unit: fils (3 decimals) for dinars, agorot for shekels", () => {
    const base = { kind: 'conventional', price: 200_000, downPayment: 0, months: 360, annualRatePercent: 6 } as const;
    expect(calculateFinancing({ ...base, currency: 'JOD' }).monthly).toBe(1199.101);
    expect(calculateFinancing({ ...base, currency: 'ILS' }).monthly).toBe(1199.1);
  });
});

describe('murabaha: a fixed markup of rate × years on the financed amount', () => {
  it('100,000 at 5 % for 15 years: profit 75,000, 175,000 in 180 instalments of 972.22', () => {
    const r = calculateFinancing({
      kind: 'murabaha',
      currency: 'USD',
      price: 120_000,
      downPayment: 20_000,
      months: 180,
      annualRatePercent: 5,
    });
    expect(r).toEqual({ financed: 100_000, monthly: 972.22, totalInstalments: 175_000, cost: 75_000, totalPaid: 195_000 });
  });

  it('a term in months that is not whole years counts the markup by the month', () => {
    // 12,000 at 6 % for 18 months: profit 12,000 × 0.06 × 1.5 = 1,080; (12,000 + 1,080) / 18 = 726.667 dinars.
    const r = calculateFinancing({ kind: 'murabaha', currency: 'JOD', price: 12_000, downPayment: 0, months: 18, annualRatePercent: 6 });
    expect(r).toMatchObject({ monthly: 726.667, cost: 1080, totalInstalments: 13_080 });
  });

  it('costs more than a loan at the same nominal rate (flat, not on a declining balance)', () => {
    expect(monthlyInstalment('murabaha', 100_000, 180, 5)).toBeGreaterThan(monthlyInstalment('conventional', 100_000, 180, 5));
  });
});

describe('a zero rate', () => {
  it.each(['conventional', 'murabaha'] as const)('%s: the financed amount in equal parts, nothing more', (kind) => {
    const r = calculateFinancing({ kind, currency: 'ILS', price: 100_000, downPayment: 10_000, months: 240, annualRatePercent: 0 });
    expect(r).toEqual({ financed: 90_000, monthly: 375, totalInstalments: 90_000, cost: 0, totalPaid: 100_000 });
  });
});

describe('roundTo', () => {
  it('rounds half away from zero on the shortest decimal form', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(0.0005, 3)).toBe(0.001);
    expect(roundTo(1199.1010503, 2)).toBe(1199.1);
  });
});

describe('financingProblems', () => {
  const ok = { price: 100_000, downPayment: 20_000, months: 240, annualRatePercent: 6 };
  it('accepts a valid input, and a profile it keeps within', () => {
    expect(financingProblems(ok)).toEqual({});
    expect(financingProblems(ok, { maxYears: 20, minDownPaymentPercent: 20 })).toEqual({});
  });
  it('names each field that is out of range', () => {
    expect(financingProblems({ price: 0, downPayment: -1, months: 6, annualRatePercent: 51 })).toEqual({
      price: 'price_invalid',
      downPayment: 'down_payment_invalid',
      term: 'term_invalid',
      rate: 'rate_invalid',
    });
    expect(financingProblems({ ...ok, downPayment: 100_000 })).toEqual({ downPayment: 'down_payment_too_big' });
    expect(financingProblems({ ...ok, price: Number.NaN })).toEqual({ price: 'price_invalid' });
    expect(financingProblems({ ...ok, months: 12.5 })).toEqual({ term: 'term_invalid' });
  });
  it("holds to a chosen profile's longest term and least down payment", () => {
    expect(financingProblems({ ...ok, downPayment: 19_999, months: 300 }, { maxYears: 20, minDownPaymentPercent: 20 })).toEqual({
      downPayment: 'down_payment_below_least',
      term: 'term_above_longest',
    });
  });
});
