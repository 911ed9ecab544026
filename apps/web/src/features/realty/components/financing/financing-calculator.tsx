import {
  calculateFinancing,
  FINANCING_KINDS,
  financingProblems,
  MINOR_UNIT_DECIMALS,
  type FinancingBounds,
  type FinancingKind,
} from '@manara/shared/financing';
import { formatDate, formatNumber, formatPrice, localized, type Locale } from '@manara/shared/i18n/index';
import { convert, type Currency } from '@manara/shared/money';
import type { FinancingProfile } from '@manara/shared/schemas/financing';
import { toLatinDigits } from '@manara/shared/text/normalize';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Field, fieldAria, Input, Select } from '@/components/ui/field';
import { api } from '@/lib/api';
import { useCurrency } from '@/lib/currency';
import { ratesOf, useExchangeRates } from '@/lib/exchange-rates';
import { queryRoots } from '@/lib/query-keys';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { addFinancingStrings } from './strings';

/** GET /financing-profiles/: the active presets staff keep (decision 062). */
export const financingProfilesQuery = {
  queryKey: [...queryRoots.finance, 'financing-profiles'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<FinancingProfile[]>('/financing-profiles/', { signal }),
  staleTime: 5 * 60_000,
};

/** A number typed in a field (Arabic-Indic digits and thousands separators accepted); empty is NaN. */
const parse = (text: string) => {
  const plain = toLatinDigits(text)
    .replace(/[,\s٬]/g, '')
    .replace('٫', '.');
  return plain === '' ? Number.NaN : Number(plain);
};

/** An amount as it is typed back into a field: plain digits, the currency's decimals at most. */
const typed = (n: number, currency: Currency) => String(Number(n.toFixed(MINOR_UNIT_DECIMALS[currency])));

const DEFAULT_DOWN_PERCENT = 20;
const DEFAULT_YEARS = 20;

export interface FinancingListing {
  price: number;
  currency: Currency;
}

/**
 * The financing calculator (issue 33, decision 062): price, down payment, term and rate → monthly
 * instalment, what the instalments add up to, the interest (conventional) or profit (murabaha), the total
 * paid. Starts from the listing's price in its own currency; can calculate in the visitor's currency at
 * the site's rates (marked approximate). A staff preset sets the kind, rate, term and down payment, and
 * bounds them. Loaded when the reader opens it (financing-section.tsx).
 */
export function FinancingCalculator({ listing }: { listing: FinancingListing }) {
  const { t, i18n } = useTranslation();
  addFinancingStrings(i18n);
  const locale = useLocale();
  const id = useId();
  const visitorCurrency = useCurrency();
  const rates = useExchangeRates();
  const profiles = useQuery(financingProfilesQuery);

  const [currency, setCurrency] = useState<Currency>(listing.currency);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [kind, setKind] = useState<FinancingKind>('conventional');
  const [price, setPrice] = useState(typed(listing.price, listing.currency));
  const [down, setDown] = useState(typed((listing.price * DEFAULT_DOWN_PERCENT) / 100, listing.currency));
  const [years, setYears] = useState(String(DEFAULT_YEARS));
  const [rate, setRate] = useState('');

  const profile = profiles.data?.find((p) => p.id === profileId) ?? null;
  const bounds: FinancingBounds | null = profile && {
    maxYears: profile.max_years,
    minDownPaymentPercent: profile.min_down_payment_percent,
  };
  const input = { price: parse(price), downPayment: parse(down), months: parse(years) * 12, annualRatePercent: parse(rate) };
  const problems = financingProblems(input, bounds);
  const valid = Object.keys(problems).length === 0;
  const result = useMemo(
    () => (valid ? calculateFinancing({ ...input, kind, currency }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the input is derived from these
    [valid, price, down, years, rate, kind, currency],
  );

  const d = MINOR_UNIT_DECIMALS[currency];
  const approximate = currency !== listing.currency;
  const money = (n: number, decimals = d) => formatPrice(n, locale, currency, { decimals });
  const percent = (n: number) => `${formatNumber(n, locale, { maximumFractionDigits: 3 })}%`;
  const yearsText = (n: number) => t('financing.yearsCount', { count: n });
  const rateDate = rates.data?.find((r) => r.currency === (currency === 'USD' ? listing.currency : currency))?.set_at;

  /** Switches the currency the figures are in, converting what is typed at the site's rates. */
  const switchCurrency = (next: Currency) => {
    const move = (text: string) => {
      const n = parse(text);
      const moved = Number.isFinite(n) ? convert(n, currency, next, ratesOf(rates.data)) : null;
      return moved === null ? text : typed(moved, next);
    };
    // Back in the listing's currency, the price is the owner's exact one again.
    setPrice((p) => (next === listing.currency ? typed(listing.price, next) : move(p)));
    setDown((v) => move(v));
    setCurrency(next);
  };

  const choose = (value: string) => {
    const chosen = profiles.data?.find((p) => String(p.id) === value) ?? null;
    setProfileId(chosen?.id ?? null);
    if (!chosen) return;
    setKind(chosen.kind);
    setRate(String(chosen.annual_rate));
    setYears(String(chosen.max_years));
    const p = parse(price);
    if (Number.isFinite(p) && p > 0) {
      const least = (p * chosen.min_down_payment_percent) / 100;
      const step = 10 ** -MINOR_UNIT_DECIMALS[currency];
      setDown(typed(Math.ceil(least / step - 1e-9) * step, currency));
    }
  };

  const problem = (field: 'price' | 'downPayment' | 'term' | 'rate') => {
    const code = problems[field];
    if (!code) return null;
    // Until a rate is typed, the results say what is missing; the field itself is not yet wrong.
    if (field === 'rate' && rate.trim() === '') return null;
    return t(`financing.problems.${code}`, {
      least: bounds ? money((input.price * bounds.minDownPaymentPercent) / 100, 0) : '',
      years: bounds ? yearsText(bounds.maxYears) : '',
    });
  };

  const downShare = input.price > 0 && Number.isFinite(input.downPayment) ? (input.downPayment / input.price) * 100 : null;
  const visitorOffered = visitorCurrency !== listing.currency && rates.data !== undefined;

  return (
    <div className="mt-4 space-y-5" lang={locale} data-testid="financing-calculator">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-preset`} label={t('financing.preset')} className="sm:col-span-2" hint={presetHint()}>
          <Select {...fieldAria(`${id}-preset`, null, true)} value={profileId ?? ''} onChange={(e) => choose(e.target.value)}>
            <option value="">{t('financing.noPreset')}</option>
            {profiles.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {localized(p, 'name', locale)}
              </option>
            ))}
          </Select>
        </Field>

        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('financing.kind')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {FINANCING_KINDS.map((k) => (
              <label key={k} className="flex items-center gap-2 text-stone-800">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={k}
                  checked={kind === k}
                  disabled={profile !== null}
                  onChange={() => setKind(k)}
                  className="size-4 accent-brand-700"
                />
                {t(`financing.kinds.${k}`)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-stone-600">{t(`financing.kindHint.${kind}`)}</p>
        </fieldset>

        {visitorOffered && (
          <Field id={`${id}-currency`} label={t('financing.currency')} className="sm:col-span-2">
            <Select id={`${id}-currency`} value={currency} onChange={(e) => switchCurrency(e.target.value as Currency)}>
              <option value={listing.currency}>{t('financing.listingCurrency', { currency: listing.currency })}</option>
              <option value={visitorCurrency}>{t('financing.visitorCurrency', { currency: visitorCurrency })}</option>
            </Select>
          </Field>
        )}

        <NumberInput
          id={`${id}-price`}
          label={`${t('financing.price')} (${currency})`}
          value={price}
          onChange={setPrice}
          error={problem('price')}
        />
        <NumberInput
          id={`${id}-down`}
          label={`${t('financing.downPayment')} (${currency})`}
          value={down}
          onChange={setDown}
          error={problem('downPayment')}
          hint={
            downShare !== null && downShare >= 0
              ? t('financing.downPaymentShare', { percent: percent(Math.round(downShare * 10) / 10) })
              : undefined
          }
        />
        <NumberInput id={`${id}-years`} label={t('financing.years')} value={years} onChange={setYears} error={problem('term')} integer />
        <NumberInput
          id={`${id}-rate`}
          label={t('financing.rate')}
          value={rate}
          onChange={setRate}
          error={problem('rate')}
          hint={t('financing.rateHint')}
        />
      </div>

      <section aria-labelledby={`${id}-results`} className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <h3 id={`${id}-results`} className="text-sm font-semibold text-brand-800">
          {t('financing.results')}
        </h3>
        <div aria-live="polite" aria-atomic="true">
          {result ? (
            <dl className="mt-2 grid gap-3 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <dt className="text-sm text-stone-700">{t('financing.monthly')}</dt>
                <dd className="text-2xl font-bold text-brand-800" data-testid="financing-monthly">
                  <bdi dir={locale === 'ar' ? 'rtl' : 'ltr'}>{(approximate ? '≈ ' : '') + money(result.monthly)}</bdi>
                </dd>
              </div>
              <Figure label={t('financing.financed')} value={money(result.financed)} approximate={approximate} locale={locale} />
              <Figure
                label={t('financing.totalInstalments')}
                value={money(result.totalInstalments)}
                approximate={approximate}
                locale={locale}
              />
              <Figure
                label={t(`financing.cost.${kind}`)}
                value={money(result.cost)}
                approximate={approximate}
                locale={locale}
                testId="financing-cost"
              />
              <Figure label={t('financing.totalPaid')} value={money(result.totalPaid)} approximate={approximate} locale={locale} />
            </dl>
          ) : (
            <p className="mt-2 text-sm text-stone-700">{t('financing.fillIn')}</p>
          )}
        </div>
        {approximate && rateDate && (
          <p className="mt-3 text-xs text-stone-600">{t('financing.converted', { date: formatDate(rateDate, locale) })}</p>
        )}
        <p className="mt-3 text-xs text-stone-600">{t('financing.disclaimer')}</p>
      </section>
    </div>
  );

  function presetHint() {
    if (profiles.isError) return t('financing.presetsFailed');
    if (profiles.data && profiles.data.length === 0) return t('financing.noPresets');
    if (!profile) return undefined;
    return (
      <>
        <span className="block" data-testid="financing-preset-note">
          {t('financing.presetNote', {
            kind: t(`financing.kinds.${profile.kind}`),
            rate: percent(profile.annual_rate),
            years: yearsText(profile.max_years),
            down: percent(profile.min_down_payment_percent),
            date: formatDate(`${profile.checked_on}T12:00:00Z`, locale, { dateStyle: 'long' }),
          })}
        </span>
        {profile.currency !== currency && <span className="block">{t('financing.presetCurrency', { currency: profile.currency })}</span>}
      </>
    );
  }
}

function NumberInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  integer,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  hint?: string;
  integer?: boolean;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        {...fieldAria(id, error, Boolean(hint))}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        dir="ltr"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

function Figure({
  label,
  value,
  approximate,
  locale,
  testId,
}: {
  label: string;
  value: string;
  approximate: boolean;
  locale: Locale;
  testId?: string;
}) {
  return (
    <div>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-semibold text-stone-900" data-testid={testId}>
        <bdi dir={locale === 'ar' ? 'rtl' : 'ltr'}>{(approximate ? '≈ ' : '') + value}</bdi>
      </dd>
    </div>
  );
}
