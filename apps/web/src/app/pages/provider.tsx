import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LISTINGS_PAGE_SIZE, realtorListingsQueryOptions, type ListingsPage } from '@/features/providers/api/providers';
import { providerRoute } from '@/features/providers/pages/provider-page';
import { Pagination } from '@/features/realty/components/pagination';
import { PropertyCard } from '@/features/realty/components/property-card';
import { cursorFromParams, cursorHref, pageFromParams } from '@/features/realty/lib/filters';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';

function pageParams(search: URLSearchParams): ListingsPage {
  const cursor = cursorFromParams(search);
  const page = pageFromParams(search);
  return cursor ? { cursor } : page > 1 ? { page } : {};
}

/** A realtor's active listings on their page (what the owner page showed; decision 056). */
function RealtorListings({ id }: { id: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFromParams(search);
  const query = useQuery(realtorListingsQueryOptions(id, pageParams(search)));
  if (query.isPending) return null;
  const results = query.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / LISTINGS_PAGE_SIZE));
  return (
    <section className="mt-10" aria-labelledby="provider-listings">
      <h2 id="provider-listings" className="text-xl font-bold text-stone-900">
        {t('providers.listings')}
      </h2>
      {results.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('providers.noListings')}</p>
      ) : (
        <>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={pages}
            href={(n) => (n > 1 ? `?page=${n}` : '?')}
            previousHref={query.data?.previous ? cursorHref(search, query.data.previous, page - 1) : null}
            nextHref={query.data?.next ? cursorHref(search, query.data.next, page + 1) : null}
          />
        </>
      )}
    </section>
  );
}

/**
 * /providers/:id: a provider's public page (decision 056); a realtor's shows their active listings
 * (what /realty/owners/:id showed, which now sends a provider here).
 */
/** A verified provider takes consultation requests (decision 058): the page's call to action. */
function RequestButton({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.newRequest({ provider: id })} size="lg" className="mt-6">
      {t('requests.ask.provider')}
    </ButtonLink>
  );
}

export const route = providerRoute(
  (provider) => (
    <>
      {provider.verified && <RequestButton id={provider.id} />}
      {provider.provider_type === 'realtor' ? <RealtorListings id={provider.id} /> : null}
    </>
  ),
  async (provider, { queryClient, url }) => {
    if (provider.provider_type === 'realtor')
      await queryClient.ensureQueryData(realtorListingsQueryOptions(provider.id, pageParams(url.searchParams)));
  },
);
