import { formatNumber } from '@manara/shared/i18n/index';
import { displayName } from '@manara/shared/text/display-name';
import { Briefcase, RotateCw, SearchX, UserRound } from 'lucide-react';
import { redirect, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Navigate } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { PropertySkeleton } from '@/components/ui/skeleton';
import { DisplayName } from '@/components/display-name';
import { WrittenInNote } from '@/components/listing-text';
import { cn } from '@/lib/cn';
import type { PageRoute } from '@/lib/page';
import { localeFromPath, localizePath, paths } from '@/lib/paths';
import { breadcrumbs } from '@/lib/structured-data';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { OWNER_PAGE_SIZE, ownerListingsQueryOptions, useOwnerListings, type OwnerPageParams } from '../api/owners';
import { propertyId } from '../api/property';
import { Pagination } from '../components/pagination';
import { PropertyCard } from '../components/property-card';
import { cursorFromParams, cursorHref, pageFromParams } from '../lib/filters';

/** The page of the list the address asks for: a cursor (past the numbered pages) or a page number. */
function pageParams(search: URLSearchParams): OwnerPageParams {
  const cursor = cursorFromParams(search);
  const page = pageFromParams(search);
  return cursor ? { cursor } : page > 1 ? { page } : {};
}

/** /realty/owners/:id — an owner's public page (decision 041): who they are and their active listings. */
export function OwnerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = propertyId(useParams().id);
  const [search] = useSearchParams();
  const page = pageFromParams(search);
  const query = useOwnerListings(id, pageParams(search));

  if (id === null || query.data === null) {
    return (
      <Container className="py-16 text-center sm:py-24">
        <SearchX className="mx-auto size-14 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('realty.owner.notFoundTitle')}</h1>
        <p className="mt-2 text-stone-600">{t('realty.owner.notFoundText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.buySell}>{t('realty.property.browseSale')}</ButtonLink>
          <ButtonLink to={paths.rent} variant="outline">
            {t('realty.property.browseRent')}
          </ButtonLink>
        </div>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('realty.owner.errorTitle')}</h1>
        <Button className="mt-6" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </Container>
    );
  }
  if (query.isPending) return <PropertySkeleton />;
  // A provider's page is their provider page now (decision 056): old links land there.
  if (query.data.owner.provider_type) return <Navigate to={paths.provider(query.data.owner.id)} replace />;

  const { owner, results, count, count_capped: capped } = query.data;
  const shownName = displayName(owner, locale);
  const pages = Math.max(1, Math.ceil(count / OWNER_PAGE_SIZE));
  const pageHref = (n: number) => (n > 1 ? `?page=${n}` : '?');
  return (
    <Container className="py-8 sm:py-12">
      <header className="flex items-center gap-4">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserRound className="size-8" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold break-words text-brand-800 sm:text-3xl">
            <DisplayName names={owner} note={false} />
          </h1>
          {shownName.fallback && <WrittenInNote lang={shownName.lang} />}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-stone-600">
            {owner.provider_type && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                <Briefcase className="size-4" aria-hidden="true" />
                {t(`realty.owner.providerTypes.${owner.provider_type}`)}
              </span>
            )}
            <span>
              {capped
                ? t('realty.list.countCapped', { n: formatNumber(count, locale) })
                : t('realty.list.count', { count, n: formatNumber(count, locale) })}
            </span>
          </p>
        </div>
      </header>
      <h2 className="sr-only">{t('realty.owner.listings')}</h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {results.map((property, i) => (
          <li key={property.id}>
            <PropertyCard property={property} eager={i < 3} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        href={pageHref}
        previousHref={query.data.previous ? cursorHref(search, query.data.previous, page - 1) : null}
        nextHref={query.data.next ? cursorHref(search, query.data.next, page + 1) : null}
      />
    </Container>
  );
}

export const route: PageRoute = {
  Component: OwnerPage,
  prefetch: async ({ queryClient, params, url }) => {
    const id = propertyId(params.id);
    if (id === null) return { status: 404 };
    const data = await queryClient.ensureQueryData(ownerListingsQueryOptions(id, pageParams(url.searchParams)));
    if (!data) return { status: 404 };
    // A provider's owner page became their provider page (decision 056): the server answers with a redirect.
    if (data.owner.provider_type) throw redirect(localizePath(paths.provider(id), localeFromPath(url.pathname)));
  },
  head: ({ t, queryClient, params, url, origin, locale }) => {
    const id = propertyId(params.id);
    const data = id === null ? null : queryClient.getQueryData(ownerListingsQueryOptions(id, pageParams(url.searchParams)).queryKey);
    if (!data) return { title: t('seo.owner.notFound'), description: t('realty.owner.notFoundText'), noindex: true };
    const type = data.owner.provider_type ? t(`realty.owner.providerTypes.${data.owner.provider_type}`) : null;
    const name = displayName(data.owner, locale).text;
    return {
      title: t('seo.owner.title', { name }),
      description: t('seo.owner.description', {
        name: type ? `${name} (${type})` : name,
        n: formatNumber(data.count, locale),
        count: data.count,
      }),
      // The server's head only (app/document-head.tsx keeps the title and description in step).
      ...(import.meta.env.SSR && {
        jsonLd: [
          breadcrumbs(origin, locale, [
            [t('nav.breadcrumbHome'), paths.home],
            [name, paths.owner(data.owner.id)],
          ]),
        ],
      }),
    };
  },
};
