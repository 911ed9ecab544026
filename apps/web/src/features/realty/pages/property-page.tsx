import { formatNumber, formatPrice, localized } from '@manara/shared/i18n/index';
import { listingText } from '@manara/shared/text/listing-text';
import { measuredInDunams, squareMetresToDunams } from '@manara/shared/money';
import { exchangeRatesQueryOptions } from '@/lib/exchange-rates';
import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { CalendarX, RotateCw, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PropertySkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { citiesQueryOptions } from '../api/locations';
import {
  isExpired,
  type ExpiredListing,
  propertyId,
  propertyQueryOptions,
  recordPropertyView,
  useProperty,
  useSimilar,
  similarQueryOptions,
} from '../api/property';
import { PropertyCard } from '../components/property-card';
import { GALLERY_MAIN_SIZES } from '@/components/gallery';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hydration';
import { takePrerendered } from '@/lib/prerendered';
import type { HeadContext, HeadData, HeadImage, PageRoute } from '@/lib/page';
import { localizePath, paths } from '@/lib/paths';
import { breadcrumbs } from '@/lib/structured-data';

// The form (and zod with it) loads when a visitor first opens it.
import { PropertyView } from '../components/property-view';

function StatusState({
  title,
  text,
  children,
  icon: Icon = SearchX,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
  icon?: typeof SearchX;
}) {
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <Icon className="mx-auto size-14 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-600">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </Container>
  );
}

/**
 * An expired listing's page for everyone but its owner (decision 061): no longer available, with
 * similar active listings (same city and type first).
 */
function ExpiredState({ id }: { id: number }) {
  const { t } = useTranslation();
  const similar = useSimilar(id, true);
  return (
    <>
      <StatusState icon={CalendarX} title={t('realty.property.expiredTitle')} text={t('realty.property.expiredText')}>
        <ButtonLink to={paths.buySell}>{t('realty.property.browseSale')}</ButtonLink>
        <ButtonLink to={paths.rent} variant="outline">
          {t('realty.property.browseRent')}
        </ButtonLink>
      </StatusState>
      {similar.data && similar.data.length > 0 && (
        <Container className="pb-16">
          <section aria-labelledby="expired-similar">
            <h2 id="expired-similar" className="mb-6 text-2xl font-bold text-brand-800">
              {t('realty.property.similar')}
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {similar.data.map((card) => (
                <li key={card.id}>
                  <PropertyCard property={card} />
                </li>
              ))}
            </ul>
          </section>
        </Container>
      )}
    </>
  );
}

/** /realty/property/:id — a listing's page. */
export function PropertyPage() {
  const { t } = useTranslation();
  const id = propertyId(useParams().id);
  const query = useProperty(id);
  const { isAuthenticated } = useSession();
  useVisit(id, query.data);

  // The server's answer is a visitor's: a listing that is not public is a 404 there. Its owner and staff
  // get it from their own request (useVisit), so while that runs nothing is said to be missing.
  if ((query.data === null || isExpired(query.data)) && isAuthenticated && query.isFetching) return <PropertySkeleton />;
  if (isExpired(query.data)) return <ExpiredState id={query.data.id} />;
  if (id === null || query.data === null) {
    return (
      <StatusState title={t('realty.property.notFoundTitle')} text={t('realty.property.notFoundText')}>
        <ButtonLink to={paths.buySell}>{t('realty.property.browseSale')}</ButtonLink>
        <ButtonLink to={paths.rent} variant="outline">
          {t('realty.property.browseRent')}
        </ButtonLink>
      </StatusState>
    );
  }
  if (query.isError) {
    return (
      <StatusState title={t('realty.property.errorTitle')} text={t('realty.property.errorText')}>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('common.retry')}
        </Button>
        <ButtonLink to={paths.buySell} variant="outline">
          {t('realty.property.browseSale')}
        </ButtonLink>
      </StatusState>
    );
  }
  if (query.isPending) return <PropertySkeleton />;
  return <PropertyView key={query.data.id} property={query.data} />;
}

/**
 * The server renders a listing as a visitor sees it, and its request counts no view (the HTML may be
 * served from a cache). Once the page has hydrated: a signed-in reader gets their own view (saved
 * state, a listing of theirs or, for staff, anyone's that is not public), which counts the visit; a
 * visitor's visit is counted on its own. After a page load that request waits for the session to be
 * restored (lib/auth/session.ts), so it carries the reader's token.
 */
function useVisit(id: number | null, data: PropertyDetail | ExpiredListing | null | undefined) {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || id === null || data === undefined) return;
    const options = propertyQueryOptions(id);
    if (!takePrerendered(options.queryKey)) return;
    if (isAuthenticated) void queryClient.invalidateQueries({ queryKey: options.queryKey });
    else if (data && !isExpired(data))
      void recordPropertyView(id)
        .then(({ views_count }) =>
          queryClient.setQueryData(options.queryKey, (old) => (old && !isExpired(old) ? { ...old, views_count } : old)),
        )
        .catch(() => {});
  }, [hydrated, id, data, isAuthenticated, queryClient]);
}

