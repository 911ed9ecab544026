import type { Favorite } from '@manara/shared/schemas/realty';
import { api } from '@/lib/api';

/** POST /realty/favorites/ (201 newly saved, 200 already saved). */
export async function addFavorite(propertyId: number): Promise<Favorite> {
  return await api.post<Favorite>('/realty/favorites/', { property_id: propertyId });
}
