import { formatNumber } from '@manara/shared/i18n/index';
import { Heart } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/lib/use-locale';
import { useFavorites } from '../api/favorites-list';
import { PropertyCard } from './property-card';
import { paths } from '@/lib/paths';
import '@/features/realty/locales/owner-strings';

/** The signed-in user's saved listings (favourites), shown on the dashboard. */
export function SavedProperties() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useFavorites();

  return (
    <section aria-labelledby="saved-properties" className="mt-12">
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 id="saved-properties" className="text-xl font-bold text-brand-800">
          {t('realty.saved.title')}
        </h2>
        {data && data.count > 0 && (
          <p className="text-sm text-stone-600">{t('realty.saved.count', { count: data.count, n: formatNumber(data.count, locale) })}</p>
        )}
      </div>
      {isPending ? (
        <CardGridSkeleton count={3} />
      ) : isError ? (
        <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p className="text-stone-700">{t('realty.saved.failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data.results.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
          <Heart className="size-10 text-brand-300" aria-hidden="true" />
          <p className="mt-3 font-medium text-stone-800">{t('realty.saved.emptyTitle')}</p>
          <p className="mt-1 text-sm text-stone-600">{t('realty.saved.emptyText')}</p>
          <ButtonLink to={paths.buySell} variant="outline" className="mt-5">
            {t('realty.saved.browse')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.results.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
