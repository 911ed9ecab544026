import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/use-translation';
import { useListingBatch } from '../api/compare';
import { recentList, useIdList } from '../lib/browser-lists';
import { PropertyCard } from './property-card';

/**
 * The listings this browser viewed lately (issue 33), newest first, from localStorage: on the home page
 * and on listing pages (`exclude`: the one being read). Read through the batch endpoint, so removed,
 * hidden or expired listings drop out; nothing is shown while empty (and on the server: the list is
 * the browser's). Loaded after the page (see RecentlyViewedSlot), so it adds nothing to a first load.
 */
export function RecentlyViewed({ exclude, limit = 6, className }: { exclude?: number; limit?: number; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ids = useIdList(recentList).filter((i) => i !== exclude);
  const batch = useListingBatch(ids);
  const cards = (batch.data ?? []).filter((c) => c.id !== exclude).slice(0, limit);
  if (!ids.length || !cards.length) return null;
  return (
    <section aria-labelledby={`${id}-recent`} className={cn('print:hidden', className)}>
      <h2 id={`${id}-recent`} className="mb-6 text-2xl font-bold text-brand-800">
        {t('realty.recent.title')}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <PropertyCard property={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