/** The photo for share previews: the variant closest to 1200 px wide (what Facebook and WhatsApp show). */
function shareImage(property: PropertyDetail, title: string): HeadImage | null {
  const first = property.property_media.find((m) => m.media_type === 'image');
  if (!first) return null;
  const variants = (first.srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', w = '']) => ({ url, width: Number.parseInt(w, 10) }))
    .filter((v) => v.url && v.width > 0)
    .sort((a, b) => Math.abs(a.width - 1200) - Math.abs(b.width - 1200));
  const best = variants[0];
  const ratio = first.width && first.height ? first.height / first.width : null;
  return best
    ? { url: best.url, width: best.width, height: ratio ? Math.round(best.width * ratio) : null, alt: title }
    : { url: first.file_url, width: first.width, height: first.height, alt: title };
}

/**
 * What only the server's head has (share previews, the photo's preload, JSON-LD): the browser build
 * drops it (`import.meta.env.SSR`), as document-head.tsx updates only the title and description.
 */
function serverHead(
  property: PropertyDetail,
  text: ReturnType<typeof listingText>,
  summary: string,
  { t, origin, locale }: Pick<HeadContext, 't' | 'origin' | 'locale'>,
): Partial<HeadData> {
  const image = shareImage(property, text.title);
  const first = property.property_media.find((m) => m.media_type === 'image');
  const back = property.purpose === 'rent' ? paths.rent : paths.buySell;
  return {
    type: 'article',
    image,
    lcpImage: first ? { url: first.file_url, srcset: first.srcset, sizes: GALLERY_MAIN_SIZES } : null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: text.title,
        description: summary,
        inLanguage: text.lang,
        url: `${origin}${localizePath(paths.property(property.id), locale)}`,
        datePosted: property.created_at,
        image: image ? `${image.url.startsWith('/') ? origin : ''}${image.url}` : undefined,
        offers: {
          '@type': 'Offer',
          price: property.price,
          priceCurrency: property.currency,
          businessFunction:
            property.purpose === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
          availability: 'https://schema.org/InStock',
        },
        contentLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: property.address,
            addressLocality: localized(property.city, 'name', 'en'),
            ...(property.postal_code ? { postalCode: property.postal_code } : {}),
            addressCountry: 'PS',
          },
        },
      },
      breadcrumbs(origin, locale, [
        [t('nav.breadcrumbHome'), paths.home],
        [t(property.purpose === 'rent' ? 'footer.rent' : 'footer.buySell'), back],
        [text.title, paths.property(property.id)],
      ]),
    ],
  };
}

export const route: PageRoute = {
  Component: PropertyPage,
  prefetch: async ({ queryClient, params }) => {
    const id = propertyId(params.id);
    if (id === null) return { status: 404 };
    const property = await queryClient.ensureQueryData(propertyQueryOptions(id));
    if (!property) return { status: 404 };
    // Gone for now, back if its owner renews it: 200 with noindex rather than 410 (decision 061).
    if (isExpired(property)) {
      await queryClient.prefetchQuery(similarQueryOptions(id));
      return;
    }
    await Promise.all([
      queryClient.prefetchQuery(citiesQueryOptions(property.country.id)),
      queryClient.prefetchQuery(similarQueryOptions(property.id)),
      queryClient.prefetchQuery(exchangeRatesQueryOptions()),
    ]);
  },
  head: ({ t, queryClient, params, origin, locale }) => {
    const id = propertyId(params.id);
    const found = id === null ? null : queryClient.getQueryData(propertyQueryOptions(id).queryKey);
    if (isExpired(found)) return { title: t('seo.property.expired'), description: t('realty.property.expiredText'), noindex: true };
    const property = found;
    if (!property) return { title: t('seo.property.notFound'), description: t('realty.property.notFoundText'), noindex: true };
    const city = localized(property.city, 'name', locale);
    const price = `${formatPrice(property.price, locale, property.currency)}${property.purpose === 'rent' ? ` ${t('realty.price.perMonth')}` : ''}`;
    // The page language's text, else the other's (decision 045).
    const text = listingText(property, locale);
    const summary = text.description.replace(/\s+/g, ' ').trim();
    return {
      title: t('seo.property.title', { title: text.title, price, city }),
      description: t('seo.property.description', {
        type: t(`realty.types.${property.type}`),
        purpose: t(`realty.purposes.${property.purpose}`),
        city,
        area: measuredInDunams(property.type)
          ? t('realty.units.dunam', {
              count: squareMetresToDunams(property.area),
              value: formatNumber(squareMetresToDunams(property.area), locale),
            })
          : t('realty.units.sqm', { value: formatNumber(property.area, locale) }),
        summary: summary.length > 160 ? `${summary.slice(0, 157)}…` : summary,
      }),
      // The rest only the server writes; the browser keeps the title and description in step (app/document-head.tsx).
      ...(import.meta.env.SSR ? serverHead(property, text, summary, { t, origin, locale }) : {}),
    };
  },
};
