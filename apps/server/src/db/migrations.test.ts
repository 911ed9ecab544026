import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../test/context';
import { migrationsBefore } from '../../test/migrations';
import { openPglite, openPostgres, type Database } from './client';
import { runMigrations } from './migrate';

describe('migrations on existing data', () => {
  const dirs: string[] = [];
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('session lifetime: each existing session started with its oldest token', async () => {
    const env = await createScratchEnv('manara-migrate-');
    database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite('memory://');
    const older = migrationsBefore('session_lifetime');
    dirs.push(older);
    const { migrate } =
      database.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: older });

    const db = database.db;
    await db.execute(sql`insert into users (email, password_hash, name, role) values ('old@example.com', 'x', 'Old', 'client')`);
    const family = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    for (const [hash, familyId, createdAt] of [
      ['a', family(1), '2025-01-01T10:00:00Z'],
      ['b', family(1), '2025-01-20T10:00:00Z'],
      ['c', family(2), '2025-02-01T10:00:00Z'],
    ]) {
      await db.execute(sql`
        insert into refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
        select id, ${familyId}::uuid, ${hash}, now() + interval '30 days', ${createdAt}::timestamptz from users`);
    }

    await runMigrations(database);
    const rows = await db.execute<{ token_hash: string; family_started_at: Date | string }>(
      sql`select token_hash, family_started_at from refresh_tokens order by token_hash`,
    );
    expect(rows.rows.map((r) => [r.token_hash, new Date(r.family_started_at).toISOString()])).toEqual([
      ['a', '2025-01-01T10:00:00.000Z'],
      ['b', '2025-01-01T10:00:00.000Z'],
      ['c', '2025-02-01T10:00:00.000Z'],
    ]);
  });
});
