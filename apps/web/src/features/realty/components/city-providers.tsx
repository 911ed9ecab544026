import { useQuery } from '@tanstack/react-query';
import { Scale, UserRound } from 'lucide-react';
import { RatingBadge } from '@/components/rating';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';
import { cityProvidersOptions } from '../api/city-providers';
import '@/features/realty/locales/more-strings';

/** Verified lawyers and financial experts serving the listing's city: a card each, to their page or to ask them (decision 059). */
export function CityProviders({ cityId }: { cityId: number }) {
  const { t } = useTranslation();
  const providers = useQuery(cityProvidersOptions(cityId)).data?.results ?? [];
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="city-providers-title" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="city-providers-title" className="flex items-center gap-2 text-base font-bold text-stone-900">
        <Scale className="size-5 text-brand-700" aria-hidden="true" />
        {t('realty.cityProviders.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {providers.map((p) => (
          <li key={p.id} className="flex items-center gap-3">
            {p.photo_url ? (
              <img src={p.photo_url} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-xl object-cover" />
            ) : (
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <UserRound className="size-5" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <Link to={paths.provider(p.id)} className="block truncate font-semibold text-brand-800 hover:underline">
                <bdi dir="auto">{p.name}</bdi>
              </Link>
              <span className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
                {t(`realty.cityProviders.types.${p.provider_type}`)}
                <RatingBadge
                  average={p.rating.average}
                  count={p.rating.count}
                  label={t('realty.cityProviders.rating', { average: p.rating.average, count: p.rating.count })}
                />
              </span>
            </div>
            <Link
              to={paths.newRequest({ provider: p.id })}
              className={buttonClass('outline', 'sm')}
              aria-label={t('realty.cityProviders.askName', { name: p.name })}
            >
              {t('realty.cityProviders.ask')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
