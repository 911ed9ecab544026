import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, formatPrice, LOCALES } from './index';

const formats = new Map<string, Intl.NumberFormat>();
const intl = (value: number, locale: string, options: Intl.NumberFormatOptions = {}) => {
  const key = `${locale}${JSON.stringify(options)}`;
  if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(`${locale}-u-nu-latn`, options));
  return formats.get(key)!.format(value);
};

const OPTIONS: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 2 },
  { maximumFractionDigits: 6 },
  { maximumFractionDigits: 5, minimumFractionDigits: 5, useGrouping: false },
];

const EDGES = [0, 1, 999, 1000, 1234.5, 175000, 0.5, 0.0005, 1.0005, 1.005, 2.5, 99.995, 999.9995, 0.1 + 0.2, 0.995, 9.9999, 31.902108];
const ODD = [-5, -0, -1234.5, NaN, Infinity, 1e21, 1e-7, 2 ** 60];

afterEach(() => vi.restoreAllMocks());

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes, in both languages, for edge and random values', () => {
    let seed = 35;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) - 2);
    const values = [...EDGES, ...ODD, ...Array.from({ length: 200 }, random)];
    for (const locale of LOCALES)
      for (const options of OPTIONS)
        for (const value of values)
          expect(formatNumber(value, locale, options), `${value} ${JSON.stringify(options)}`).toBe(intl(value, locale, options));
  });

  it('builds no Intl.NumberFormat for the site’s plain numbers and prices (the first costs 30–60 ms in a browser)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const locale of LOCALES) {
      formatNumber(1234, locale, { maximumFractionDigits: 4 });
      formatNumber(0.25, locale, { minimumFractionDigits: 1 });
      formatPrice(175000, locale, 'JOD');
      formatPrice(1234.5, locale, 'ILS', { approximate: true });
    }
    expect(made).not.toHaveBeenCalled();
  });
});
