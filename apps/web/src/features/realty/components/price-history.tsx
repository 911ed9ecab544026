import { formatDate, formatNumber, formatPrice } from '@manara/shared/i18n/index';
import type { PriceChange, PropertyDetail } from '@manara/shared/schemas/realty';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/lib/use-locale';
import { PriceReducedBadge } from './price-reduced-badge';

const WIDTH = 320;
const HEIGHT = 72;
const PAD = 8;

/**
 * The prices a sparkline draws: the latest run of changes in one currency (prices in two currencies are
 * never drawn on one axis), from the price before the first of them to the current one.
 */
export function sparklinePrices(history: readonly PriceChange[]): number[] {
  const last = history.at(-1);
  if (!last) return [];
  let start = history.length - 1;
  while (start > 0 && history[start]!.old_currency === last.currency && history[start - 1]!.currency === last.currency) start--;
  const run = history.slice(start).filter((c) => c.currency === last.currency);
  const first = run[0]!;
  return [...(first.old_currency === last.currency ? [first.old_price] : []), ...run.map((c) => c.new_price)];
}

/** The polyline's points for `prices`, evenly spaced, the highest at the top. */
export function sparklinePoints(prices: readonly number[]): [number, number][] {
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const step = prices.length > 1 ? (WIDTH - 2 * PAD) / (prices.length - 1) : 0;
  return prices.map((p, i) => [PAD + i * step, max === min ? HEIGHT / 2 : PAD + ((max - p) / (max - min)) * (HEIGHT - 2 * PAD)]);
}

/**
 * A listing's price history (issue 33, decision 060): a small inline SVG line of its prices (decorative;
 * no chart library on the listing page) and the list of changes, newest first, which is what screen
 * readers read. Nothing when the price never changed.
 */
export function PriceHistory({ property }: { property: Pick<PropertyDetail, 'price_history' | 'price_reduced'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const history = property.price_history;
  if (!history.length) return null;
  const points = sparklinePoints(sparklinePrices(history));
  return (
    <section aria-labelledby={`${id}-title`} data-testid="price-history">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
          {t('realty.priceHistory.title')}
        </h2>
        <PriceReducedBadge reduced={property.price_reduced} />
      </div>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        {points.length > 1 && (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-16 w-full text-brand-700"
            aria-hidden="true"
            focusable="false"
            preserveAspectRatio="none"
          >
            <polyline
              points={points.map(([x, y]) => `${x},${y}`).join(' ')}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        )}
        <ol className="mt-3 divide-y divide-stone-100 text-sm">
          {[...history].reverse().map((change, i) => {
            const sameCurrency = change.old_currency === change.currency;
            // Whole percent rounded toward zero, as the mark does (never overstating a change).
            const percent = sameCurrency ? Math.trunc(((change.new_price - change.old_price) / change.old_price) * 100) : null;
            return (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <time dateTime={change.changed_at} className="text-stone-600">
                  {formatDate(change.changed_at, locale)}
                </time>
                <span className="text-stone-900">
                  {t('realty.priceHistory.change', {
                    from: formatPrice(change.old_price, locale, change.old_currency),
                    to: formatPrice(change.new_price, locale, change.currency),
                  })}
                  {percent !== null && percent !== 0 && (
                    <span className={percent < 0 ? 'ms-2 text-red-700' : 'ms-2 text-stone-600'}>
                      {t(percent < 0 ? 'realty.priceHistory.down' : 'realty.priceHistory.up', {
                        percent: formatNumber(Math.abs(percent), locale),
                      })}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
