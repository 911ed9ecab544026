import type { Favorite, PropertyCard } from '@manara/shared';
import { assertPublic } from '../listings/listing-policy';
import type { PropertyPresenter } from '../listings/listings.presenter';
import type { PropertiesRepository } from '../listings/listings.repository';
import type { FavoritesRepository } from './favorites.repository';

export function createFavoritesService(repo: FavoritesRepository, properties: PropertiesRepository, present: PropertyPresenter) {
  return {
    /** The user's saved listings that are still public, most recently saved first. */
    async list(userId: number, page: number, pageSize: number): Promise<{ count: number; results: PropertyCard[] }> {
      const { rows, count } = await properties.listFavorites(userId, pageSize, (page - 1) * pageSize);
      return { count, results: rows.map(present.card) };
    },
    /** Only public (active) listings can be saved. `created` is false when it was already saved. */
    async add(userId: number, propertyId: number): Promise<{ created: boolean; favorite: Favorite }> {
      assertPublic(await properties.findAccess(propertyId));
      const { created, createdAt } = await repo.add(userId, propertyId);
      return { created, favorite: { property_id: propertyId, created_at: createdAt.toISOString() } };
    },
    /** Removing a listing that was not saved is not an error. */
    async remove(userId: number, propertyId: number): Promise<void> {
      await repo.remove(userId, propertyId);
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
