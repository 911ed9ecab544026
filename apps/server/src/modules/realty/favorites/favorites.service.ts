import type { Favorite, Locale, PropertyCard } from '@manara/shared';
import { pageWindow, type PageQuery } from '../../../http/paging';
import { assertPublic, type CatalogueRepository, type ListingPresenter, type ListingsRepository } from '../listings';
import { visitorKey } from '../../../lib/visitor';
import type { StatsService } from '../stats';
import type { FavoritesRepository } from './favorites.repository';

/** Saved listings: a signed-in user saves public listings and finds them on the dashboard. */
export function createFavoritesService(deps: {
  repo: FavoritesRepository;
  listings: Pick<CatalogueRepository, 'listFavorites'> & Pick<ListingsRepository, 'findAccess'>;
  present: ListingPresenter;
  /** Counts a new save for the owner's statistics over time (decision 068). */
  stats: Pick<StatsService, 'count'>;
}) {
  const { repo, listings, present, stats } = deps;
  return {
    /** The user's saved listings that are still public, most recently saved first. */
    async list(userId: number, query: PageQuery, locale: Locale): Promise<{ count: number; results: PropertyCard[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await listings.listFavorites(userId, limit, offset);
      return { count, results: rows.map((r) => present.card(r, locale)) };
    },
    /** Only public (active) listings can be saved. `created` is false when it was already saved. */
    async add(userId: number, propertyId: number): Promise<{ created: boolean; favorite: Favorite }> {
      assertPublic(await listings.findAccess(propertyId));
      const { created, createdAt } = await repo.add(userId, propertyId);
      if (created) await stats.count(propertyId, 'save', visitorKey({ userId, ip: '', userAgent: '' }));
      return { created, favorite: { property_id: propertyId, created_at: createdAt.toISOString() } };
    },
    /** Removing a listing that was not saved is not an error. */
    async remove(userId: number, propertyId: number): Promise<void> {
      await repo.remove(userId, propertyId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
