import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../../../test/context';
import { openPostgres } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { seedReference } from '../../../seed';
import { createCatalogueRepository } from './catalogue.repository';

// Its own file: statement names are given per process, first come (db/client.ts), and other files use them up.
describe('numbered pages past the first (decision 049)', () => {
  it('keep one generic plan, not one plan per page', async () => {
    const env = await createScratchEnv('manara-prepared-pages-');
    if (!env.DATABASE_URL) return; // PGlite plans every statement
    const database = await openPostgres(env.DATABASE_URL, { max: 1 });
    try {
      await runMigrations(database);
      await seedReference(database.db);
      const { db } = database;
      // Enough listings that skipping a page costs the planner something to guess at.
      await db.execute(sql`
        insert into users (email, password_hash, name, role, provider_type, search_text) values ('pages@example.com', 'x', 'Pages', 'provider', 'realtor', 'pages');
        insert into properties (owner_id, title_en, description_en, type, purpose, price, price_usd, area, country_id, city_id, address, status, search_text, search_title, created_at)
        select u.id, 'Flat ' || i, 'Flat', 'apartment', 'sale', 1000 + i, 1000 + i, 90, c.country_id, c.id, 'Main Street', 'active', 'flat ' || i, 'flat ' || i, now() - i * interval '1 minute'
        from generate_series(1, 20000) i, (select id from users where email = 'pages@example.com') u, (select id, country_id from cities order by id limit 1) c;
        analyze properties`);
      const listings = createCatalogueRepository(db);
      for (let page = 2; page <= 12; page++) {
        const found = await listings.listPublic({ purpose: 'sale' }, '-created_at', 12, { offset: (page - 1) * 12 });
        expect(found.rows[0]!.titleEn).toBe(`Flat ${(page - 1) * 12 + 1}`);
      }
      const [plans] = (
        await db.execute<{ generic_plans: number; custom_plans: number }>(
          sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%offset $%'`,
        )
      ).rows;
      // PostgreSQL plans the first five runs for their values, then keeps the generic plan.
      expect(plans).toEqual({ generic_plans: 6, custom_plans: 5 });
    } finally {
      await database.close();
    }
  });
});
