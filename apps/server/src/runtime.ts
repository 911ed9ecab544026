import path from 'node:path';
import { ConfigError, type Config } from './config';
import { openPglite, openPostgres, type Database, type Db } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { applyMigrations, underStartupLock } from './db/migrate';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from './lib/log';
import { ensurePrivateDir, restrictTree } from './lib/private-files';
import { createStorage, describeBucketError, type Storage } from './platform/storage';
import { installJobs, startJobs, type Jobs } from './platform/jobs';
import { seedDemo, seedReference } from './seed';

export interface Runtime {
  database: Database;
  storage: Storage;
  /** Background jobs: queue() everywhere; work() and schedule() when opened with `work`. */
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** Stops the jobs, closes the database and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Seed reference data (and demo content when SEED_DEMO is on); the command-line tools do not. */
  seed?: boolean;
  /** This process works background jobs (and runs their maintenance and schedules); otherwise it only queues them. */
  work?: boolean;
  /** The process's logger (by default one built from the configuration). */
  log?: FastifyBaseLogger;
}

/**
 * Migrates the database and installs (or upgrades) pg-boss's tables, then runs `then` (seeding), all
 * under the start-up lock: instances starting together take turns, the first does it and the others
 * find it done. The job tables are the runtime's to install, not the migrations' (db/ stands below
 * platform/).
 */
export function prepareDatabase(database: Database, then?: (db: Db) => Promise<void>): Promise<void> {
  return underStartupLock(database, async (db) => {
    await applyMigrations(database.kind, db);
    await installJobs(db);
    await then?.(db);
  });
}

/**
 * Opens the configured database (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL), applies the
 * migrations, installs the job tables, seeds reference data (and demo content when SEED_DEMO is on)
 * and starts the jobs. Each step fails with one clear message.
 */
export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const log = options.log ?? createLogger({ level: config.logLevel, pretty: false });
  // Owner-only before anything is opened; a DATA_DIR from before this rule is closed to others once, whole.
  try {
    if (ensurePrivateDir(config.dataDir)) restrictTree(config.dataDir);
    if (config.media.store === 'disk') ensurePrivateDir(config.mediaDir);
  } catch (err) {
    throw new ConfigError(`Cannot use DATA_DIR (${config.dataDir}): ${(err as Error).message}`);
  }
  const storage = await createStorage(config);
  if (config.media.store === 's3') {
    // A wrong bucket, endpoint or key is said at start, in one line, not at the first upload.
    try {
      await storage.ping();
    } catch (err) {
      await storage.close();
      throw new ConfigError(`Cannot use the media bucket: ${describeBucketError(config.media.s3, err)}`);
    }
  }
  let release = () => {};
  let database: Database;
  let pgdata: string | null = null;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, { statementTimeoutMs: config.databaseStatementTimeoutMs });
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
  let jobs: Jobs | undefined;
  const close = async () => {
    // pg-boss runs on the database: stopped first (on PGlite, a poll after close would crash the process).
    await jobs?.stop();
    await database.close();
    await storage.close();
    release();
  };
  try {
    await prepareDatabase(database, async (db) => {
      if (options.seed !== false) {
        await seedReference(db);
        if (config.seedDemo) await seedDemo(db, storage);
      }
    });
    if (options.seed !== false) await storage.sweepStaging();
    // PGlite writes its initial files world-writable whatever the umask: close them (and anything it
    // created since) once the database is up.
    if (pgdata) restrictTree(pgdata);
    jobs = await startJobs(database.db, { log, worker: options.work === true, maintenanceSeconds: config.jobsMaintenanceSeconds });
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { database, storage, jobs, log, close };
}
