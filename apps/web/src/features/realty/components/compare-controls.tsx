import { COMPARE_MAX, idsParam } from '@manara/shared/compare';
import { formatNumber } from '@manara/shared/i18n/index';
import { GitCompareArrows } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { compareList, toggleCompare, useIdList } from '../lib/browser-lists';

/**
 * Compare on a card or a listing's page (issue 33): adds the listing to this browser's comparison
 * (localStorage, at most COMPARE_MAX) or takes it out; a toggle button (aria-pressed). `compact`: the
 * card's small pill, above the card's link that covers it.
 */
export function CompareToggle({
  id,
  title,
  compact = false,
  className,
}: {
  id: number;
  title: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chosen = useIdList(compareList).includes(id);
  const onClick = () => {
    if (!toggleCompare(id)) toast.error(t('realty.compare.full', { n: formatNumber(COMPARE_MAX, locale) }));
  };
  return (
    <button
      type="button"
      aria-pressed={chosen}
      // The card's visible label is short; its accessible name says which listing.
      aria-label={compact ? t('realty.compare.toggleFor', { title }) : undefined}
      onClick={onClick}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-xl font-medium whitespace-nowrap transition-colors print:hidden',
        compact ? 'relative z-10 h-8 rounded-full px-3 text-xs shadow-sm' : 'h-12 px-6 text-base',
        chosen ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      {/* A mark, not an icon component: each icon is a script of its own on a listing's first load. */}
      <span aria-hidden="true" className={compact ? 'text-sm leading-none' : 'text-lg leading-none'}>
        {chosen ? '✓' : '+'}
      </span>
      {t('realty.compare.toggle')}
    </button>
  );
}

/**
 * The comparison tray: «Compare (3)» at the bottom start corner once a listing is chosen, linking to
 * the comparison page with the chosen ids in its address (so it can be shared). Hidden when empty and
 * in print.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useIdList(compareList);
  if (!ids.length) return null;
  return (
    <div className="pointer-events-none sticky bottom-0 z-30 h-0 print:hidden">
      <Link
        to={paths.compare(idsParam(ids))}
        className="pointer-events-auto absolute start-4 bottom-4 inline-flex h-12 items-center gap-2 rounded-full bg-stone-900 px-5 text-sm font-semibold text-white shadow-lg hover:bg-stone-800 sm:start-6 sm:bottom-6"
      >
        <GitCompareArrows className="size-5" aria-hidden="true" />
        {t('realty.compare.tray', { n: formatNumber(ids.length, locale) })}
      </Link>
    </div>
  );
}
