import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin';
import accountRoutes from './auth/account.routes';
import sessionRoutes from './auth/sessions.routes';
import contentRoutes from './content/content.routes';
import heroesRoutes from './heroes/heroes.routes';
import mapsRoutes from './maps/maps.routes';
import exchangeRatesRoutes from './money/exchange-rates.routes';
import financingProfilesRoutes from './money/financing-profiles.routes';
import favoritesRoutes from './realty/favorites/favorites.routes';
import leadsRoutes from './realty/leads/leads.routes';
import reportsRoutes from './realty/reports/reports.routes';
import statsRoutes from './realty/stats/stats.routes';
import inquiriesRoutes from './realty/inquiries/inquiries.routes';
import catalogueRoutes from './realty/listings/catalogue.routes';
import listingsRoutes from './realty/listings/listings.routes';
import locationsRoutes from './realty/locations/locations.routes';
import notificationsRoutes from './notifications/notifications.routes';
import partnershipsRoutes from './partnerships/partnerships.routes';
import providersRoutes from './providers/providers.routes';
import requestsRoutes from './requests/requests.routes';
import reviewsRoutes from './reviews/reviews.routes';
import savedSearchesRoutes from './saved-searches/saved-searches.routes';
import servicesRoutes from './services/services.routes';
import usersRoutes from './users/users.routes';

/** Every API module's routes, registered under /api/v1 by app.ts. */
export default async function apiRoutes(api: FastifyInstance) {
  // JSON (and multipart where a route opts in) only: Fastify also parses text/plain by default, which
  // any cross-site HTML form can send without a preflight.
  api.removeContentTypeParser('text/plain');
  await api.register(heroesRoutes);
  await api.register(accountRoutes);
  await api.register(sessionRoutes);
  await api.register(usersRoutes);
  // Before the public catalogue: /realty/properties/my_properties/ must not be read as a listing id.
  await api.register(listingsRoutes);
  await api.register(catalogueRoutes);
  await api.register(locationsRoutes);
  await api.register(inquiriesRoutes);
  await api.register(leadsRoutes);
  await api.register(reportsRoutes);
  await api.register(statsRoutes);
  await api.register(favoritesRoutes);
  await api.register(contentRoutes);
  await api.register(notificationsRoutes);
  await api.register(savedSearchesRoutes);
  await api.register(providersRoutes);
  await api.register(partnershipsRoutes);
  await api.register(requestsRoutes);
  await api.register(reviewsRoutes);
  await api.register(servicesRoutes);
  await api.register(mapsRoutes);
  await api.register(exchangeRatesRoutes);
  await api.register(financingProfilesRoutes);
  await api.register(adminRoutes);
}
