import { COMPARE_MAX, idsParam, readIdsParam } from '@manara/shared/compare';
import { formatNumber, localized } from '@manara/shared/i18n/index';
import { AMENITY_KEYS } from '@manara/shared/realty';
import type { CompareItem } from '@manara/shared/schemas/compare';
import { Building2, Check, GitCompareArrows, Minus, RotateCw, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { ListingTitle } from '@/components/listing-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { PropertySkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { exchangeRatesQueryOptions } from '@/lib/exchange-rates';
import { useHydrated } from '@/lib/hydration';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useImageSource } from '@/lib/data-saver';
import { useTranslation } from '@/lib/use-translation';
import { comparisonQueryOptions, useComparison } from '../api/compare';
import { Price, useAreaText, usePricePerArea } from '../components/price';
import { compareList } from '../lib/browser-lists';
import '@/features/realty/locales/more-strings';

/** The ids an address asks to compare (more than COMPARE_MAX are read too: the API says it refuses them). */
const idsOf = (value: string | null) => readIdsParam(value, 20);

/** One row of the table: its label (the sticky first column) and each listing's cell. */
function Row({ label, items, cell }: { label: string; items: CompareItem[]; cell: (item: CompareItem) => React.ReactNode }) {
  return (
    <tr className="border-t border-stone-200">
      <th
        scope="row"
        className="sticky start-0 z-10 w-28 bg-stone-50 px-3 py-3 text-start align-top text-sm font-semibold text-stone-700 sm:w-44"
      >
        {label}
      </th>
      {items.map((item) => (
        <td key={item.id} className="px-3 py-3 align-top text-sm text-stone-900">
          {cell(item)}
        </td>
      ))}
    </tr>
  );
}

function PricePerArea({ item }: { item: CompareItem }) {
  return <>{usePricePerArea(item) ?? '—'}</>;
}

