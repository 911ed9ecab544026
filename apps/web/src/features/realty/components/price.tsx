import { formatDate, formatNumber, formatPrice } from '@manara/shared/i18n/index';
import { measuredInDunams, squareMetresToDunams, type Currency } from '@manara/shared/money';
import type { PropertyCard, PropertyPurpose } from '@manara/shared/schemas/realty';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';
import { useCurrency } from '@/lib/currency';
import { priceIn, ratesOf, useExchangeRates } from '@/lib/exchange-rates';
import { useLocale } from '@/lib/use-locale';

type Priced = Pick<PropertyCard, 'price' | 'currency' | 'price_usd'>;

/**
 * A listing's price in the currency the visitor reads prices in (decision 040): exact in the listing's
 * own currency, else converted at the staff's rate and marked «≈» (its title says so); rentals are per
 * month. `showOriginal`: a converted price is followed by the price as listed and the rate's date.
 */
export function Price({
  listing,
  purpose,
  className,
  unitClassName,
  showOriginal = false,
}: {
  listing: Priced;
  purpose: PropertyPurpose;
  className?: string;
  unitClassName?: string;
  showOriginal?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useCurrency();
  const { data } = useExchangeRates();
  const shown = priceIn(listing, currency, ratesOf(data)) ?? { amount: listing.price, currency: listing.currency, approximate: false };
  const rateDate = data?.find((r) => r.currency === (currency === 'USD' ? listing.currency : currency))?.set_at;
  const original = formatPrice(listing.price, locale, listing.currency);
  return (
    <span className={className}>
      <bdi
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        title={shown.approximate && rateDate ? t('money.approximate', { date: formatDate(rateDate, locale) }) : undefined}
      >
        {formatPrice(shown.amount, locale, shown.currency, { approximate: shown.approximate })}
      </bdi>
      {purpose === 'rent' && (
        <span className={cn('ms-1 text-sm font-normal text-stone-600', unitClassName)}>{t('realty.price.perMonth')}</span>
      )}
      {showOriginal && shown.approximate && (
        <span className="mt-1 block text-sm font-normal text-stone-600">
          {t('money.original', { price: original })}
          {rateDate && <span className="block text-xs">{t('money.approximate', { date: formatDate(rateDate, locale) })}</span>}
        </span>
      )}
    </span>
  );
}

/**
 * The price per m², or per dunam for land, in the currency shown (approximate when converted), or null
 * without an area.
 */
export function usePricePerArea(listing: Priced & Pick<PropertyCard, 'type' | 'area'>): string | null {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useCurrency();
  const { data } = useExchangeRates();
  if (!(listing.area > 0)) return null;
  const shown = priceIn(listing, currency, ratesOf(data)) ?? { amount: listing.price, currency: listing.currency, approximate: false };
  const land = measuredInDunams(listing.type);
  const units = land ? squareMetresToDunams(listing.area) : listing.area;
  const per = Math.round(shown.amount / units);
  const price = formatPrice(per, locale, shown.currency as Currency, { approximate: shown.approximate });
  return t(land ? 'money.perDunam' : 'money.perSqm', { price });
}

/** An area as people here read it: dunams for land (with the m² beside them when `withSquareMetres`), m² otherwise. */
export function useAreaText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (type: string, m2: number, withSquareMetres = false): string => {
    const sqm = t('realty.units.sqm', { value: formatNumber(m2, locale) });
    if (!measuredInDunams(type)) return sqm;
    const dunams = squareMetresToDunams(m2);
    const text = t('realty.units.dunam', { count: dunams, value: formatNumber(dunams, locale, { maximumFractionDigits: 3 }) });
    return withSquareMetres ? `${text} (${sqm})` : text;
  };
}
