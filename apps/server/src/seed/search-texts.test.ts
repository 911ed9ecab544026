import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../test/context';
import { migrationsBefore } from '../../test/migrations';
import { openPglite, openPostgres, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReference } from '.';

describe('search texts of rows stored before they existed', () => {
  let database: Database | undefined;
  let older: string | undefined;
  afterAll(async () => {
    await database?.close();
    if (older) rmSync(older, { recursive: true, force: true });
  });

  it('are written at the next start, normalized as every search is', async () => {
    const env = await createScratchEnv('manara-search-texts-');
    database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite('memory://');
    older = migrationsBefore('staff_search');
    const { migrate } =
      database.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: older });
    const db = database.db;
    await db.execute(sql`insert into users (email, password_hash, name, role) values ('old@example.com', 'x', 'جمعية الأهلية', 'client')`);
    await db.execute(
      sql`insert into completed_projects (title_ar, title_en, project_type) values ('مدرسة الأهلية', 'Ahliyya School', 'commercial')`,
    );

    await runMigrations(database);
    await seedReference(db);
    const texts = await db.execute<{ search_text: string }>(
      sql`select search_text from users union all select search_text from completed_projects order by search_text`,
    );
    expect(texts.rows.map((r) => r.search_text)).toEqual(['جمعيه الاهليه old@example.com', 'مدرسه الاهليه ahliyya school']);
  });
});
