import { localized, formatNumber } from '@manara/shared/i18n/index';
import { DIRECTORIES, SERVICE_CATEGORIES_BY_TYPE, SERVICE_CATEGORY_LABELS, type Directory as DirectoryName } from '@manara/shared/services';
import type { DirectoryCard } from '@manara/shared/schemas/services';
import { BadgeCheck, Search, UserRound } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RatingBadge } from '@/components/rating';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { Container, SectionTitle } from '@/components/ui/container';
import { useCurrency } from '@/lib/currency';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { directoryParams, useDirectory, useServiceCities } from '../api/services';
import { ServiceCard } from './service-card';
import '@/features/requests/locales/strings';
import '@/features/services/locales/strings';

/** Languages a provider may say they speak, offered as a filter. */
const LANGUAGES = ['ar', 'en', 'he', 'fr', 'de', 'tr'] as const;

function ProviderCard({ card }: { card: DirectoryCard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { provider } = card;
  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        {provider.photo_url ? (
          <img src={provider.photo_url} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <UserRound className="size-7" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-stone-900">
            <bdi>{provider.name}</bdi>
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1 font-medium text-green-800">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t('services.verified')}
            </span>
            {provider.cities.length > 0 && (
              <span>{provider.cities.map((c) => localized(c, 'name', locale)).join(locale === 'ar' ? '، ' : ', ')}</span>
            )}
            {provider.rating && (
              <RatingBadge average={provider.rating.average} count={provider.rating.count} label={t('services.rating', provider.rating)} />
            )}
          </p>
          {provider.languages.length > 0 && (
            <p className="text-xs text-stone-600">
              {t('services.speaks')}{' '}
              {provider.languages.map((l) => t(`services.languages.${l}`, { defaultValue: l })).join(locale === 'ar' ? '، ' : ', ')}
            </p>
          )}
        </div>
      </div>
      {card.services.length > 0 && (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {card.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service}>
                <ButtonLink to={paths.newRequest({ service: service.id })} size="sm" variant="outline" className="mt-3">
                  {t('requests.ask.request')}
                </ButtonLink>
              </ServiceCard>
            </li>
          ))}
        </ul>
      )}
      {card.service_count > card.services.length && (
        <p className="mt-3 text-sm text-stone-600">
          {t('services.more', {
            count: card.service_count - card.services.length,
            n: formatNumber(card.service_count - card.services.length, locale),
          })}
        </p>
      )}
    </article>
  );
}

/** The address of a directory page from an API link (`next`/`previous`): the cursor, with the page's filters. */
function pageHref(apiLink: string | null, current: URLSearchParams): string | null {
  if (!apiLink) return null;
  const cursor = new URL(apiLink, 'http://x').searchParams.get('cursor');
  const next = new URLSearchParams(current);
  if (cursor) next.set('cursor', cursor);
  else next.delete('cursor');
  return `?${next}`;
}

/**
 * A directory (decision 057): verified providers of one type with their public services, filtered by
 * city, category, language and price (in the visitor's currency), searched by name and service, paged
 * by cursor — all in the page's address, so a filtered page is server-rendered and shared as it is.
 * While the directory has no verified provider, `closed` is shown instead.
 */
export function ServiceDirectory({
  directory,
  closed,
  header,
}: {
  directory: DirectoryName;
  /** Shown instead while the directory has no verified provider (or could not be read). */
  closed?: ReactNode;
  /** Shown above the list once it is open. */
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useCurrency();
  const [search, setSearch] = useSearchParams();
  const params = directoryParams(search);
  const page = useDirectory(directory, params);
  const cities = useServiceCities();
  if (page.data && !page.data.open) return <>{closed}</>;
  if (!page.data) return page.isError && closed ? <>{closed}</> : null;

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
    if (search.get('currency')) next.set('currency', search.get('currency')!);
    setSearch(next);
  };
  const fieldClass = 'h-10 text-sm';
  const id = (name: string) => `directory-${directory}-${name}`;
  const label = (name: string, text: string) => (
    <label htmlFor={id(name)} className="mb-1 block text-xs font-medium text-stone-700">
      {text}
    </label>
  );
  const previous = pageHref(page.data.previous, search);
  const next = pageHref(page.data.next, search);
  return (
    <>
      {header}
      <section className="py-12" aria-labelledby={id('title')}>
        <Container>
          <SectionTitle
            id={id('title')}
            title={t(`services.directory.${directory}.title`)}
            subtitle={t(`services.directory.${directory}.subtitle`)}
          />
          <form
            role="search"
            onSubmit={apply}
            className="mb-6 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-6"
            key={search.toString()}
          >
            <div className="sm:col-span-2">
              {label('search', t('services.filters.search'))}
              <Input id={id('search')} name="search" type="search" defaultValue={params.search ?? ''} dir="auto" className={fieldClass} />
            </div>
            <div>
              {label('city', t('services.filters.city'))}
              <Select id={id('city')} name="city" defaultValue={params.city ?? ''} className={fieldClass}>
                <option value="">{t('services.filters.any')}</option>
                {cities.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {localized(c, 'name', locale)}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              {label('category', t('services.filters.category'))}
              <Select id={id('category')} name="category" defaultValue={params.category ?? ''} className={fieldClass}>
                <option value="">{t('services.filters.any')}</option>
                {SERVICE_CATEGORIES_BY_TYPE[DIRECTORIES[directory]].map((c) => (
                  <option key={c} value={c}>
                    {SERVICE_CATEGORY_LABELS[c][locale]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              {label('language', t('services.filters.language'))}
              <Select id={id('language')} name="language" defaultValue={params.language ?? ''} className={fieldClass}>
                <option value="">{t('services.filters.any')}</option>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`services.languages.${l}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex gap-2">
              <div className="min-w-0 flex-1">
                {label('price_max', t('services.filters.priceMax', { currency }))}
                <Input
                  id={id('price_max')}
                  name="price_max"
                  inputMode="decimal"
                  defaultValue={params.price_max ?? ''}
                  className={fieldClass}
                />
              </div>
              <Button type="submit" size="sm" className="mt-5 h-10" aria-label={t('services.filters.apply')}>
                <Search className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </form>
          <p className="mb-4 text-sm text-stone-600" aria-live="polite">
            {page.data.count_capped
              ? t('services.countCapped', { n: formatNumber(page.data.count, locale) })
              : t('services.count', { count: page.data.count, n: formatNumber(page.data.count, locale) })}
          </p>
          {page.data.results.length === 0 ? (
            <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">{t('services.none')}</p>
          ) : (
            <ul className="grid gap-4">
              {page.data.results.map((card) => (
                <li key={card.provider.id}>
                  <ProviderCard card={card} />
                </li>
              ))}
            </ul>
          )}
          {(previous || next) && (
            <nav className="mt-6 flex justify-between gap-3" aria-label={t('services.paging')}>
              {previous ? (
                <ButtonLink to={{ search: previous }} variant="outline" size="sm">
                  {t('services.previous')}
                </ButtonLink>
              ) : (
                <span />
              )}
              {next && (
                <ButtonLink to={{ search: next }} variant="outline" size="sm">
                  {t('services.next')}
                </ButtonLink>
              )}
            </nav>
          )}
        </Container>
      </section>
    </>
  );
}
