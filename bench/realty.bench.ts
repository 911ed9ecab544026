/**
 * Realty catalogue benchmark (`npm run bench`; not part of `npm test`).
 *
 * Seeds 100 000 listings (BENCH_ROWS=1000000 for a region's catalogue) into a fresh PGlite (temp
 * dir) and, when reachable, a fresh PostgreSQL database; starts the real app on a free 127.0.0.1 port
 * (rate limits and logging off) and measures each scenario with autocannon (16 connections), every
 * request drawn at random (cities, price bands, words, pages, listings), not one cached question.
 * Next to each, the exact SQL the API ran for one such request (captured through Drizzle's logger) is
 * replayed straight through the driver: the lower bound of what the API could do; its plan
 * (EXPLAIN ANALYZE) is saved with the results. Prints a table and writes bench/results/realty-<date>.json.
 *
 * Env: BENCH_ROWS (100000), BENCH_DURATION seconds per run (10), BENCH_PG_URL
 * (postgres://postgres@127.0.0.1:5432/postgres), BENCH_ENGINES (pglite,postgres), BENCH_KEEP_DB=1 keeps the
 * PostgreSQL database for EXPLAIN experiments (drop it by hand), BENCH_PG_DB=<name> uses (and keeps) that
 * database, seeding it only when it does not hold BENCH_ROWS listings yet (a million takes minutes),
 * BENCH_RAW=0 skips the driver replays, BENCH_ONLY=<scenario,…> runs only those scenarios.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { normalizeSearchText } from '@manara/shared';
import autocannon from 'autocannon';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { COUNT_LIMIT } from '../apps/server/src/http/paging';
import { loadConfig } from '../apps/server/src/config';
import { postgresDatabase, type Database, type Db } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/runtime';
import * as schema from '../apps/server/src/db/schema';
import { seedReference } from '../apps/server/src/seed';
import { createDiskStorage } from '../apps/server/src/platform/storage';
import { createLogger } from '../apps/server/src/lib/log';
import { startJobs } from '../apps/server/src/platform/jobs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 16;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const PG_DB = process.env.BENCH_PG_DB;
const RAW = process.env.BENCH_RAW !== '0';
const ONLY = process.env.BENCH_ONLY?.split(',');

type Query = { text: string; params: unknown[] };

/**
 * Records the SQL the app sends while `capturing`, grouped in waves: queries issued in the same turn
 * of the event loop (Promise.all) form one wave and are replayed concurrently, waves one after another.
 */
function createCapture() {
  let capturing = false;
  let waves: Query[][] = [];
  let open: Query[] | null = null;
  const logger: Logger = {
    logQuery(text, params) {
      if (!capturing) return;
      if (!open) {
        open = [];
        waves.push(open);
        setImmediate(() => (open = null));
      }
      open.push({ text, params });
    },
  };
  return {
    logger,
    async record(run: () => Promise<void>): Promise<Query[][]> {
      waves = [];
      capturing = true;
      await run();
      capturing = false;
      return waves;
    },
  };
}

interface Engine {
  name: 'pglite' | 'postgres';
  database: Database;
  capture: ReturnType<typeof createCapture>;
  /** One query straight through the driver. */
  raw(q: Query): Promise<{ rows: unknown[] }>;
  /** How many raw loops run at once (PGlite has one connection: serial). */
  rawConcurrency: number;
  close(): Promise<void>;
}

async function openPgliteEngine(dir: string): Promise<Engine> {
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const capture = createCapture();
  const db = drizzlePglite(client, { schema, logger: capture.logger }) as unknown as Db;
  return {
    name: 'pglite',
    database: { kind: 'pglite', db, ping: async () => {}, withConnection: (fn) => fn(db), close: () => client.close() },
    capture,
    raw: (q) => client.query(q.text, q.params as never[]),
    rawConcurrency: 1,
    close: () => client.close(),
  };
}

