/**
 * Saved-search matching benchmark (decision 038; not part of `npm test`): `npx tsx bench/saved-searches.bench.ts`.
 *
 * A fresh PostgreSQL database (and PGlite in memory) with BENCH_SEARCHES (100 000) saved searches of
 * 2 000 users, filters spread like real ones (purpose always; type, city, price, bedrooms often; words
 * sometimes; a third of them daily, a third instant, the rest off). For BENCH_LISTINGS (30) newly
 * approved listings, times the one statement that finds every matching saved search and records who is
 * told (`recordMatches`, the alert job's work before e-mail) and prints median, p95 and matches.
 *
 * Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_ENGINES (postgres,pglite).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/runtime';
import { createListingAlerts } from '../apps/server/src/modules/realty/listings/listing-ports.repository';
import { createSavedSearchesRepository } from '../apps/server/src/modules/saved-searches/saved-searches.repository';
import { seedReference } from '../apps/server/src/seed';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 30);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const WORDS = ['balcony', 'garden', 'شرفة', 'حديقة', 'parking', 'view'];

async function seed(database: Database) {
  const { db } = database;
  await prepareDatabase(database);
  await seedReference(db);
  await db.execute(sql`insert into users (email, password_hash, name, role, search_text)
    select 'bench' || i || '@example.com', 'x', 'Bench ' || i, 'client', 'bench' from generate_series(1, 2000) i`);
  await db.execute(sql`
    insert into saved_searches (user_id, filters, search_patterns, frequency)
    select 1 + (i % 2000),
      jsonb_strip_nulls(jsonb_build_object(
        'purpose', case when i % 2 = 0 then 'sale' else 'rent' end,
        'type', case when i % 3 = 0 then (array['apartment','villa','house','land'])[1 + i % 4] end,
        'city', case when i % 5 < 3 then (select id from cities order by id offset (i % 20) limit 1) end,
        'price_max', case when i % 4 = 0 then 50000 + (i % 20) * 50000 end,
        'beds_min', case when i % 3 = 1 then 1 + i % 4 end)),
      case when i % 10 = 0 then array['%' || (${sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`)})[1 + i % ${WORDS.length}] || '%'] else '{}'::text[] end,
      (array['daily','instant','off'])[1 + i % 3]
    from generate_series(1, ${SEARCHES}) i`);
  await db.execute(sql`analyze saved_searches`);
  await db.execute(sql`analyze saved_search_hits`);
}

async function run(engine: string, database: Database) {
  const t0 = performance.now();
  await seed(database);
  const seeded = performance.now() - t0;
  const { db } = database;
  const listings = createListingAlerts(db);
  const repo = createSavedSearchesRepository(db);
  const [owner] = (await db.execute<{ id: number }>(sql`select id from users order by id limit 1`)).rows;
  const cities = (await db.execute<{ id: number; country_id: number }>(sql`select id, country_id from cities order by id limit 20`)).rows;
  const times: number[] = [];
  let matched = 0;
  for (let n = 0; n < LISTINGS; n++) {
    const purpose = n % 2 ? 'rent' : 'sale';
    const word = WORDS[n % WORDS.length]!;
    const [row] = (
      await db.execute<{
        id: number;
      }>(sql`insert into properties (owner_id, title, description, type, purpose, price, price_usd, area, beds, baths,
        city_id, country_id, address, status, search_text, published_at)
        values (${owner!.id}, ${'Bench ' + n}, ${'with a ' + word}, ${['apartment', 'villa', 'house', 'land'][n % 4]}, ${purpose},
        ${60000 + n * 20000}, ${60000 + n * 20000}, 120, ${1 + (n % 4)}, 1, ${cities[n % cities.length]!.id}, ${cities[n % cities.length]!.country_id}, 'x', 'active', ${'bench ' + word}, now())
        returning id`)
    ).rows;
    const facts = await listings.alertFacts(Number(row!.id));
    const start = performance.now();
    matched += await repo.recordMatches(facts!, undefined, async () => {});
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `${engine}: ${SEARCHES} saved searches (seeded in ${(seeded / 1000).toFixed(1)} s); ${LISTINGS} approvals: median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms; ${(matched / LISTINGS).toFixed(0)} users told per listing on average`,
  );
}

for (const engine of ENGINES) {
  if (engine === 'postgres') {
    const name = `manara_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), { max: 2 });
    try {
      await run('PostgreSQL', database);
    } finally {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  } else {
    const database = await openPglite('memory://');
    try {
      await run('PGlite', database);
    } finally {
      await database.close();
    }
  }
}
