import { formatNumber } from '@manara/shared/i18n/index';
import { DEFAULT_PAGE_SIZE, SKELETON_CARDS } from '@manara/shared/limits';
import { ORDERINGS } from '@manara/shared/realty';
import type { Ordering, PropertyPurpose } from '@manara/shared/schemas/realty';
import { ArrowRight, KeyRound, LayoutGrid, Loader2, Map as MapIcon, RotateCw, SearchX, UserPlus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Hero } from '@/components/hero/hero';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Select } from '@/components/ui/field';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { errorStatus } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText, fieldErrorKeys } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useOnline } from '@/lib/use-online';
import { useMapPoints, useProperties } from '../api/catalogue';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useMapView } from '../hooks/use-map-view';
import { activeFilters, listParams } from '../lib/filters';
import { AddPropertyButton } from './add-property-button';
import { CompareTray } from './compare-controls';
import { ResultsMap } from './map/results-map';
import { ShowMap } from './map/show-map';
import { Pagination } from './pagination';
import { SaveSearchButton } from './save-search-button';
import { PropertyCard } from './property-card';
import { SearchFilterBar } from './search-filter-bar';
import { paths } from '@/lib/paths';

/** Cards in the first row on the widest grid: their photos load eagerly. */
const FIRST_ROW = 3;

/**
 * Buy-sell and rent: hero, search and filter bar, the result count and ordering, a grid of cards (six
 * skeletons while loading), paging, an empty state, and the calls to action. With the map view chosen
 * the page is map-first (issue 33): no hero, a short title, the filter bar, then the map filling the
 * phone's screen with the count of listings without a pin beneath it; the list follows.
 */
