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
import type { ProviderPublic } from '@manara/shared/schemas/providers';
import type { PropertyCard as Card } from '@manara/shared/schemas/realty';
import { partnersQueryOptions } from '@/features/providers/api/partnerships';
import { InvitePartner } from '@/features/providers/components/invite-partner';
import { Link } from '@/components/ui/link';
import '@/features/providers/locales/strings';
import '@/features/requests/locales/strings';

function pageParams(search: URLSearchParams): ListingsPage {
  const cursor = cursorFromParams(search);
  const page = pageFromParams(search);
  return cursor ? { cursor } : page > 1 ? { page } : {};
}

/** Listing cards in rows of up to three (the realtor's own and their partners' on a provider page). */
function ListingGrid({ listings }: { listings: Card[] }) {
  return (
    <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}

/** A partner realtor's active listings (their first page), on the page of a lawyer or financial expert they work with. */
function PartnerListings({ partner }: { partner: { id: number; name: string } }) {
  const { t } = useTranslation();
  const query = useQuery(realtorListingsQueryOptions(partner.id, {}));
  const results = query.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-stone-900">{t('providers.partners.listingsOf', { name: partner.name })}</h3>
      <ListingGrid listings={results} />
    </div>
  );
}

/**
 * Whom the provider works with, both agreeing (issue 32 item 7): their names, and on a lawyer's or
 * financial expert's page the active listings of the realtors among them.
 */
function Partners({ provider }: { provider: ProviderPublic }) {
  const { t } = useTranslation();
  const query = useQuery(partnersQueryOptions(provider.id));
  const partners = query.data?.results ?? [];
  if (partners.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="provider-partners">
      <h2 id="provider-partners" className="text-xl font-bold text-stone-900">
        {t('providers.partners.title')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {partners.map((p) => (
          <li key={p.id}>
            <Link to={paths.provider(p.id)} className="font-medium text-brand-700 hover:underline">
              <bdi>{p.name}</bdi>
            </Link>{' '}
            <span className="text-sm text-stone-600">· {t(`providers.types.${p.provider_type}`)}</span>
          </li>
        ))}
      </ul>
      {provider.provider_type !== 'realtor' &&
        partners.filter((p) => p.provider_type === 'realtor').map((p) => <PartnerListings key={p.id} partner={p} />)}
    </section>
  );
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
          <ListingGrid listings={results} />
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
      <InvitePartner provider={provider} />
      {provider.provider_type === 'realtor' ? <RealtorListings id={provider.id} /> : null}
      <Partners provider={provider} />
    </>
  ),
  async (provider, { queryClient, url }) => {
    if (provider.provider_type === 'realtor')
      await queryClient.ensureQueryData(realtorListingsQueryOptions(provider.id, pageParams(url.searchParams)));
    const partners = await queryClient.ensureQueryData(partnersQueryOptions(provider.id));
    if (provider.provider_type !== 'realtor') {
      const realtors = partners.results.filter((p) => p.provider_type === 'realtor');
      await Promise.all(realtors.map((p) => queryClient.ensureQueryData(realtorListingsQueryOptions(p.id, {}))));
    }
  },
);
