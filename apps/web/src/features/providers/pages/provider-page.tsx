import { localized } from '@manara/shared/i18n/index';
import type { ProviderPublic } from '@manara/shared/schemas/providers';
import { useQuery } from '@tanstack/react-query';
import { RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PropertySkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { PageRoute, PrefetchContext } from '@/lib/page';
import { localizePath, paths } from '@/lib/paths';
import { breadcrumbs } from '@/lib/structured-data';
import { useTranslation } from '@/lib/use-translation';
import { providerQueryOptions } from '../api/providers';
import { ProviderHeader } from '../components/provider-header';
import { ProviderReviews } from '../components/provider-reviews';
import { providerReviewsOptions } from '../api/reviews';
import '@/features/providers/locales/strings';

/** An id from the address: a positive integer, else null (the not-found page). */
const providerId = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

/** /providers/:id — a provider's public page: who they are, how to reach them, and (a realtor) their listings. */
export function ProviderPage({ more }: { more?(provider: ProviderPublic): ReactNode }) {
  const { t } = useTranslation();
  const id = providerId(useParams().id);
  const query = useQuery({ ...providerQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || query.data === null) {
    return (
      <Container className="py-16 text-center sm:py-24">
        <SearchX className="mx-auto size-14 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('providers.notFoundTitle')}</h1>
        <p className="mt-2 text-stone-600">{t('providers.notFoundText')}</p>
        <ButtonLink className="mt-8" to={paths.home}>
          {t('nav.breadcrumbHome')}
        </ButtonLink>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('providers.errorTitle')}</h1>
        <Button className="mt-6" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </Container>
    );
  }
  if (query.isPending) return <PropertySkeleton />;
  return (
    <Container className="py-8 sm:py-12">
      <ProviderHeader provider={query.data} />
      <ProviderReviews id={query.data.id} />
      {more?.(query.data)}
    </Container>
  );
}

const SCHEMA_TYPE = { lawyer: 'LegalService', financial_expert: 'FinancialService', realtor: 'RealEstateAgent' } as const;

/** The provider as schema.org describes their trade, with the person behind it. */
function providerJsonLd(provider: ProviderPublic, url: string, origin: string, locale: 'ar' | 'en'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[provider.provider_type],
    name: provider.display_name,
    url,
    ...(provider.photo && { image: new URL(provider.photo.url, origin).href }),
    ...(provider.phone && { telephone: provider.phone }),
    ...((provider.bio_ar || provider.bio_en) && {
      description: (locale === 'en' ? provider.bio_en : provider.bio_ar) ?? provider.bio_ar ?? provider.bio_en,
    }),
    ...(provider.cities.length > 0 && {
      areaServed: provider.cities.map((c) => ({ '@type': 'City', name: localized(c, 'name', locale) })),
    }),
    ...(provider.languages.length > 0 && { knowsLanguage: provider.languages }),
    ...((provider.office_address || provider.office_city) && {
      address: {
        '@type': 'PostalAddress',
        ...(provider.office_address && { streetAddress: provider.office_address }),
        ...(provider.office_city && { addressLocality: localized(provider.office_city, 'name', locale) }),
        addressCountry: 'PS',
      },
    }),
    ...(provider.latitude !== null &&
      provider.longitude !== null && { geo: { '@type': 'GeoCoordinates', latitude: provider.latitude, longitude: provider.longitude } }),
    ...(provider.provider_type !== 'realtor' && { provider: { '@type': 'Person', name: provider.display_name } }),
  };
}

/**
 * The page's route; `more` adds what other features show of the provider (app/pages/provider.tsx: a
 * realtor's listings) and `prefetchMore` loads it on the server.
 */
export const providerRoute = (
  more?: (provider: ProviderPublic) => ReactNode,
  prefetchMore?: (provider: ProviderPublic, ctx: PrefetchContext) => Promise<unknown>,
): PageRoute => ({
  Component: () => <ProviderPage more={more} />,
  prefetch: async (ctx) => {
    const id = providerId(ctx.params.id);
    if (id === null) return { status: 404 };
    const provider = await ctx.queryClient.ensureQueryData(providerQueryOptions(id));
    if (!provider) return { status: 404 };
    await ctx.queryClient.prefetchQuery(providerReviewsOptions(id, 1));
    await prefetchMore?.(provider, ctx);
  },
  head: ({ t, queryClient, params, origin, locale }) => {
    const id = providerId(params.id);
    const provider = id === null ? null : queryClient.getQueryData(providerQueryOptions(id).queryKey);
    if (!provider) return { title: t('providers.notFoundTitle'), description: t('providers.notFoundText'), noindex: true };
    const type = t(`providers.types.${provider.provider_type}`);
    const cities = provider.cities.map((c) => localized(c, 'name', locale)).join('، ');
    return {
      title: t('providers.seoTitle', { name: provider.display_name, type }),
      description: t('providers.seoDescription', { name: provider.display_name, type, cities: cities ? ` — ${cities}` : '' }),
      // Share preview and JSON-LD: the server's head only (the browser build drops them; app/document-head.tsx
      // keeps the title and description in step).
      ...(import.meta.env.SSR && {
        type: 'website' as const,
        image: provider.photo ? { url: provider.photo.url, alt: provider.display_name } : null,
        jsonLd: [
          providerJsonLd(provider, `${origin}${localizePath(paths.provider(provider.id), locale)}`, origin, locale),
          breadcrumbs(origin, locale, [
            [t('nav.breadcrumbHome'), paths.home],
            [provider.display_name, paths.provider(provider.id)],
          ]),
        ],
      }),
    };
  },
});