async function openPostgresEngine(url: string): Promise<Engine> {
  const capture = createCapture();
  const appPool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const rawPool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  // Dropping the database at the end terminates any connection still idle in a pool.
  for (const pool of [appPool, rawPool]) pool.on('error', () => {});
  return {
    name: 'postgres',
    database: postgresDatabase(appPool, { logger: capture.logger }),
    capture,
    raw: (q) => rawPool.query(q.text, q.params),
    rawConcurrency: CONNECTIONS,
    close: async () => {
      await appPool.end();
      await rawPool.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

const KINDS: [string, string][] = [
  ['apartment', 'شقة للبيع في موقع مميز'],
  ['apartment', 'Modern apartment with balcony'],
  ['villa', 'فيلا مستقلة مع حديقة'],
  ['villa', 'Stone villa with garden'],
  ['house', 'بيت عائلي من طابقين'],
  ['house', 'Family house near schools'],
  ['land', 'أرض سكنية للبيع'],
  ['land', 'Agricultural land with olive trees'],
  ['office', 'مكتب في مجمع تجاري'],
  ['office', 'Office suite downtown'],
  ['commercial', 'محل تجاري على شارع رئيسي'],
  ['commercial', 'Shop on a busy street'],
  ['warehouse', 'مستودع في المنطقة الصناعية'],
  ['apartment', 'شقة مطلة قرب الجامعة'],
];
const DESCRIPTIONS = [
  'تشطيب سوبر ديلوكس، قريبة من المدارس والخدمات.',
  'Bright rooms, new kitchen and plenty of storage.',
  'إطلالة مفتوحة وموقف سيارات خاص.',
  'Quiet neighbourhood, walking distance to the centre.',
  'مدخل مستقل وحديقة صغيرة.',
  'Solar water heater and central heating.',
  'قريبة من المواصلات العامة والسوق.',
  'Registered title (tabu), all services available.',
  'عمارة حديثة فيها مصعد وحارس.',
  'Recently renovated, ready to move in.',
];
const ADDRESSES = [
  'شارع الإرسال',
  'شارع القدس',
  'حي الماصيون',
  'Al-Tireh',
  'Rafidia Street',
  'شارع فيصل',
  'Ein Sarah Street',
  'Old City',
  'حي الجنان',
  'شارع الجامعة',
  'Main Street',
  'دوار المنارة',
  'Al-Masyoun',
  'شارع نابلس',
  'Star Street',
  'حي البساتين',
  'Industrial Zone',
  'شارع عمان',
  'Al-Karkafa',
  'حي الزيتون',
  'Ein Munjed',
  'شارع الشهداء',
  'Nablus Road',
  'حي الشرفة',
  'Al-Balou',
];

/** Bulk-loads ROWS listings (two image rows each) with the indexes dropped, then rebuilds them. */
async function seedListings(engine: Engine): Promise<number> {
  const started = performance.now();
  const db = engine.database.db;
  const exec = async (text: string) => engine.raw({ text, params: [] });
  await seedReference(db);
  const owner = (
    await engine.raw({
      text: `insert into users (email, password_hash, name, role, provider_type, search_text) values ('bench@demo.manara.ps', 'x', 'Bench Realty', 'provider', 'realtor', 'bench realty bench@demo.manara.ps') returning id`,
      params: [],
    })
  ).rows[0] as { id: number };
  const cityRows = (
    await engine.raw({
      text: 'select id, country_id, name_ar, name_en, governorate_ar, governorate_en, latitude, longitude from cities order by id',
      params: [],
    })
  ).rows as {
    id: number;
    country_id: number;
    name_ar: string;
    name_en: string;
    governorate_ar: string;
    governorate_en: string;
    latitude: number | null;
    longitude: number | null;
  }[];

  const values = (rows: string[][]) => rows.map((r) => `(${r.join(', ')})`).join(', ');
  // Each seeded title and description is in one language (decision 045): its own column, the other ''.
  const arabic = (s: string) => /[\u0600-\u06FF]/.test(s);
  const inLanguage = (s: string) => (arabic(s) ? [lit(s), "''"] : ["''", lit(s)]);
  const kinds = values(KINDS.map(([type, title], k) => [String(k), lit(type), ...inLanguage(title), lit(normalizeSearchText(title))]));
  const descs = values(DESCRIPTIONS.map((d, k) => [String(k), ...inLanguage(d), lit(normalizeSearchText(d))]));
  const addrs = values(ADDRESSES.map((a, k) => [String(k), lit(a), lit(normalizeSearchText(a))]));
  const cits = values(
    cityRows.map((c, k) => [
      String(k),
      String(c.id),
      String(c.country_id),
      c.latitude === null ? 'null::float8' : `${c.latitude}::float8`,
      c.longitude === null ? 'null::float8' : `${c.longitude}::float8`,
      lit(normalizeSearchText(`${c.name_ar} ${c.name_en} ${c.governorate_ar} ${c.governorate_en}`)),
    ]),
  );

  const indexes = (
    await engine.raw({
      text: `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('properties', 'property_media') and indexname not like '%_pkey'`,
      params: [],
    })
  ).rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await exec(`drop index ${i.indexname}`);

  // Well-spread pseudo-random numbers from the row number (high 16 bits of a multiplicative hash).
  const h = (m: number) => `((i::bigint * ${m}) % 4294967296) / 65536`;
  const BATCH = 25_000;
  for (let from = 1; from <= ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH - 1);
    await exec(`
      with kinds(k, type, title_ar, title_en, norm) as (values ${kinds}),
      descs(k, descr_ar, descr_en, norm) as (values ${descs}),
      addrs(k, addr, norm) as (values ${addrs}),
      cits(k, id, country_id, lat, lon, norm) as (values ${cits}),
      g as (
        select i, ${h(2654435761)} as hk, ${h(2246822519)} as hc, ${h(3266489917)} as hd, ${h(668265263)} as ha,
          ${h(374761393)} as hp, ${h(1103515245)} as hq, ${h(134775813)} as hb, ${h(1664525)} as ht, ${h(22695477)} as hl
        from generate_series(${from}, ${to}) i
      )
      insert into properties (owner_id, title_ar, title_en, description_ar, description_en, type, purpose, price, price_usd, currency, area, beds, baths, floors,
        country_id, city_id, latitude, longitude, address, amenities, status, views_count, search_text, search_title, created_at, updated_at)
      select ${owner.id}, kinds.title_ar, kinds.title_en, descs.descr_ar, descs.descr_en, kinds.type,
        case when g.hp % 10 < 6 then 'sale' else 'rent' end,
        case when g.hp % 10 < 6 then 40000 + (g.hq % 600) * 1000 else 300 + (g.hq % 120) * 10 end,
        case when g.hp % 10 < 6 then 40000 + (g.hq % 600) * 1000 else 300 + (g.hq % 120) * 10 end,
        'USD',
        case when kinds.type = 'land' then 500 + (g.ha % 95) * 100 else 45 + g.ha % 400 end,
        case when kinds.type in ('land', 'office', 'commercial', 'warehouse') then 0 else 1 + g.hb % 5 end,
        case when kinds.type = 'land' then 0 else 1 + g.hb % 3 end,
        case when kinds.type = 'land' then 0 else 1 end,
        cits.country_id, cits.id,
        -- Seven listings in ten have a pin, within about 3 km of their city's centre.
        case when g.hl % 10 < 7 then cits.lat + ((g.hl / 10) % 61 - 30) * 0.001 end,
        case when g.hl % 10 < 7 and cits.lat is not null then cits.lon + ((g.hl / 610) % 61 - 30) * 0.001 end,
        addrs.addr,
        case g.hb % 4 when 0 then '{parking,elevator}'::text[] when 1 then '{garden}'::text[] when 2 then '{ac,balcony}'::text[] else '{}'::text[] end,
        case g.ht % 20 when 0 then 'pending' when 1 then 'sold' else 'active' end,
        g.ht % 800,
        kinds.norm || ' ' || descs.norm || ' ' || addrs.norm || ' ' || cits.norm,
        kinds.norm,
        now() - (g.ht * 962) * interval '1 second',
        now() - (g.ht * 962) * interval '1 second'
      from g
      join kinds on kinds.k = g.hk % ${KINDS.length}
      join descs on descs.k = g.hd % ${DESCRIPTIONS.length}
      join addrs on addrs.k = g.ha % ${ADDRESSES.length}
      join cits on cits.k = g.hc % ${cityRows.length}`);
  }
  await exec(`
    insert into property_media (property_id, media_type, storage_key, widths, width, height, position, mime_type)
    select p.id, 'image', 'properties/bench/' || p.id || '-' || n, '{480,960,1600}', 1600, 1000, n, 'image/webp'
    from properties p cross join generate_series(0, 1) n`);
  // Building the indexes of a million rows wants more than the default 64 MB of sort memory (PostgreSQL).
  for (const i of indexes) await exec(engine.name === 'postgres' ? `set maintenance_work_mem = '512MB'; ${i.indexdef}` : i.indexdef);
  await exec('vacuum analyze properties');
  await exec('vacuum analyze property_media');
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Row {
  scenario: string;
  engine: string;
  kind: 'api' | 'raw';
  rps: number;
  p50: number;
  p99: number;
  ratio?: number;
  queries?: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Replays a request's captured SQL (waves in order, each wave's queries concurrently) for `seconds`. */
async function rawRun(engine: Engine, waves: Query[][], seconds: number): Promise<{ rps: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      for (const wave of waves) await Promise.all(wave.map((q) => engine.raw(q)));
      latencies.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: engine.rawConcurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99) };
}

async function benchEngine(engine: Engine, rows: Row[], explains: Record<string, string[]>): Promise<{ seedMs: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manara-bench-app-'));
  await prepareDatabase(engine.database);
  const have = Number(((await engine.raw({ text: 'select count(*)::int as n from properties', params: [] })).rows[0] as { n: number }).n);
  let seedMs = 0;
  if (have === ROWS) console.log(`[${engine.name}] reusing the ${ROWS.toLocaleString('en')} listings already seeded`);
  else {
    if (have) throw new Error(`The database holds ${have} listings, not ${ROWS}: use an empty one`);
    console.log(`[${engine.name}] seeding ${ROWS.toLocaleString('en')} listings…`);
    seedMs = await seedListings(engine);
    console.log(`[${engine.name}] seeded in ${(seedMs / 1000).toFixed(1)} s`);
  }

  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://bench.manara.test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const jobs = await startJobs(engine.database.db, { log: createLogger({ level: 'silent', pretty: false }) });
  const app = await buildApp({ config, database: engine.database, storage: createDiskStorage(config.mediaDir), jobs, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const ids = async (text: string) => ((await engine.raw({ text, params: [] })).rows as { id: number }[]).map((r) => r.id);
  const cityIds = await ids('select id from cities order by id');
  const centres = (await engine.raw({ text: 'select latitude, longitude from cities where latitude is not null', params: [] })).rows as {
    latitude: number;
    longitude: number;
  }[];
  /** The bbox of a map zoomed on a city: about 10 km across. */
  const cityBox = () => {
    const c = any(centres);
    return [c.longitude - 0.05, c.latitude - 0.05, c.longitude + 0.05, c.latitude + 0.05].map((v) => v.toFixed(4)).join(',');
  };
  const detailIds = await ids(`select id from properties where status = 'active' and id % ${Math.max(1, Math.floor(ROWS / 2000))} = 0`);
  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
  // One Arabic word as people type it (hamza, ta marbuta, alef maqsura as they come), each in the seeded texts.
  const PAGE_SIZE = 12; // the API's default
  const RARE_WORDS = ['مسبح', 'اسطبل', 'مخبز', 'ملعب'];
  // Towns of about one listing in fifty: the map walks the newest listings furthest for these.
  const SMALL_PLACES = ['روابي', 'طمون', 'بديا'];
  const WORDS = ['الارسال', 'شقة', 'فيلا', 'حديقة', 'مستودع', 'مكتب', 'الجامعة', 'المدارس', 'السوق', 'مصعد', 'طابقين', 'تجاري'];
  // Pages 450–500 of the sale list, reached by following `next` from the first page.
  const deepCursors: string[] = [];
  let link: string | null = !ONLY || ONLY.includes('page 500 (cursor)') ? '/api/v1/realty/properties/?purpose=sale' : null;
  for (let n = 1; link && n <= 500; n++) {
    if (n >= 450) deepCursors.push(link);
    link = ((await (await fetch(base + link)).json()) as { next: string | null }).next;
  }
  // Numbered pages stop where the count does (decision 034): the deepest one.
  const deepestNumbered = Math.ceil(COUNT_LIMIT / PAGE_SIZE);
  const sitemapFiles = (await (await fetch(`${base}/sitemap.xml`)).text()).match(/<sitemap>/g)?.length ?? 0;
  const scenarios: { name: string; path: () => string; connections?: number }[] = [
    { name: 'first page', path: () => '/api/v1/realty/properties/?purpose=sale' },
    {
      name: 'filtered first page',
      path: () =>
        `/api/v1/realty/properties/?purpose=sale&city=${any(cityIds)}&price_max=${between(10, 60) * 10_000}&beds_min=${between(1, 3)}`,
    },
    { name: 'Arabic search', path: () => `/api/v1/realty/properties/?purpose=sale&search=${encodeURIComponent(any(WORDS))}` },
    // Words in no listing (by relevance or by price): the exact search, then the one allowing
    // misspellings, both find nothing. One at a time: the time one such search takes.
    {
      name: 'rare-word search',
      path: () => `/api/v1/realty/properties/?purpose=sale&search=${encodeURIComponent(any(RARE_WORDS))}${any(['', '&ordering=price'])}`,
      connections: 1,
    },
    // The map view: the whole country (its first view), zoomed on a city, and a search on the whole map.
    {
      name: 'map (whole country)',
      path: () => `/api/v1/realty/properties/map/?purpose=${any(['sale', 'rent'])}&bbox=34.15,31.15,35.65,32.65`,
    },
    { name: 'map (one city)', path: () => `/api/v1/realty/properties/map/?purpose=sale&bbox=${cityBox()}` },
    {
      name: 'map search',
      path: () =>
        `/api/v1/realty/properties/map/?purpose=sale&bbox=34.15,31.15,35.65,32.65&search=${encodeURIComponent(any([...WORDS, ...RARE_WORDS, ...SMALL_PLACES]))}`,
    },
    {
      name: `page ${deepestNumbered} (number)`,
      path: () => `/api/v1/realty/properties/?purpose=sale&page=${between(deepestNumbered - 10, deepestNumbered)}`,
    },
    ...(deepCursors.length ? [{ name: 'page 500 (cursor)', path: () => any(deepCursors) }] : []),
    { name: 'detail', path: () => `/api/v1/realty/properties/${any(detailIds)}/` },
    // A whole file of 50 000 addresses (or the only one): generation time, not throughput.
    {
      name: 'sitemap file',
      path: () => (sitemapFiles > 1 ? `/sitemaps/${between(2, sitemapFiles)}.xml` : '/sitemap.xml'),
      connections: 2,
    },
  ].filter((sc) => !ONLY || ONLY.includes(sc.name));

  try {
    for (const s of scenarios) {
      const url = base + s.path();
      const first = await fetch(url);
      const text = await first.text();
      if (first.status !== 200) throw new Error(`${s.name}: HTTP ${first.status} ${text.slice(0, 300)}`);
      const count = text.startsWith('{') ? (JSON.parse(text) as { count?: number }).count : undefined;
      const waves = await engine.capture.record(async () => {
        await (await fetch(url)).arrayBuffer();
      });
      const queries = waves.flat().length;

      if (engine.name === 'postgres') {
        // Five runs of each statement: the plan of the median one (one run on a shared machine is noise).
        explains[`${engine.name}: ${s.name}`] = [];
        for (const q of waves.flat()) {
          const runs: { ms: number; plan: string }[] = [];
          for (let i = 0; i < 5; i++) {
            const plan = await engine.raw({ text: `explain (analyze, buffers) ${q.text}`, params: q.params });
            const text = (plan.rows as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
            runs.push({ ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0), plan: text });
          }
          explains[`${engine.name}: ${s.name}`]!.push(runs.sort((a, b) => a.ms - b.ms)[2]!.plan);
        }
      }

      const connections = s.connections ?? CONNECTIONS;
      // Every request asks a question drawn from 2 000 (setupRequest runs per request in the load
      // generator's worker thread, off the server's event loop; a worker loads it from a file).
      const setup = path.join(dataDir, `${s.name.replace(/\W+/g, '-')}.cjs`);
      const paths = Array.from({ length: 2000 }, () => s.path());
      writeFileSync(
        setup,
        `const p = ${JSON.stringify(paths)};\nmodule.exports = (req) => ({ ...req, path: p[Math.floor(Math.random() * p.length)] });\n`,
      );
      const requests = [{ setupRequest: setup }];
      await autocannon({ url: base, connections, duration: 2, workers: 1, requests }); // warm-up
      const api = await autocannon({ url: base, connections, duration: DURATION, workers: 1, requests });
      if (api.non2xx || api.errors || api.timeouts)
        console.warn(`  ${s.name}: ${api.non2xx} non-2xx, ${api.errors} errors, ${api.timeouts} timeouts`);
      const apiRps = api.requests.total / DURATION;
      let raw: { rps: number; p50: number; p99: number } | undefined;
      if (RAW) {
        await rawRun(engine, waves, 1); // warm-up
        raw = await rawRun(engine, waves, Math.max(3, DURATION / 2));
      }
      rows.push({
        scenario: s.name,
        engine: engine.name,
        kind: 'api',
        rps: apiRps,
        p50: api.latency.p50,
        p99: api.latency.p99,
        ...(raw && { ratio: apiRps / raw.rps }),
        queries,
      });
      if (raw) rows.push({ scenario: s.name, engine: engine.name, kind: 'raw', ...raw, queries });
      console.log(
        `  ${s.name.padEnd(20)} count=${String(count ?? '-').padEnd(6)} api ${apiRps.toFixed(0).padStart(6)} req/s p99 ${api.latency.p99} ms` +
          (raw ? ` | raw ${raw.rps.toFixed(0).padStart(6)} req/s p99 ${raw.p99.toFixed(1)} ms` : ''),
      );
    }
  } finally {
    await app.close();
    await jobs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { seedMs };
}

async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

function printTable(rows: Row[]) {
  const header = ['scenario', 'engine', 'path', 'req/s', 'p50 ms', 'p99 ms', 'API/raw'];
  const lines = rows.map((r) => [
    r.scenario,
    r.engine,
    r.kind === 'api' ? 'API (HTTP)' : 'raw driver',
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(0)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i >= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const l of lines) console.log(fmt(l));
}

async function main() {
  const rows: Row[] = [];
  const explains: Record<string, string[]> = {};
  const seedMs: Record<string, number> = {};
  console.log(
    `Realty benchmark: ${ROWS.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} CPUs, Node ${process.version}`,
  );

  if (ENGINES.includes('pglite')) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manara-bench-pglite-'));
    const engine = await openPgliteEngine(dir);
    try {
      seedMs.pglite = (await benchEngine(engine, rows, explains)).seedMs;
    } finally {
      await engine.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  if (ENGINES.includes('postgres')) {
    if (!(await postgresReachable(PG_URL))) {
      console.log(`PostgreSQL not reachable at ${PG_URL}: skipped.`);
    } else {
      const name = PG_DB ?? `manara_bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      const exists = PG_DB && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
      // A UTF-8 ctype so trigrams index Arabic letters (architecture §4).
      if (!exists) await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const engine = await openPostgresEngine(url.toString());
      try {
        seedMs.postgres = (await benchEngine(engine, rows, explains)).seedMs;
      } finally {
        await engine.close();
        if (process.env.BENCH_KEEP_DB || PG_DB) console.log(`Kept database ${name}.`);
        else await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  }

  printTable(rows);
  for (const [key, plans] of Object.entries(explains)) {
    const seq = plans.some((p) => /Seq Scan on properties/.test(p));
    const used = [
      ...new Set(plans.join('\n').match(/(?:Index|Bitmap Index|Index Only) Scan(?: Backward)? using \w+|Bitmap Index Scan on \w+/g) ?? []),
    ];
    console.log(`\nEXPLAIN ${key}: ${seq ? 'SEQ SCAN on properties!' : 'no sequential scan of properties'}; ${used.join(', ')}`);
  }

  const resultsDir = path.join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `realty-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        rows: ROWS,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        cpus: os.cpus().length,
        node: process.version,
        seedMs,
        results: rows,
        explain: explains,
      },
      null,
      2,
    ),
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
