import type { Currency } from '@manara/shared/money';
import { Calculator } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';
import { prefetch } from '@/lib/prefetch';

// The calculator, its strings and its presets' request load when a reader opens it (decision 062).
const loadCalculator = () => import('./financing-calculator');
const FinancingCalculator = lazy(async () => ({ default: (await loadCalculator()).FinancingCalculator }));

/**
 * The financing calculator's place on a listing for sale: a heading, a line and a button in the page's
 * first HTML and scripts; the calculator itself is fetched on hover, focus or the first press.
 */
export function FinancingSection({ listing }: { listing: { purpose: string; price: number; currency: Currency } }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (listing.purpose !== 'sale') return null;
  const prefetchCalculator = () => prefetch(loadCalculator);
  return (
    <section aria-labelledby={`${id}-financing`} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id={`${id}-financing`} className="text-xl font-bold text-stone-900">
        {t('realty.financing.title')}
      </h2>
      <p className="mt-1 text-stone-600">{t('realty.financing.intro')}</p>
      {open ? (
        <Suspense fallback={<p className="mt-4 text-sm text-stone-600">…</p>}>
          <FinancingCalculator listing={listing} />
        </Suspense>
      ) : (
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => setOpen(true)}
          onPointerEnter={prefetchCalculator}
          onFocus={prefetchCalculator}
          aria-expanded={false}
        >
          <Calculator className="size-5" aria-hidden="true" />
          {t('realty.financing.open')}
        </Button>
      )}
    </section>
  );
}
