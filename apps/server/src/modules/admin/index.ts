import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../http/staff-only';
import auditRoutes from './audit.routes';
import exchangeRatesRoutes from './exchange-rates.routes';
import financingProfilesRoutes from './financing-profiles.routes';
import heroesRoutes from './heroes.routes';
import locationsRoutes from './locations.routes';
import messagesRoutes from './messages.routes';
import moderationRoutes from './moderation.routes';
import offeringsRoutes from './offerings.routes';
import providerVerificationsRoutes from './provider-verifications.routes';
import outboxRoutes from './outbox.routes';
import projectsRoutes from './projects.routes';
import reportsRoutes from './reports.routes';
import requestsRoutes from './requests.routes';
import statisticsRoutes from './statistics.routes';
import reviewReportsRoutes from './review-reports.routes';
import usersRoutes from './users.routes';

/**
 * /admin/: the staff area, transport only: one file of routes per topic, each calling the service of the
 * module that owns the rules. Every route registered here is staff only (401 signed out, 403 for
 * everyone else, rights read from the user row before the body), by the scope set once below.
 */
export default async function adminRoutes(app: FastifyInstance) {
  staffOnly(app);
  await app.register(moderationRoutes);
  await app.register(usersRoutes);
  await app.register(messagesRoutes);
  await app.register(auditRoutes);
  await app.register(heroesRoutes);
  await app.register(offeringsRoutes);
  await app.register(locationsRoutes);
  await app.register(projectsRoutes);
  await app.register(outboxRoutes);
  await app.register(reportsRoutes);
  await app.register(requestsRoutes);
  await app.register(reviewReportsRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(financingProfilesRoutes);
  await app.register(providerVerificationsRoutes);
  await app.register(statisticsRoutes);
}