export function ListingPage({ purpose }: { purpose: PropertyPurpose }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const section = purpose === 'rent' ? 'rent' : 'buySell';
  const { params, draft, applied, setFilter, clearFilter, clearAll, flush, ordering, setOrdering, page, pageHref, linkHref, pending } =
    useListingFilters();
  const searching = applied.search.trim() !== '';
  // Offline (issue 34): the list shown is the saved copy; a search or filter not saved cannot load.
  const online = useOnline();

  const query = useMemo(() => listParams(purpose, params), [purpose, params]);
  const list = useProperties(query);
  const { view, bbox, setView, setBbox } = useMapView();
  // The map shows every match of the filters; its visible area then narrows the list.
  const mapQuery = useMemo(() => {
    const { bbox: _area, page: _page, ordering: _ordering, ...filters } = query;
    return filters;
  }, [query]);
  const mapPoints = useMapPoints(mapQuery, view === 'map');
  const mapFirst = view === 'map';
  // The reader pressed the map view button in this visit: with data saver on, that is asking for the map.
  const [mapAsked, setMapAsked] = useState(false);
  const unpinnedCount = mapPoints.data?.unpinned.reduce((sum, c) => sum + c.count, 0) ?? 0;

  // Specification §8: a failed list becomes empty (and is logged); we also offer a retry.
  useEffect(() => {
    if (list.error) console.error('Property list failed', list.error);
  }, [list.error]);

  const status = errorStatus(list.error);
  const errors = Object.fromEntries(
    Object.entries(fieldErrorKeys(list.error)).map(([field, key]) => [field, errorText(key, locale) ?? key]),
  );
  const failed = list.isError && status !== 400;
  const data = list.isError ? undefined : list.data;
  const results = data?.results ?? [];
  const count = data?.count ?? 0;
  // Numbered pages cover the counted listings; past a capped count, previous and next go on.
  const pages = Math.max(1, Math.ceil(count / DEFAULT_PAGE_SIZE));
  const hasFilters = activeFilters(applied).length > 0;
  const headingId = `${id}-results`;
  // The previous results stay on screen, at full contrast, while the next ones load: the region is
  // marked busy and a note says so (dimming them made their text unreadable, and failed axe).
  const updating = list.isPlaceholderData;

  // Another page of results: bring the top of the list into view (the route, and so the scroll, stays).
  const resultsRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [page]);

  const viewToggle = (
    <div role="group" aria-label={t('realty.map.viewLabel')} className="inline-flex rounded-xl bg-white p-1 ring-1 ring-stone-200">
      {(['list', 'map'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => {
            if (v === 'map') setMapAsked(true);
            setView(v);
          }}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium',
            view === v ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          {v === 'list' ? <LayoutGrid className="size-4" aria-hidden="true" /> : <MapIcon className="size-4" aria-hidden="true" />}
          {t(`realty.map.${v}View`)}
        </button>
      ))}
    </div>
  );

  return (
    <div>
      {mapFirst ? (
        <Container className="pt-4">
          <h1 className="text-xl font-bold text-brand-800 sm:text-2xl">{t(`realty.map.pageTitle.${purpose}`)}</h1>
        </Container>
      ) : (
        <Hero page={purpose === 'rent' ? 'rent' : 'buysell'} />
      )}

      <Container className={mapFirst ? 'relative z-10 mt-3' : 'relative z-10 -mt-8 sm:-mt-10'}>
        <SearchFilterBar
          filters={draft}
          onChange={setFilter}
          onRemove={clearFilter}
          onClearAll={clearAll}
          onSubmit={flush}
          errors={errors}
        />
        {!online && (
          <p role="status" className="mt-2 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('realty.list.offlineNote')}
          </p>
        )}
      </Container>

      {mapFirst && (
        <Container className="mt-3">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">{viewToggle}</div>
          <ShowMap asked={mapAsked} className="h-[calc(100svh-13rem)] sm:h-[70vh] sm:max-h-[40rem]">
            <ResultsMap
              points={mapPoints.data?.points ?? []}
              unpinned={mapPoints.data?.unpinned}
              bbox={bbox}
              onBoundsChange={setBbox}
              fill
            />
          </ShowMap>
          <p className="mt-2 text-sm text-stone-600">
            {mapPoints.data && mapPoints.data.count > mapPoints.data.points.length
              ? t(mapPoints.data.count_capped ? 'realty.map.someShownCapped' : 'realty.map.someShown', {
                  n: formatNumber(mapPoints.data.points.length, locale),
                  count: mapPoints.data.count,
                  total: formatNumber(mapPoints.data.count, locale),
                })
              : t('realty.map.pinnedOnly')}
          </p>
          {unpinnedCount > 0 && (
            <p className="mt-1 text-sm font-medium text-stone-700" data-testid="map-unpinned-note">
              {t('realty.map.unpinnedNote', { count: unpinnedCount, n: formatNumber(unpinnedCount, locale) })}
            </p>
          )}
        </Container>
      )}

      <section aria-labelledby={headingId} aria-busy={list.isFetching || pending} className="py-10 sm:py-12">
        <Container>
          <div ref={resultsRef} className="mb-6 flex scroll-mt-24 flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id={headingId} className="text-2xl font-bold text-brand-800">
                {t(`realty.${section}.resultsTitle`)}
              </h2>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="text-stone-600" aria-live="polite" aria-atomic="true">
                  {list.isPending
                    ? t('common.loading')
                    : data?.countCapped
                      ? t('realty.list.countCapped', { n: formatNumber(count, locale) })
                      : t('realty.list.count', { count, n: formatNumber(count, locale) })}
                </p>
                {updating && (
                  <p className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800">
                    <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    {t('realty.list.updating')}
                  </p>
                )}
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              {!mapFirst && viewToggle}
              {/* On phones the button floats instead (below). */}
              <div className="hidden sm:block">
                <AddPropertyButton floating={false} purpose={purpose} />
              </div>
              <SaveSearchButton purpose={purpose} filters={applied} />
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}-ordering`} className="text-sm whitespace-nowrap text-stone-700">
                  {t('realty.list.sortBy')}
                </label>
                <Select
                  id={`${id}-ordering`}
                  value={ordering}
                  onChange={(e) => setOrdering(e.target.value as Ordering)}
                  className="h-10 w-auto min-w-44 text-sm"
                >
                  {ORDERINGS.filter((o) => o !== 'relevance' || searching).map((o) => (
                    <option key={o} value={o}>
                      {t(`realty.list.orderings.${o}`)}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          </div>

          {list.isPending ? (
            <CardGridSkeleton count={SKELETON_CARDS} />
          ) : failed ? (
            <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
              <SearchX className="mx-auto size-12 text-stone-400" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-stone-900">
                {t(online ? 'realty.list.failedTitle' : 'realty.list.offlineTitle')}
              </p>
              <p className="mx-auto mt-1 max-w-md text-stone-600">{t(online ? 'realty.list.failedText' : 'realty.list.offlineText')}</p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
                  <RotateCw className={cn('size-4', list.isFetching && 'animate-spin')} aria-hidden="true" />
                  {t('common.retry')}
                </Button>
                {!online && hasFilters && (
                  <Button variant="outline" onClick={clearAll}>
                    {t('realty.filters.clearAll')}
                  </Button>
                )}
              </div>
            </div>
          ) : results.length === 0 ? (
            <div className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
              <SearchX className="mx-auto size-12 text-stone-400" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-stone-900">{t('realty.list.emptyTitle')}</p>
              <p className="mx-auto mt-1 max-w-md text-stone-600">{t(`realty.list.emptyText.${purpose}`)}</p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                {count > 0 && (
                  <ButtonLink to={pageHref(1)} variant="outline">
                    {t('realty.pagination.first')}
                  </ButtonLink>
                )}
                {hasFilters && (
                  <Button variant="outline" onClick={clearAll}>
                    {t('realty.filters.clearAll')}
                  </Button>
                )}
                <ButtonLink to={paths.register}>
                  <UserPlus className="size-4" aria-hidden="true" />
                  {t('realty.list.emptyRegister')}
                </ButtonLink>
              </div>
            </div>
          ) : (
            <div>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((property, i) => (
                  <li key={property.id}>
                    <PropertyCard property={property} eager={i < FIRST_ROW} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pages={pages}
                href={pageHref}
                previousHref={data?.previous ? linkHref(data.previous, page - 1) : null}
                nextHref={data?.next ? linkHref(data.next, page + 1) : null}
              />
            </div>
          )}
        </Container>
      </section>

      {purpose === 'rent' && (
        <section aria-labelledby={`${id}-rent-out`} className="pb-12">
          <Container>
            <div className="flex flex-col items-start gap-5 rounded-2xl bg-gold-300/30 p-6 ring-1 ring-gold-500/40 sm:flex-row sm:items-center sm:p-8">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700">
                <KeyRound className="size-7" aria-hidden="true" />
              </span>
              <div className="flex-1">
                <h2 id={`${id}-rent-out`} className="text-xl font-bold text-stone-900">
                  {t('realty.rent.rentOutTitle')}
                </h2>
                <p className="mt-1 text-stone-700">{t('realty.rent.rentOutText')}</p>
              </div>
              <ButtonLink to={paths.register} variant="primary">
                {t('realty.rent.rentOutButton')}
                <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
              </ButtonLink>
            </div>
          </Container>
        </section>
      )}

      <section aria-labelledby={`${id}-cta`} className="bg-brand-800 py-14 text-white">
        <Container className="flex flex-col items-center text-center">
          <h2 id={`${id}-cta`} className="text-2xl font-bold sm:text-3xl">
            {t(`realty.${section}.ctaTitle`)}
          </h2>
          <p className="mt-3 max-w-2xl text-white/85">{t(`realty.${section}.ctaText`)}</p>
          <ButtonLink to={paths.register} variant="secondary" size="lg" className="mt-6">
            {t(`realty.${section}.ctaButton`)}
          </ButtonLink>
        </Container>
      </section>

      <AddPropertyButton purpose={purpose} />
      <CompareTray />
    </div>
  );
}
