import { formatNumber } from '@manara/shared/i18n/index';
import { Star } from 'lucide-react';
import { useLocale } from '@/lib/use-locale';

/** An average to one decimal, as the site writes numbers (decision 059: one decimal, the locale's digits). */
export const formatRating = (average: number, locale: 'ar' | 'en') =>
  formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A provider's rating: a star, the average and the count of reviews; nothing without reviews.
 * `label` is the whole sentence for screen readers (the feature's own string).
 */
export function RatingBadge({ average, count, label }: { average: number | null; count: number; label: string }) {
  const locale = useLocale();
  if (average === null || count === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-stone-700" title={label}>
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span aria-hidden="true">
        <span className="font-semibold text-stone-900">{formatRating(average, locale)}</span> ({formatNumber(count, locale)})
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Stars for one review's rating (read-only). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`size-4 ${n <= rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`} aria-hidden="true" />
      ))}
    </span>
  );
}
