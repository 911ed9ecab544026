import type { FastifyInstance } from 'fastify';
import favoritesRoutes from './favorites/favorites.routes';
import inquiriesRoutes from './inquiries/inquiries.routes';
import locationsRoutes from './locations/locations.routes';
import propertiesRoutes from './properties/properties.routes';

/** The realty catalogue: listings, locations, inquiries and favourites (under /api/v1). */
export default async function realtyCatalogueRoutes(app: FastifyInstance) {
  await app.register(propertiesRoutes);
  await app.register(locationsRoutes);
  await app.register(inquiriesRoutes);
  await app.register(favoritesRoutes);
}
