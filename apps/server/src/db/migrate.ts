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

/** The advisory lock key under which instances (and `npm run db:migrate`) migrate one at a time. */
export const MIGRATION_LOCK = 727274;

/**
 * Applies pending migrations; on PostgreSQL under an advisory lock so concurrent instances (and a
 * release's `npm run db:migrate`) take turns: the first applies them, the others find nothing to do.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsDir = migrationsFolder();
  try {
    if (database.kind === 'postgres') {
      // Lock, migrate and unlock on one connection; if it dies meanwhile, PostgreSQL drops the lock.
      await database.withConnection(async (db) => {
        await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
        try {
          await migrateNodePg(db, { migrationsFolder: migrationsDir });
        } finally {
          await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
        }
      });
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
