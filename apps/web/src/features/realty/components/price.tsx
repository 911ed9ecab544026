import { formatDate, formatNumber, formatPrice } from '@manara/shared/i18n/index';
import { measuredInDunams, squareMetresToDunams } from '@manara/shared/money';
import type { PropertyCard, PropertyPurpose } from '@manara/shared/schemas/realty';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';
import { useCurrency } from '@/lib/currency';
import { priceIn, ratesOf, useExchangeRates } from '@/lib/exchange-rates';
import { useLocale } from '@/lib/use-locale';

type Priced = Pick<PropertyCard, 'price' | 'currency' | 'price_usd'>;

/**
 * A listing's price as its owner set it, in its own currency («40,000 دينار»), always the headline
 * (decision 063); rentals are per month. `converted`: when the visitor reads prices in another currency,
 * the price at the staff's rate follows, smaller and marked «≈» (its title gives the rate's date; with
 * `rateDate` the date is written out beneath). The owner's own dashboard shows no conversion.
 */
export function Price({
  listing,
  purpose,
  className,
  unitClassName,
  converted = true,
  rateDate: showRateDate = false,
}: {
  listing: Priced;
  purpose: PropertyPurpose;
  className?: string;
  unitClassName?: string;
  converted?: boolean;
  rateDate?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useCurrency();
  const { data } = useExchangeRates();
  const conversion = converted && currency !== listing.currency ? priceIn(listing, currency, ratesOf(data)) : null;
  const rateDate = data?.find((r) => r.currency === (currency === 'USD' ? listing.currency : currency))?.set_at;
  const approximate = rateDate ? t('money.approximate', { date: formatDate(rateDate, locale) }) : undefined;
  return (
    <span className={className}>
      <bdi dir={locale === 'ar' ? 'rtl' : 'ltr'}>{formatPrice(listing.price, locale, listing.currency)}</bdi>
      {purpose === 'rent' && (
        <span className={cn('ms-1 text-sm font-normal text-stone-600', unitClassName)}>{t('realty.price.perMonth')}</span>
      )}
      {conversion && (
        <span className="mt-0.5 block text-sm font-normal text-stone-600" data-testid="price-converted">
          <bdi dir={locale === 'ar' ? 'rtl' : 'ltr'} title={approximate}>
            {formatPrice(conversion.amount, locale, conversion.currency, { approximate: true })}
          </bdi>
          {showRateDate && approximate && <span className="block text-xs">{approximate}</span>}
        </span>
      )}
    </span>
  );
}

/**
 * The price per m², or per dunam for land, in the listing's own currency like its headline price
 * (decision 063), or null without an area.
 */
export function usePricePerArea(listing: Priced & Pick<PropertyCard, 'type' | 'area'>): string | null {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!(listing.area > 0)) return null;
  const land = measuredInDunams(listing.type);
  const units = land ? squareMetresToDunams(listing.area) : listing.area;
  const price = formatPrice(Math.round(listing.price / units), locale, listing.currency);
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
