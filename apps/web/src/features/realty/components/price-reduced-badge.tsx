import { formatNumber } from '@manara/shared/i18n/index';
import type { PropertyCard } from '@manara/shared/schemas/realty';
import { TrendingDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/lib/use-locale';

/**
 * "Price reduced 10 %" / «انخفض السعر 10٪» on a card or a listing: the server's mark (a cut of at least
 * 3 % within 30 days, decision 060), nothing without one.
 */
export function PriceReducedBadge({ reduced, className }: { reduced: PropertyCard['price_reduced']; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!reduced) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm',
        className,
      )}
      data-testid="price-reduced"
    >
      <TrendingDown className="size-3.5" aria-hidden="true" />
      {t('realty.price.reduced', { percent: formatNumber(reduced.percent, locale) })}
    </span>
  );
}
