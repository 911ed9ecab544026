import { formatPrice } from '@manara/shared/i18n/index';
import type { PropertyPurpose } from '@manara/shared/schemas/realty';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';

/** A listing's price in its currency (USD); rentals are per month. */
export function Price({
  price,
  currency,
  purpose,
  className,
  unitClassName,
}: {
  price: number;
  currency: string;
  purpose: PropertyPurpose;
  className?: string;
  unitClassName?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className={className}>
      <bdi dir="ltr">{formatPrice(price, locale, currency || 'USD')}</bdi>
      {purpose === 'rent' && (
        <span className={cn('ms-1 text-sm font-normal text-stone-600', unitClassName)}>{t('realty.price.perMonth')}</span>
      )}
    </span>
  );
}
