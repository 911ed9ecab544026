import type { Db } from '../db/client';
import type { MediaStorage } from '../platform/storage';
import { seedDemoOfferings, seedDemoProjects } from './demo/content';
import { seedHeroes } from './demo/heroes';
import { seedDemoProperties } from './demo/listings';
import { seedLocations } from './reference';
import { fillMissingSearchTexts } from './search-texts';

/**
 * Reference data every installation needs (countries and cities), and the search texts of users and
 * projects stored before they had one. Idempotent.
 */
export async function seedReference(db: Db): Promise<void> {
  await seedLocations(db);
  await fillMissingSearchTexts(db);
}

/** Demo content for a living site on first start (SEED_DEMO=true, the default). Idempotent. */
export async function seedDemo(db: Db, storage: MediaStorage): Promise<void> {
  await seedHeroes(db, storage);
  await seedDemoProperties(db, storage);
  await seedDemoOfferings(db);
  await seedDemoProjects(db, storage);
}
