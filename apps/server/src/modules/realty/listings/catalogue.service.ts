import {
  MAP_COUNT_LIMIT,
  MAP_POINTS_LIMIT,
  SIMILAR_LIMIT,
  type KeyOrdering,
  type Locale,
  type MapPointsResponse,
  type PublicOwner,
  type PropertyCard,
  type PropertyDetail,
  type PropertyListQuery,
  type PropertyMapQuery,
} from '@manara/shared';
import type { CompareResponse } from '@manara/shared/schemas/compare';
import { viewDay, visitorKey, type Viewer } from '../../../lib/visitor';
import { keysetWindow, mapPage, NEWEST_FIRST, type KeysetQuery, type KeysetResult } from '../../../http/paging';
import { AppError } from '../../../lib/errors';
import type { UsersRepository } from '../../users';
import { searchWords } from '../../../lib/search';
import type { AuthUser } from '../../../http/viewer';
import { assertCanView, listingPolicy, type ListingAccess } from './listing-policy';
import { titleFields, titlesOf, type ListingPresenter } from './listings.presenter';
import type { CatalogueRepository } from './catalogue.repository';
import type { ListingsRepository } from './listings.repository';
import type { Clock } from '../../../lib/clock';

/**
 * An expired listing is gone for everyone but its owner and staff (decision 061): 410, so a client can
 * tell it from one that never existed; anything else passes through.
 */
function gone<T extends ListingAccess>(user: AuthUser | null, row: T | undefined): T | undefined {
  if (row?.status === 'expired' && !listingPolicy.canManage(user, row)) throw new AppError(410, 'property_expired');
  return row;
}

/** The public catalogue: search and filter, a listing's page (with its view count), similar listings. */
export function createCatalogueService(
  /** The catalogue's reads, and the writer's view count. */
  repo: CatalogueRepository & Pick<ListingsRepository, 'recordView'>,
  present: ListingPresenter,
  users: Pick<UsersRepository, 'findById'>,
  clock: Clock,
) {
  /** The new count when this visit is new and counts (an active listing, not its owner); else null. */
  async function countView(row: { id: number; status: string; ownerId: number }, visit: Viewer) {
    if (row.status !== 'active' || visit.userId === row.ownerId) return null;
    return repo.recordView(row.id, visitorKey(visit), viewDay(clock.now()));
  }

  return {
    /** A page of the catalogue: a search by relevance unless another ordering is asked for, else newest first (decision 035). */
    async list(query: PropertyListQuery, locale: Locale): Promise<KeysetResult<PropertyCard>> {
      const { page, page_size, cursor, ordering: asked, ...filters } = query;
      const searching = searchWords(filters.search).length > 0;
      const ordering: KeyOrdering | 'relevance' =
        asked === 'relevance' || asked === undefined ? (searching ? 'relevance' : '-created_at') : asked;
      const { limit, seek } = keysetWindow({ page, page_size, cursor }, ordering);
      const found = await repo.listPublic(filters, ordering, limit, seek);
      return { ...mapPage(found, (r) => present.card(r, locale)), ordering, limit };
    },

    /** The map view's pins for these filters, and the matches without a pin counted per city. */
    async mapPoints(filters: PropertyMapQuery, locale: Locale): Promise<MapPointsResponse> {
      const { rows, count, countCapped, unpinned } = await repo.mapPoints(filters, MAP_POINTS_LIMIT, MAP_COUNT_LIMIT);
      return {
        count,
        count_capped: countCapped,
        unpinned: unpinned.map((c) => ({
          city_id: c.cityId,
          city: locale === 'ar' ? c.nameAr : c.nameEn,
          latitude: c.latitude,
          longitude: c.longitude,
          count: c.count,
        })),
        // Each field named, not spread: a thousand pins per request make the copy's cost show.
        points: rows.map((r) => ({
          id: r.id,
          latitude: r.latitude,
          longitude: r.longitude,
          ...titleFields(titlesOf(r), locale),
          type: r.type,
          price: r.price,
          currency: r.currency,
          price_usd: r.priceUsd,
        })),
      };
    },

    /**
     * The listing's page; a view by anyone but its owner is counted once per visitor per day. The web
     * server's own request while rendering the page (`visit: null`) counts nothing: the browser reports
     * the visit itself (`recordView`), since the rendered page may come from a cache.
     */
    async detail(id: number, user: AuthUser | null, visit: Viewer | null, locale: Locale): Promise<PropertyDetail> {
      const row = assertCanView(user, gone(user, await repo.findDetail(id, user?.id ?? null)));
      if (visit) {
        const views = await countView(row, visit);
        if (views !== null) row.viewsCount = views;
      }
      return present.detail(row, user, locale);
    },

    /** Counts a visit to a listing's page (once per visitor per day, never the owner's); returns the count. */
    async recordView(id: number, user: AuthUser | null, visit: Viewer): Promise<{ views_count: number }> {
      const row = assertCanView(user, await repo.findDetail(id, user?.id ?? null));
      return { views_count: (await countView(row, visit)) ?? row.viewsCount };
    },

    /**
     * An owner's public page (decision 041): their name and provider type (never the e-mail) and their
     * active listings, newest first. Not found unless the account is active and has an active listing.
     */
    async ownerListings(ownerId: number, query: KeysetQuery, locale: Locale): Promise<KeysetResult<PropertyCard> & { owner: PublicOwner }> {
      const { limit, seek } = keysetWindow(query, NEWEST_FIRST);
      const [owner, page] = await Promise.all([users.findById(ownerId), repo.listOwnerPublic(ownerId, limit, seek)]);
      if (!owner?.isActive || page.count === 0) throw AppError.notFound('owner_not_found');
      return {
        ...mapPage(page, (r) => present.card(r, locale)),
        ordering: NEWEST_FIRST,
        limit,
        owner: {
          id: owner.id,
          name: owner.name,
          display_name_ar: owner.displayNameAr,
          display_name_en: owner.displayNameEn,
          provider_type: owner.providerType,
        },
      };
    },

    /**
     * Listings side by side (issue 33): every id asked for must be a public listing, else
     * `compare_unavailable` (404), so a shared comparison never silently compares fewer.
     */
    async compare(ids: readonly number[], locale: Locale): Promise<CompareResponse> {
      const rows = await repo.publicCards(ids);
      if (rows.length !== ids.length) throw AppError.notFound('compare_unavailable');
      return { results: rows.map((r) => ({ ...present.card(r, locale), amenities: r.amenities })) };
    },

    /** The public listings among `ids`, in that order (a browser's recently viewed: removed or hidden ones drop out). */
    async batch(ids: readonly number[], locale: Locale): Promise<CompareResponse> {
      const rows = await repo.publicCards(ids);
      return { results: rows.map((r) => ({ ...present.card(r, locale), amenities: r.amenities })) };
    },

    async similar(id: number, user: AuthUser | null, locale: Locale): Promise<PropertyCard[]> {
      // An expired listing's page lists similar ones too (decision 061): its city and type were public.
      const found = await repo.findDetail(id, user?.id ?? null);
      const row = found?.status === 'expired' ? found : assertCanView(user, found);
      const rows = await repo.similar(
        { id: row.id, purpose: row.purpose, cityId: row.cityId, type: row.type, priceUsd: row.priceUsd },
        SIMILAR_LIMIT,
      );
      return rows.map((r) => present.card(r, locale));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
