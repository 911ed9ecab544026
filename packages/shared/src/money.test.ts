import { describe, expect, it } from 'vitest';
import { approximate, convert, dunamsToSquareMetres, isCurrency, measuredInDunams, squareMetresToDunams, type Rates } from './money';

const rates: Rates = { JOD: 0.709, ILS: 3.7 };

describe('convert', () => {
  it.each([
    [100, 'USD', 'USD', 100],
    [100, 'USD', 'JOD', 70.9],
    [100, 'USD', 'ILS', 370],
    [709, 'JOD', 'USD', 1000],
    [370, 'ILS', 'USD', 100],
    [70.9, 'JOD', 'ILS', 370],
    [0, 'JOD', 'ILS', 0],
  ] as const)('%d %s → %s = %d', (amount, from, to, expected) => {
    expect(convert(amount, from, to, rates)).toBeCloseTo(expected, 6);
  });

  it('is null when a rate is missing, on either side', () => {
    expect(convert(100, 'USD', 'JOD', { ILS: 3.7 })).toBeNull();
    expect(convert(100, 'JOD', 'USD', {})).toBeNull();
    expect(convert(100, 'JOD', 'ILS', { JOD: 0.709 })).toBeNull();
    // The same currency needs no rate.
    expect(convert(100, 'ILS', 'ILS', {})).toBe(100);
  });

  it('a round trip returns the amount', () => {
    const there = convert(40_000, 'JOD', 'ILS', rates)!;
    expect(convert(there, 'ILS', 'JOD', rates)).toBeCloseTo(40_000, 6);
  });
});

describe('approximate', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [999.4, 999],
    [999.6, 1000],
    [1234, 1230],
    [56_418, 56_400],
    [647_500, 648_000],
    [1_234_567, 1_230_000],
    [-56_418, -56_400],
  ])('%d → %d', (amount, expected) => {
    expect(approximate(amount)).toBe(expected);
  });
});

describe('land', () => {
  it.each([
    [1, 1000],
    [3, 3000],
    [0.5, 500],
    [2.345, 2345],
    [0.0001, 0.1],
  ])('%d dunam = %d m²', (dunams, m2) => {
    expect(dunamsToSquareMetres(dunams)).toBe(m2);
  });

  it.each([
    [1000, 1],
    [2500, 2.5],
    [1, 0.001],
    [123_456, 123.456],
  ])('%d m² = %d dunam', (m2, dunams) => {
    expect(squareMetresToDunams(m2)).toBe(dunams);
  });

  it('only land is measured in dunams', () => {
    expect(measuredInDunams('land')).toBe(true);
    for (const type of ['apartment', 'villa', 'house', 'shop', 'office']) expect(measuredInDunams(type)).toBe(false);
  });
});

describe('isCurrency', () => {
  it.each([
    ['USD', true],
    ['JOD', true],
    ['ILS', true],
    ['usd', false],
    ['EUR', false],
    ['', false],
    [null, false],
    [1, false],
  ])('%s → %s', (value, expected) => {
    expect(isCurrency(value)).toBe(expected);
  });
});
