import { approximate } from '../money';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'ar' || value === 'en';
}

export function dir(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Picks the first supported language of an Accept-Language header; Arabic when none matches. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

// Latin digits in both languages, as Arabic property portals do (decisions.md).
const NUMBERING = 'latn';

// Creating an Intl formatter costs far more than formatting with one: pages format hundreds of numbers.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(`${locale}-u-nu-${NUMBERING}`, options)));
  return format;
}

/**
 * A finite, non-negative number written with Latin digits, "," between thousands and "." before the
 * fraction — what Intl.NumberFormat writes in both languages here — rounding half away from zero on
 * the number's shortest decimal form, as Intl does. Null when Intl must decide (negative or
 * non-finite values, exponent forms, other options). In a browser the first Intl.NumberFormat of a
 * page costs 30–60 ms of main thread (its locale data is loaded then), in the middle of hydration.
 */
function plainNumber(value: number, options: Intl.NumberFormatOptions): string | null {
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max = Math.max(min, 3), useGrouping = true, ...rest } = options;
  if (Object.keys(rest).length || !(value >= 0) || !Number.isFinite(value) || Object.is(value, -0) || min > max || max > 20) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.padEnd(max, '0').slice(0, max);
  if ((fraction[max] ?? '0') >= '5') {
    // Carry the rounding up through the digits.
    const carried = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
    digits = carried;
  }
  const intPart = digits.slice(0, digits.length - max) || '0';
  let fracPart = max ? digits.slice(digits.length - max) : '';
  fracPart = fracPart.replace(/0+$/, '').padEnd(min, '0');
  const grouped = useGrouping === false ? intPart : intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fracPart ? `${grouped}.${fracPart}` : grouped;
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return plainNumber(value, options) ?? numberFormat(locale, options).format(value);
}

/**
 * How prices are written here (decision 040): Western digits in both languages; in Arabic the amount
 * then the currency's word («175,000 دولار», «500 دينار», «2,000 شيكل»), in English its sign or code
 * («$175,000», «₪2,000», «JOD 500»). Written by hand rather than by Intl's currency style, whose Arabic
 * symbols («US$», «د.أ.‏») differ between engines and are not what people write.
 */
const CURRENCY_WORDS: Record<string, { ar: string; en: string }> = {
  USD: { ar: 'دولار', en: '$' },
  JOD: { ar: 'دينار', en: 'JOD ' },
  ILS: { ar: 'شيكل', en: '₪' },
};

/**
 * A price in `currency`. `approximate`: a converted price, rounded (money.ts `approximate`) and marked
 * «≈». `decimals`: always this many (an instalment in fils: 3); else none for whole amounts, 2 otherwise.
 * The one price format of the site, its e-mails included.
 */
export function formatPrice(
  value: number | string,
  locale: Locale,
  currency = 'USD',
  options: { approximate?: boolean; decimals?: number } = {},
): string {
  const exact = typeof value === 'string' ? Number(value) : value;
  const amount = options.approximate ? approximate(exact) : exact;
  const words = CURRENCY_WORDS[currency];
  const digits = options.decimals ?? (Number.isInteger(amount) ? 0 : 2);
  const number = formatNumber(amount, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const text = !words
    ? numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits }).format(amount)
    : locale === 'ar'
      ? `${number} ${words.ar}`
      : `${words.en}${number}`;
  return options.approximate ? `≈ ${text}` : text;
}

/** Dates are shown as they fall in Palestine, so the server's rendering and every browser agree. */
export const DISPLAY_TIME_ZONE = 'Asia/Hebron';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (and, with `timeStyle`, its time) as the site writes dates: one style per language, the month
 * in words — «28 نوفمبر 2026», "November 28, 2026" (issue 33: Arabic's `short` and `medium` styles are
 * numeric, «28/11/2026», so a page mixed both). A `short` or `medium` date style is written `long`;
 * `full` adds the weekday to the same style; a month and year alone (`{ year, month: 'long' }`) stay.
 */
export function formatDate(value: string | Date, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const asked = options ?? { dateStyle: 'long' };
  const shown: Intl.DateTimeFormatOptions =
    asked.dateStyle === 'short' || asked.dateStyle === 'medium' ? { ...asked, dateStyle: 'long' } : asked;
  const key = `${locale}|${JSON.stringify(shown)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-u-nu-${NUMBERING}`, {
      timeZone: DISPLAY_TIME_ZONE,
      ...shown,
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** Picks the `_ar` or `_en` variant of a bilingual field, falling back to the other language. */
export function localized<T extends Record<string, unknown>>(item: T, field: string, locale: Locale): string {
  const own = item[`${field}_${locale}`];
  const other = item[`${field}_${locale === 'ar' ? 'en' : 'ar'}`];
  return (typeof own === 'string' && own) || (typeof other === 'string' && other) || '';
}
