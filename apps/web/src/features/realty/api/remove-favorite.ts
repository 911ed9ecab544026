import { api } from '@/lib/api';

/** DELETE /realty/favorites/{property_id}/ (204 whether or not it was saved). */
export async function removeFavorite(propertyId: number): Promise<void> {
  await api.delete(`/realty/favorites/${propertyId}/`);
}
