import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type ServerTimeouts } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { prepareDatabase } from '../src/runtime';
import { seedReference } from '../src/seed';
import type { Clock } from '../src/lib/clock';
import { createStorage, type Storage } from '../src/platform/storage';
import { createLogger } from '../src/lib/log';
import { startJobs, type Jobs } from '../src/platform/jobs';

// Contexts are created inside beforeAll, where vitest does not register hooks: test/teardown.ts, run
// before every server test file, tears every one of them down when the file's tests end.
const cleanups: (() => Promise<void>)[] = [];

/** Runs `stop` when the file's tests end, before any database closes (a worker polling it, say). */
export function stopBeforeTeardown(stop: () => Promise<void>): void {
  cleanups.unshift(stop);
}

/** Closes every context (and scratch environment) the file opened; test/teardown.ts calls it. */
export async function closeTestContexts(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/** Which engine this run of the server suites uses: the vitest project sets TEST_DB. */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  storage: Storage;
  /** Jobs that are queued, not worked (a test that needs a worker starts its own with startJobs). */
  jobs: Jobs;
  config: Config;
  /** The app's clock: the one passed in (a test clock, see createTestClock) or the system's. */
  clock: Clock;
  /** The test database's URL on the PostgreSQL run (another pool on it plays another instance). */
  databaseUrl?: string;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped when the file ends. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `manara_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // template0 with a UTF-8 ctype so trigram indexes see Arabic letters as word characters.
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Environment for a command-line or start-up test: its own DATA_DIR, and on the PostgreSQL run a fresh
 * database through DATABASE_URL (as a deployment would). Both are removed after the file's tests.
 */
export async function createScratchEnv(prefix = 'manara-scratch-'): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  let drop = async () => {};
  if (testEngine === 'postgres') {
    const created = await createPostgresDatabase();
    env.DATABASE_URL = created.url;
    drop = created.drop;
  }
  cleanups.push(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return env;
}

let template: Blob | undefined;
/**
 * The run's migrated PGlite (test/database-template.ts), when the run made one: read once per worker
 * (the files a worker runs share this module), copied by each file's database.
 */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * Builds the app on a freshly migrated database for one test file (PGlite in memory, or a new
 * PostgreSQL database when the suite runs against PostgreSQL), with countries and cities seeded.
 * Everything is torn down after the file's tests. Pass `env` to override configuration, `extend` to add test-only routes,
 * `webDist` to serve the built web app (server rendering), `logStream` to read the logs, `clock` to control time.
 */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    webDist?: string;
    /** Turns logging on, into this stream (set LOG_LEVEL in `env`). */
    logStream?: NodeJS.WritableStream;
    /** The app's clock (see createTestClock). */
    clock?: Clock;
    /** Connection time limits, shortened to test them. */
    timeouts?: Partial<ServerTimeouts>;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests change rows directly; pages are rendered fresh unless a test turns the cache on.
    PAGE_CACHE_SECONDS: '0',
    // Suites submit many listings from one address; the fairness test sets its own limit.
    UPLOADS_PER_HOUR: '10000',
    ...options.env,
  });
  let drop = async () => {};
  let database: Database;
  let databaseUrl: string | undefined;
  if (testEngine === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    databaseUrl = created.url;
    database = await openPostgres(created.url, { max: 4, statementTimeoutMs: config.databaseStatementTimeoutMs });
  } else {
    database = await openPglite('memory://', { from: pgliteTemplate() });
  }
  await prepareDatabase(database);
  await seedReference(database.db);
  const storage = await createStorage(config, options.clock);
  const jobs = await startJobs(database.db, { log: createLogger({ level: 'silent', pretty: false }) });
  const app = await buildApp({
    config,
    database,
    storage,
    jobs,
    webDist: options.webDist ?? null,
    clock: options.clock,
    timeouts: options.timeouts,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  options.extend?.(app);
  await app.ready();

  cleanups.push(async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    await storage.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: database.db, database, storage, jobs, config, clock: app.clock, databaseUrl };
}
