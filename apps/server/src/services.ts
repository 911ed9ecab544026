import type { Config } from './config';
import type { Db } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createIdempotency } from './platform/idempotency';
import { mailOrigin } from './lib/site-origin';
import { createOutbox } from './platform/mail/outbox';
import { createAccountTokensRepository } from './modules/auth/account-tokens.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service';
import type { MediaStorage } from './platform/storage';
import type { Jobs } from './platform/jobs';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAccountService } from './modules/auth/account.service';
import { createSessionsService } from './modules/auth/sessions.service';
import { createStaffAccounts } from './modules/auth/staff-accounts';
import { createProjectPresenter } from './modules/content/content.presenter';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createProjectEditorRepository } from './modules/content/project-editor.repository';
import { createProjectEditorService } from './modules/content/project-editor.service';
import { createHeroesRepository } from './modules/heroes/heroes.repository';
import { createHeroesService } from './modules/heroes/heroes.service';
import { createMediaService } from './modules/media';
import { createExchangeRatesRepository } from './modules/money/exchange-rates.repository';
import { createExchangeRatesService } from './modules/money/exchange-rates.service';
import { createFinancingProfilesRepository } from './modules/money/financing-profiles.repository';
import { createFinancingProfilesService } from './modules/money/financing-profiles.service';
import { createFavoritesRepository } from './modules/realty/favorites/favorites.repository';
import { createFavoritesService } from './modules/realty/favorites/favorites.service';
import { createLeadsRepository } from './modules/realty/leads/leads.repository';
import { createLeadsService } from './modules/realty/leads/leads.service';
import { createStatsRepository } from './modules/realty/stats/stats.repository';
import { createStatsService } from './modules/realty/stats/stats.service';
import { createReportsRepository } from './modules/realty/reports/reports.repository';
import { createReportsService } from './modules/realty/reports/reports.service';
import { createInquiriesRepository } from './modules/realty/inquiries/inquiries.repository';
import { createInquiriesService } from './modules/realty/inquiries/inquiries.service';
import { createCatalogueService } from './modules/realty/listings/catalogue.service';
import { createListingPresenter } from './modules/realty/listings/listings.presenter';
import { createCatalogueRepository } from './modules/realty/listings/catalogue.repository';
import { createListingAlerts, createListingIds } from './modules/realty/listings/listing-ports.repository';
import { createListingsRepository } from './modules/realty/listings/listings.repository';
import { createManagedListsRepository } from './modules/realty/listings/managed-lists.repository';
import { createListingsService } from './modules/realty/listings/listings.service';
import { createListingExpiry } from './modules/realty/listings/listing-expiry';
import { createModerationService } from './modules/realty/listings/moderation.service';
import { createLocationsRepository } from './modules/realty/locations/locations.repository';
import { createLocationsService } from './modules/realty/locations/locations.service';
import { createProviderPorts, profilePhoto } from './modules/providers/provider-ports';
import { createProvidersRepository } from './modules/providers/providers.repository';
import { createProvidersService } from './modules/providers/providers.service';
import { createServicesRepository } from './modules/services/services.repository';
import { createServicesService } from './modules/services/services.service';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createRequestsRepository } from './modules/requests/requests.repository';
import { createRequestsService } from './modules/requests/requests.service';
import { createRequestAttachments } from './modules/requests/attachments.service';
import { createResponseStats } from './modules/requests/response-stats';
import { createPartnershipsRepository } from './modules/partnerships/partnerships.repository';
import { createPartnershipsService } from './modules/partnerships/partnerships.service';
import { createSeoRepository } from './modules/seo/seo.repository';
import { createSeoService } from './modules/seo/seo.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ServiceDeps {
  db: Db;
  storage: MediaStorage;
  /** Background jobs, queued by services in their transactions. */
  jobs: Jobs;
  config: Config;
  /** The system clock unless a test brings its own. */
  clock?: Clock;
}

/**
 * Every service, built once per app from its repositories, each repository and presenter built once:
 * the one place where modules are wired together (a module uses another only through what it is
 * handed here and the other's index.ts). Routes read the services from `app.services`; the CLI builds
 * the same set.
 */
