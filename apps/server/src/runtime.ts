import path from 'node:path';
import { ConfigError, type Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { applyMigrations, underStartupLock } from './db/migrate';
import { ensurePrivateDir, restrictTree } from './lib/private-files';
import { createDiskStorage, type MediaStorage } from './lib/storage';
import { seedDemo, seedReference } from './seed';

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
  // Owner-only before anything is opened; a DATA_DIR from before this rule is closed to others once, whole.
  try {
    if (ensurePrivateDir(config.dataDir)) restrictTree(config.dataDir);
    ensurePrivateDir(config.mediaDir);
  } catch (err) {
    throw new ConfigError(`Cannot use DATA_DIR (${config.dataDir}): ${(err as Error).message}`);
  }
  const storage = createDiskStorage(config.mediaDir);
  let release = () => {};
  let database: Database;
  let pgdata: string | null = null;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = acquireDataDirLock(config.dataDir);
    pgdata = path.join(config.dataDir, 'pgdata');
    try {
      database = await openPglite(pgdata);
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
    // Instances starting together take turns: the first migrates and seeds, the others find it done.
    await underStartupLock(database, async (db) => {
      await applyMigrations(database.kind, db);
      if (options.seed !== false) {
        await seedReference(db);
        if (config.seedDemo) await seedDemo(db, storage);
      }
    });
    if (options.seed !== false) await storage.sweepStaging();
    // PGlite writes its initial files world-writable whatever the umask: close them (and anything it
    // created since) once the database is up.
    if (pgdata) restrictTree(pgdata);
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { database, storage, close };
}
