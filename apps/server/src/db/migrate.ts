import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

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
 * lock is taken and released on one connection of its own (through the pool they could land on two,
 * leaving it held); if that connection dies, PostgreSQL releases it. `work` uses the pool as usual.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work(); // PGlite: one process per DATA_DIR (db/lock.ts)
  return database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
    try {
      return await work();
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  });
}

/** Applies pending migrations under the start-up lock. */
export function runMigrations(database: Database): Promise<void> {
  return underStartupLock(database, () => applyMigrations(database));
}

/** Applies pending migrations; the caller holds the start-up lock (see underStartupLock). */
export async function applyMigrations(database: Database): Promise<void> {
  const migrationsDir = migrationsFolder();
  try {
    if (database.kind === 'postgres') {
      await migrateNodePg(database.db, { migrationsFolder: migrationsDir });
    } else {
      // The PGlite migrator shares node-postgres's implementation of the dialect.
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder: migrationsDir });
    }
  } catch (err) {
    const cause = (err as { cause?: Error }).cause;
    throw new MigrationError(`Database migration failed: ${cause?.message ?? (err as Error).message}`);
  }
}