function ComparisonTable({ items, ids }: { items: CompareItem[]; ids: readonly number[] }) {
  const source = useImageSource();
  const { t } = useTranslation();
  const locale = useLocale();
  const areaText = useAreaText();
  const id = useId();
  const amenities = AMENITY_KEYS.filter((key) => items.some((item) => item.amenities.includes(key)));
  const count = (n: number | null) => (n === null ? '—' : formatNumber(n, locale));
  return (
    // Phones: the table scrolls sideways under a sticky first column (the row labels), so each listing
    // keeps a readable column instead of four squeezed ones.
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <table className="w-full min-w-max border-collapse">
        <caption id={`${id}-caption`} className="sr-only">
          {t('realty.compare.caption', { n: formatNumber(items.length, locale) })}
        </caption>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 w-28 bg-stone-50 sm:w-44" />
            {items.map((item) => (
              <th key={item.id} scope="col" className="w-44 px-3 pt-3 pb-2 text-start align-top sm:w-60">
                <div className="aspect-[4/3] overflow-hidden rounded-xl bg-stone-100">
                  {item.cover_image ? (
                    <img
                      {...source(item.cover_image.url, item.cover_image.srcset)}
                      sizes="(min-width: 640px) 240px, 176px"
                      width={item.cover_image.width ?? undefined}
                      height={item.cover_image.height ?? undefined}
                      alt=""
                      className="size-full object-cover"
                    />
                  ) : (
                    <div className="flex size-full items-center justify-center text-stone-400">
                      <Building2 className="size-10" aria-hidden="true" />
                    </div>
                  )}
                </div>
                <Link
                  to={paths.property(item.id)}
                  className="mt-2 line-clamp-3 block text-sm leading-snug font-bold text-brand-800 hover:underline"
                >
                  <ListingTitle listing={item} note={false} />
                </Link>
                <Link
                  to={paths.compare(idsParam(ids.filter((i) => i !== item.id)))}
                  onClick={() => compareList.write(compareList.read().filter((i) => i !== item.id))}
                  className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-stone-600 hover:text-red-700 hover:underline"
                >
                  <X className="size-3.5" aria-hidden="true" />
                  {t('realty.compare.remove')}
                  <span className="sr-only">: {localized(item.city, 'name', locale)}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label={t('realty.form.price')}
            items={items}
            cell={(item) => (
              <span className="text-base font-bold text-brand-700">
                <Price listing={item} purpose={item.purpose} />
              </span>
            )}
          />
          <Row label={t('realty.compare.pricePerArea')} items={items} cell={(item) => <PricePerArea item={item} />} />
          <Row label={t('realty.details.area')} items={items} cell={(item) => areaText(item.type, item.area, true)} />
          <Row label={t('realty.details.bedrooms')} items={items} cell={(item) => count(item.beds)} />
          <Row label={t('realty.details.bathrooms')} items={items} cell={(item) => count(item.baths)} />
          <Row label={t('realty.property.city')} items={items} cell={(item) => localized(item.city, 'name', locale)} />
          <Row label={t('realty.form.type')} items={items} cell={(item) => t(`realty.types.${item.type}`)} />
          <Row label={t('realty.form.purpose')} items={items} cell={(item) => t(`realty.purposes.${item.purpose}`)} />
          {amenities.map((key) => (
            <Row
              key={key}
              label={t(`realty.amenities.${key}`)}
              items={items}
              cell={(item) =>
                item.amenities.includes(key) ? (
                  <span className="inline-flex items-center gap-1 text-green-800">
                    <Check className="size-4" aria-hidden="true" />
                    {t('realty.compare.yes')}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-stone-500">
                    <Minus className="size-4" aria-hidden="true" />
                    {t('realty.compare.no')}
                  </span>
                )
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /realty/compare?ids=12,7,30 — up to four listings side by side (issue 33); the address is the comparison. */
export function ComparePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const ids = idsOf(search.get('ids'));
  const query = useComparison(ids);
  const hydrated = useHydrated();

  // A comparison opened from a shared address becomes this browser's (the tray and the toggles follow it).
  useEffect(() => {
    if (hydrated && query.data && !query.data.refused && query.data.results.length) compareList.write(query.data.results.map((r) => r.id));
  }, [hydrated, query.data]);

  let body: React.ReactNode;
  if (!ids.length) {
    body = (
      <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <GitCompareArrows className="mx-auto size-12 text-stone-400" aria-hidden="true" />
        <p className="mt-4 text-stone-700">{t('realty.compare.empty', { n: formatNumber(COMPARE_MAX, locale) })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.buySell}>{t('realty.property.browseSale')}</ButtonLink>
          <ButtonLink to={paths.rent} variant="outline">
            {t('realty.property.browseRent')}
          </ButtonLink>
        </div>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <p className="text-stone-700">{t('realty.property.errorText')}</p>
        <Button className="mt-6" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (query.isPending) {
    body = <PropertySkeleton />;
  } else {
    const { refused, results } = query.data;
    const still = refused === 'compare_too_many' ? ids.slice(0, COMPARE_MAX) : results.map((r) => r.id);
    body = (
      <>
        {refused && (
          <div role="alert" className="mb-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
            <p>
              {refused === 'compare_too_many'
                ? t('realty.compare.tooMany', { n: formatNumber(COMPARE_MAX, locale) })
                : refused === 'compare_unavailable'
                  ? t('realty.compare.unavailable')
                  : t('realty.compare.invalid')}
            </p>
            {still.length > 0 && (
              <Link to={paths.compare(idsParam(still))} className="mt-2 inline-block font-semibold text-brand-800 underline">
                {t('realty.compare.compareThese', { count: still.length, n: formatNumber(still.length, locale) })}
              </Link>
            )}
          </div>
        )}
        {!refused && <ComparisonTable items={results} ids={ids} />}
      </>
    );
  }

  return (
    <Container className="py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('realty.compare.title')}</h1>
      <p className="mt-2 mb-6 text-stone-600">{t('realty.compare.subtitle', { n: formatNumber(COMPARE_MAX, locale) })}</p>
      {body}
    </Container>
  );
}

export const route: PageRoute = {
  Component: ComparePage,
  prefetch: async ({ queryClient, url }) => {
    const ids = idsOf(url.searchParams.get('ids'));
    if (!ids.length) return;
    await Promise.all([queryClient.prefetchQuery(comparisonQueryOptions(ids)), queryClient.prefetchQuery(exchangeRatesQueryOptions())]);
  },
  head: ({ t }) => ({
    title: t('realty.compare.seoTitle'),
    description: t('realty.compare.subtitle', { n: String(COMPARE_MAX) }),
    noindex: true,
  }),
};
