import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage, type MediaStorage } from '../lib/storage';
import { openPglite, openPostgres, type Database } from './client';
import { acquireDataDirLock } from './lock';
import { runMigrations } from './migrate';
import { seedDemo, seedReference } from './seed-all';

export interface Runtime {
  database: Database;
  storage: MediaStorage;
  /** Closes the database and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

/**
 * Opens the configured database (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL), applies the
 * migrations and seeds reference data (and demo content when SEED_DEMO is on). Each step fails with
 * one clear message.
 */
export async function openRuntime(config: Config, options: { seed?: boolean } = {}): Promise<Runtime> {
  mkdirSync(config.mediaDir, { recursive: true });
  const storage = createDiskStorage(config.mediaDir);
  let release = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = acquireDataDirLock(config.dataDir);
    try {
      database = await openPglite(path.join(config.dataDir, 'pgdata'));
    } catch (err) {
      release();
      throw err;
    }
  }
  const close = async () => {
    await database.close();
    release();
  };
  try {
    await runMigrations(database);
    if (options.seed !== false) {
      await seedReference(database.db);
      if (config.seedDemo) await seedDemo(database.db, storage);
      await storage.sweepStaging();
    }
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { database, storage, close };
}
