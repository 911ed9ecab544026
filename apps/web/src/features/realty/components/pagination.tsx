import { formatNumber } from '@manara/shared/i18n/index';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';

/** Page numbers to show: the first, the last, and the current one with its neighbours ('gap' between). */
export function pageItems(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && n - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && n - prev > 2) out.push('gap');
    out.push(n);
  });
  return out;
}

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-medium transition-colors';

/**
 * Previous / page numbers / next, as links that keep the filters and ordering. The numbers go as deep
 * as the count does (decision 034); previous and next follow the API's cursor links, so they go on past
 * the numbers and never repeat or skip a listing when others are added meanwhile. A page reached past
 * the numbers shows its number unlinked.
 */
export function Pagination({
  page,
  pages,
  href,
  previousHref,
  nextHref,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  previousHref: string | null;
  nextHref: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (pages <= 1 && !previousHref && !nextHref) return null;
  const items: (number | 'gap')[] = page <= pages ? pageItems(page, pages) : [...pageItems(pages, pages), 'gap', page];
  const edge = (to: string | null, rel: 'prev' | 'next', children: React.ReactNode, label: string) =>
    to === null ? (
      <span className={cn(item, 'cursor-not-allowed text-stone-400')} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link to={to} className={cn(item, 'text-stone-700 hover:bg-stone-100')} aria-label={label} rel={rel}>
        {children}
      </Link>
    );
  return (
    <nav aria-label={t('realty.pagination.label')} className="mt-10 flex items-center justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {edge(
            previousHref,
            'prev',
            <>
              <ChevronLeft className="flip-rtl size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('realty.pagination.previous')}</span>
            </>,
            t('realty.pagination.previous'),
          )}
        </li>
        {items.map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : n > pages ? (
            <li key={n}>
              <span aria-current="page" className={cn(item, 'bg-brand-700 text-white')}>
                <span className="sr-only">{t('realty.pagination.page', { page: formatNumber(n, locale) })}</span>
                <span aria-hidden="true">{formatNumber(n, locale)}</span>
              </span>
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('realty.pagination.page', { page: formatNumber(n, locale) })}
                className={cn(item, n === page ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100')}
              >
                {formatNumber(n, locale)}
              </Link>
            </li>
          ),
        )}
        <li>
          {edge(
            nextHref,
            'next',
            <>
              <span className="hidden sm:inline">{t('realty.pagination.next')}</span>
              <ChevronRight className="flip-rtl size-4" aria-hidden="true" />
            </>,
            t('realty.pagination.next'),
          )}
        </li>
      </ul>
    </nav>
  );
}
