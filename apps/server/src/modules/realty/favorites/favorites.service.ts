import type { Favorite, Locale, PropertyCard } from '@manara/shared';
import { pageWindow, type PageQuery } from '../../../http/paging';
import { assertPublic, type CatalogueRepository, type ListingPresenter, type ListingsRepository } from '../listings';
import { visitorKey } from '../../../lib/visitor';
import type { Idempotency, IdempotencyClaim } from '../../../platform/idempotency';
import type { StatsService } from '../stats';
import type { FavoritesRepository } from './favorites.repository';

/** Saved listings: a signed-in user saves public listings and finds them on the dashboard. */
export function createFavoritesService(deps: {
  repo: FavoritesRepository;
  listings: Pick<CatalogueRepository, 'listFavorites'> & Pick<ListingsRepository, 'findAccess'>;
  present: ListingPresenter;
  /** Counts a new save for the owner's statistics over time (decision 068). */
  stats: Pick<StatsService, 'count'>;
  /** The request's `Idempotency-Key` (decision 071): its row commits with the save. */
  idempotency: Pick<Idempotency, 'run'>;
}) {
  const { repo, listings, present, stats, idempotency } = deps;
  return {
    /** The user's saved listings that are still public, most recently saved first. */
    async list(userId: number, query: PageQuery, locale: Locale): Promise<{ count: number; results: PropertyCard[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await listings.listFavorites(userId, limit, offset);
      return { count, results: rows.map((r) => present.card(r, locale)) };
    },
    /**
     * Only public (active) listings can be saved: 201 when newly saved, 200 when it already was. With
     * `claim`, a save already answered gets that answer again.
     */
    async add(userId: number, propertyId: number, claim?: IdempotencyClaim) {
      assertPublic(await listings.findAccess(propertyId));
      const outcome = await idempotency.run(claim, async (tx) => {
        const { created, createdAt } = await repo.add(userId, propertyId, tx);
        const favorite: Favorite = { property_id: propertyId, created_at: createdAt.toISOString() };
        return { status: created ? 201 : 200, body: favorite };
      });
      if ('created' in outcome && outcome.created.status === 201)
        await stats.count(propertyId, 'save', visitorKey({ userId, ip: '', userAgent: '' }));
      return outcome;
    },
    /** Removing a listing that was not saved is not an error. */
    async remove(userId: number, propertyId: number): Promise<void> {
      await repo.remove(userId, propertyId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