export function createServices({ db, storage, jobs, config, clock = systemClock }: ServiceDeps) {
  const users = createUsersRepository(db, clock);
  const tokens = createAuthRepository(db);
  const requests = createRequestsRepository(db, clock);
  const sessions = createSessionsService({ users, tokens, settings: config, clock });
  // Listings: one writer; the catalogue, the managed lists and the ports only read (decision 026).
  const listings = createListingsRepository(db, clock, config.listingLifetimeDays);
  const catalogue = createCatalogueRepository(db);
  const managedLists = createManagedListsRepository(db);
  const presentListing = createListingPresenter(storage, clock);
  const content = createContentRepository(db, clock);
  const presentProject = createProjectPresenter(storage);
  const projects = createProjectEditorRepository(db, clock);
  const heroes = createHeroesRepository(db, clock);
  const providerProfiles = createProvidersRepository(db, clock);
  const providerPorts = createProviderPorts(db, storage);
  const auditLog = createAuditRepository(db);
  const audit = auditLog.record;
  const notifications = createNotificationsService({
    jobs,
    outbox: createOutbox(db),
    secret: config.jwtSecret,
    origin: mailOrigin(config),
    mute: users.mute,
  });
  const heroesService = createHeroesService(heroes, storage, audit, { queueVariants: (tx, rows) => media.queueVariants(tx, rows) });
  const media = createMediaService({
    storage,
    records: { properties: listings, projects, heroes: heroesService.mediaRecords, providers: providerProfiles.mediaRecords() },
    privateRecords: { licences: providerProfiles.documentKeys, requests: requests.attachmentKeys },
    jobs,
    graceMs: config.mediaGraceMinutes * 60_000,
  });
  const savedSearches = createSavedSearchesService({
    repo: createSavedSearchesRepository(db),
    listings: createListingAlerts(db),
    users,
    notifications,
    jobs,
  });
  const moderation = createModerationService({
    repo: listings,
    lists: managedLists,
    present: presentListing,
    audit,
    users,
    notifications,
    publication: savedSearches,
  });
  const stats = createStatsService({ repo: createStatsRepository(db), clock });
  // Idempotency keys (decision 071): the creating POSTs store their answer with the key, in one transaction.
  const idempotency = createIdempotency(db, clock);
  const usersService = createUsersService({ repo: users, sessions: tokens, audit, clock });
  // Services' ports for providers (a verification opens /legal; a rename rewrites services' search text).
  const reviewsRepo = createReviewsRepository(db, clock);
  const offered = createServicesService({
    repo: createServicesRepository(db, clock),
    users,
    notifications,
    jobs,
    providers: createProviderPorts(db, storage),
    photoUrl: (key, widths) => profilePhoto(storage, key, widths)?.url ?? null,
    secret: config.jwtSecret,
    apiOrigin: mailOrigin(config),
  });
  return {
    idempotency,
    notifications,
    savedSearches,
    sessions,
    account: createAccountService({ users, sessions, links: createAccountTokensRepository(db), notifications, jobs, clock }),
    /** create-admin's (the CLI), not the API's. */
    staffAccounts: createStaffAccounts({ users, sessions, rights: usersService }),
    users: usersService,
    audit: createAuditService(auditLog),
    heroes: heroesService,
    media,
    locations: createLocationsService({ repo: createLocationsRepository(db), listings, audit }),
    catalogue: createCatalogueService({ ...catalogue, recordView: listings.recordView }, presentListing, users, clock),
    listings: createListingsService({
      repo: listings,
      catalogue,
      lists: managedLists,
      storage,
      present: presentListing,
      audit,
      media,
      publication: savedSearches,
      idempotency,
    }),
    moderation,
    /** Listings that stay true (decision 061): the expiry job and renewals. */
    listingExpiry: createListingExpiry({ repo: listings, users, notifications, secret: config.jwtSecret, clock }),
    inquiries: createInquiriesService({ repo: createInquiriesRepository(db), listings, users, notifications, storage, stats, idempotency }),
    reports: createReportsService({ repo: createReportsRepository(db, clock), listings, moderation, audit, idempotency }),
    leads: createLeadsService({ repo: createLeadsRepository(db), listings: catalogue, stats }),
    /** Statistics over time (decision 068). */
    stats,
    favorites: createFavoritesService({
      repo: createFavoritesRepository(db, clock),
      listings: { listFavorites: catalogue.listFavorites, findAccess: listings.findAccess },
      present: presentListing,
      stats,
      idempotency,
    }),
    content: createContentService(content, presentProject, audit, clock),
    projectEditor: createProjectEditorService({
      content,
      repo: projects,
      storage,
      present: presentProject,
      audit,
      media,
    }),
    seo: createSeoService(createSeoRepository(db), createListingIds(db), createProviderPorts(db, storage), { clock }),
    providers: createProvidersService({
      db,
      repo: providerProfiles,
      media: storage,
      storage,
      privateFiles: storage.privateArea(),
      pipeline: media,
      audit,
      notifications,
      events: { verified: (tx, type) => offered.providerVerified(tx, type), renamed: (id) => offered.providerRenamed(id) },
      // Response rate and median response time: the requests module's port.
      responses: createResponseStats(requests, clock),
    }),
    services: offered,
    reviews: createReviewsService({
      repo: reviewsRepo,
      providers: createProviderPorts(db, storage),
      notifications,
      audit,
    }),
    partnerships: createPartnershipsService({ repo: createPartnershipsRepository(db, clock), providers: providerPorts }),
    requestAttachments: createRequestAttachments({ repo: requests, files: storage.privateArea() }),
    requests: createRequestsService({
      repo: requests,
      // The listing a request is about: read through the catalogue (public while active).
      listings: {
        async summary(id) {
          const row = await catalogue.findDetail(id, null);
          return row && { ...row, city: row.city, public: row.status === 'active' };
        },
      },
      offerings: { isActive: async (id) => (await content.listOfferings(true)).some((o) => o.id === id) },
      services: offered,
      providers: providerPorts,
      notifications,
      clock,
      uidDomain: new URL(mailOrigin(config)).hostname,
      idempotency,
    }),
    exchangeRates: createExchangeRatesService({ repo: createExchangeRatesRepository(db, clock), listings, audit, jobs }),
    financingProfiles: createFinancingProfilesService({ repo: createFinancingProfilesRepository(db, clock), audit }),
  };
}
export type Services = ReturnType<typeof createServices>;
