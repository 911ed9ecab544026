import type { Config } from './config';
import type { Db } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { MediaStorage } from './lib/storage';
import { createAdminRepository } from './modules/audit/audit.repository';
import { createAdminService } from './modules/realty/listings/moderation.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createProjectPresenter } from './modules/content/content.presenter';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createProjectEditorRepository } from './modules/content/project-editor.repository';
import { createProjectEditorService } from './modules/content/project-editor.service';
import { createHeroesRepository } from './modules/heroes/heroes.repository';
import { createHeroesService } from './modules/heroes/heroes.service';
import { createFavoritesRepository } from './modules/realty/favorites/favorites.repository';
import { createFavoritesService } from './modules/realty/favorites/favorites.service';
import { createInquiriesRepository } from './modules/realty/inquiries/inquiries.repository';
import { createInquiriesService } from './modules/realty/inquiries/inquiries.service';
import { createListingsService } from './modules/realty/listings/listings.service';
import { createLocationsRepository } from './modules/realty/locations/locations.repository';
import { createLocationsService } from './modules/realty/locations/locations.service';
import { createPropertyPresenter } from './modules/realty/listings/listings.presenter';
import { createPropertiesRepository } from './modules/realty/listings/listings.repository';
import { createPropertiesService } from './modules/realty/listings/catalogue.service';
import { createSeoRepository } from './modules/seo/seo.repository';
import { createSeoService } from './modules/seo/seo.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ServiceDeps {
  db: Db;
  storage: MediaStorage;
  config: Config;
  /** The system clock unless a test brings its own. */
  clock?: Clock;
}

/**
 * Every service, built once per app from its repositories: the one place where modules are wired
 * together. Routes read them from `app.services`; the CLI builds the same set.
 */
export function createServices({ db, storage, config, clock = systemClock }: ServiceDeps) {
  const users = createUsersRepository(db);
  const tokens = createAuthRepository(db);
  const properties = createPropertiesRepository(db);
  const presentProperty = createPropertyPresenter(storage);
  const adminRepo = createAdminRepository(db);
  return {
    auth: createAuthService({ users, tokens, settings: config, clock }),
    users: createUsersService(users),
    heroes: createHeroesService(createHeroesRepository(db), storage, adminRepo.record),
    locations: createLocationsService(createLocationsRepository(db), adminRepo.record),
    properties: createPropertiesService(properties, presentProperty),
    listings: createListingsService({ repo: properties, storage, present: presentProperty, audit: adminRepo.record }),
    inquiries: createInquiriesService(createInquiriesRepository(db), properties),
    favorites: createFavoritesService(createFavoritesRepository(db), properties, presentProperty),
    content: createContentService(createContentRepository(db), createProjectPresenter(storage), adminRepo.record),
    projectEditor: createProjectEditorService({
      content: createContentRepository(db),
      repo: createProjectEditorRepository(db),
      storage,
      present: createProjectPresenter(storage),
      audit: adminRepo.record,
    }),
    seo: createSeoService(createSeoRepository(db)),
    admin: createAdminService({ repo: adminRepo, listings: properties, present: presentProperty, users, tokens }),
  };
}
export type Services = ReturnType<typeof createServices>;
