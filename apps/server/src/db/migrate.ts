import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './client';

/** The migrations folder, found from this module whether it runs from src/ (tsx) or the dist/ bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the migrations folder (apps/server/migrations)');
}

export class MigrationError extends Error {}

/** The advisory lock under which instances (and `npm run db:migrate`) migrate and seed one at a time. */
export const STARTUP_LOCK = 727274;

/**
 * Runs `work` holding the start-up lock on PostgreSQL: instances starting together (and a release's
 * `npm run db:migrate`) take turns, so the first migrates and seeds and the others find it done. The
 * lock is taken, used and released on one connection of its own, given to `work` (through the pool,
 * lock and unlock could land on two connections, leaving it held; and a pool of one would wait for
 * itself). If that connection dies, PostgreSQL releases the lock.
 */
export async function underStartupLock<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work(database.db); // PGlite: one process per DATA_DIR (db/lock.ts)
  return database.withConnection(async (db) => {
    // Waiting for another instance's migrations, and building an index over many listings, may take
    // longer than the pool's statement limit: none on this connection until it goes back to the pool.
    await db.execute(sql`set statement_timeout = 0`);
    try {
      await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
      try {
        return await work(db);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
      }
    } finally {
      await db.execute(sql`reset statement_timeout`);
    }
  });
}

/** Applies pending migrations under the start-up lock (runtime.ts's prepareDatabase also installs the job tables). */
export function runMigrations(database: Database): Promise<void> {
  return underStartupLock(database, (db) => applyMigrations(database.kind, db));
}

/** Applies pending migrations through `db`, on which the caller holds the start-up lock (see underStartupLock). */
export async function applyMigrations(kind: Database['kind'], db: Db): Promise<void> {
  const migrationsDir = migrationsFolder();
  try {
    if (kind === 'postgres') {
      await migrateNodePg(db, { migrationsFolder: migrationsDir });
    } else {
      // The PGlite migrator shares node-postgres's implementation of the dialect.
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder: migrationsDir });
    }
  } catch (err) {
    const cause = (err as { cause?: Error }).cause;
    throw new MigrationError(`Database migration failed: ${cause?.message ?? (err as Error).message}`);
  }
}
