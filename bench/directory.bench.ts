/**
 * The services directories' benchmark (decision 057; not part of `npm test`): `npx tsx bench/directory.bench.ts`.
 *
 * A fresh PostgreSQL database with BENCH_PROVIDERS (10 000) providers — lawyers and financial experts
 * half and half, nine in ten verified, each with a profile (cities, languages) — and BENCH_SERVICES
 * (100 000) services spread over them (texts in Arabic and English, categories of their type, prices in
 * the three currencies, a tenth archived). Starts the real app on a free 127.0.0.1 port (rate limits
 * and logging off) and measures with autocannon (16 connections, BENCH_DURATION seconds each): the
 * /legal directory's first page, a search by a service word (drawn at random), a search by a provider's
 * name, and a city + category + price filter. Prints requests per second, p50 and p99, and writes
 * bench/results/directory-<date>.json.
 *
 * Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DURATION (10), BENCH_PROVIDERS,
 * BENCH_SERVICES, BENCH_KEEP_DB=1 keeps the database for EXPLAIN experiments.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizeSearchText, SERVICE_CATEGORIES_BY_TYPE, SERVICE_CATEGORY_LABELS } from '@manara/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { postgresDatabase } from '../apps/server/src/db/client';
import { createLogger } from '../apps/server/src/lib/log';
import { startJobs } from '../apps/server/src/platform/jobs';
import { createDiskStorage } from '../apps/server/src/platform/storage';
import { prepareDatabase } from '../apps/server/src/runtime';
import { seedReference } from '../apps/server/src/seed';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 16;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TEXTS: [string, string, string, string][] = [
  ['مراجعة العقود', 'Contract review', 'مراجعة عقد بيع أو إيجار قبل التوقيع', 'A sale or lease contract read before you sign'],
  ['استشارة قانونية', 'Legal consultation', 'جلسة استشارة في قضايا الأراضي والميراث', 'A session on land and inheritance matters'],
  ['تسجيل الأراضي', 'Land registration', 'متابعة معاملات الطابو والإفراز', 'Following land registry and parcelling'],
  ['تخطيط مالي للأسرة', 'Family financial planning', 'خطة ادخار وميزانية شهرية', 'A savings plan and a monthly budget'],
  ['تحليل السوق العقاري', 'Property market analysis', 'قراءة الأسعار في رام الله ونابلس', 'Prices read in Ramallah and Nablus'],
  ['إدارة المحافظ', 'Portfolio management', 'إدارة استثماراتك بحسب أهدافك', 'Your investments managed to your goals'],
];
const WORDS = ['عقود', 'الاراضي', 'consultation', 'ميزانيه', 'portfolio', 'نابلس', 'inheritance', 'تسجيل'];
const FIRST = ['Samir', 'Lina', 'Omar', 'Rana', 'Khaled', 'Dana', 'سمير', 'لينا', 'عمر', 'رنا'];
const LAST = ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'حداد', 'خوري', 'ناصر', 'صالح'];

async function seed(pool: pg.Pool, cityIds: number[]) {
  const types = ['lawyer', 'financial_expert'] as const;
  const users: unknown[][] = [];
  for (let i = 0; i < PROVIDERS; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
    users.push([`p${i}@bench.manara.test`, name, types[i % 2], normalizeSearchText(name)]);
  }
  const ids: { id: number; name: string; type: string }[] = [];
  for (let at = 0; at < users.length; at += 1000) {
    const chunk = users.slice(at, at + 1000);
    const found = await pool.query<{ id: number; name: string; provider_type: string }>(
      `insert into users (email, password_hash, name, role, provider_type, search_text)
       select e, 'x', n, 'provider', t, s from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as u(e, n, t, s)
       returning id, name, provider_type`,
      [0, 1, 2, 3].map((c) => chunk.map((row) => row[c])),
    );
    ids.push(...found.rows.map((r) => ({ id: r.id, name: r.name, type: r.provider_type })));
  }
  await pool.query(
    `insert into provider_profiles (user_id, display_name, verification_status, city_ids, languages)
     select id, name, case when id % 10 = 0 then 'pending' else 'verified' end,
       array[($1::int[])[1 + id % cardinality($1::int[])]], case when id % 3 = 0 then '{ar,en}'::text[] else '{ar}'::text[] end
     from users where email like '%@bench.manara.test'`,
    [cityIds],
  );
  const rows: unknown[][] = [];
  for (let i = 0; i < SERVICES; i++) {
    const p = ids[(i * 7919) % ids.length]!;
    const categories = SERVICE_CATEGORIES_BY_TYPE[p.type as 'lawyer'];
    const category = categories[i % categories.length]!;
    const [ta, te, da, de] = TEXTS[i % TEXTS.length]!;
    const labels = SERVICE_CATEGORY_LABELS[category];
    const onRequest = i % 9 === 0;
    rows.push([
      p.id,
      category,
      ta,
      te,
      da,
      de,
      onRequest,
      onRequest ? null : 20 + (i % 50) * 10,
      onRequest ? null : ['USD', 'JOD', 'ILS'][i % 3],
      onRequest ? null : ['session', 'hour', 'day', 'month'][i % 4],
      cityIds[i % cityIds.length],
      i % 10 === 0 ? 'archived' : 'active',
      normalizeSearchText([ta, te, da, de, labels.ar, labels.en, p.name].join(' ')),
    ]);
  }
  for (let at = 0; at < rows.length; at += 5000) {
    const chunk = rows.slice(at, at + 5000);
    await pool.query(
      `insert into provider_services (provider_id, category, title_ar, title_en, description_ar, description_en, price_on_request, price, currency, unit, delivery, city_ids, status, search_text)
       select a, b, c, d, e, f, g, h, i, j, '{office,video}'::text[], array[k], l, m
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bool[], $8::numeric[], $9::text[], $10::text[],
         $11::int[], $12::text[], $13::text[]) as s(a, b, c, d, e, f, g, h, i, j, k, l, m)`,
      Array.from({ length: 13 }, (_, c) => chunk.map((row) => row[c])),
    );
  }
  // What services.repository's refreshSearch writes for each provider: the distinct words of their name and active services' texts.
  await pool.query(`insert into provider_search (provider_id, search_text)
    select u.id, coalesce((select string_agg(w, ' ') from (
      select regexp_split_to_table(u.search_text, ' ') w
      union select regexp_split_to_table(s.search_text, ' ') from provider_services s where s.provider_id = u.id and s.status = 'active') x
      where w <> ''), '')
    from users u where u.email like '%@bench.manara.test'`);
  await pool.query('analyze');
}

async function main() {
  const name = `manara_bench_directory_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: CONNECTIONS });
  pool.on('error', () => {});
  const database = postgresDatabase(pool);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manara-bench-directory-'));
  try {
    await prepareDatabase(database);
    await seedReference(database.db);
    const cityIds = (await pool.query<{ id: number }>('select id from cities order by id')).rows.map((r) => r.id);
    const started = performance.now();
    await seed(pool, cityIds);
    console.log(
      `seeded ${PROVIDERS.toLocaleString('en')} providers and ${SERVICES.toLocaleString('en')} services in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://bench.manara.test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    const jobs = await startJobs(database.db, { log: createLogger({ level: 'silent', pretty: false }) });
    const app = await buildApp({ config, database, storage: createDiskStorage(config.mediaDir), jobs, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const path = (query: string) => `/api/v1/services/directory/legal/${query}`;
    const scenarios: { name: string; next: () => string }[] = [
      { name: 'first page', next: () => path('') },
      { name: 'search: a service word', next: () => path(`?search=${encodeURIComponent(pick(WORDS))}`) },
      { name: 'search: a name', next: () => path(`?search=${encodeURIComponent(`${pick(FIRST)} ${pick(LAST)}`)}`) },
      {
        name: 'city + category + price',
        next: () => path(`?city=${pick(cityIds)}&category=${pick(SERVICE_CATEGORIES_BY_TYPE.lawyer)}&price_max=200&currency=JOD`),
      },
    ];
    const results = [];
    for (const s of scenarios) {
      const requests = [{ setupRequest: (r: object) => ({ ...r, path: s.next() }) }];
      await autocannon({ url: base, connections: CONNECTIONS, duration: 2, requests }); // warm-up
      const run = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests });
      if (run.non2xx || run.errors) console.warn(`  ${s.name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      const row = { scenario: s.name, rps: Math.round(run.requests.total / DURATION), p50: run.latency.p50, p99: run.latency.p99 };
      console.log(`${row.scenario.padEnd(26)} ${String(row.rps).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms`);
      results.push(row);
    }
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    const file = new URL(`./results/directory-${new Date().toISOString().slice(0, 10)}.json`, import.meta.url);
    writeFileSync(
      file,
      JSON.stringify({ providers: PROVIDERS, services: SERVICES, connections: CONNECTIONS, duration: DURATION, results }, null, 2),
    );
    await app.close();
    await jobs.stop();
  } finally {
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${name} (drop it by hand)`);
    else {
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  }
}

await main();
