/**
 * The services directories' benchmark (decision 057; not part of `npm test`): `npx tsx bench/directory.bench.ts`.
 *
 * A PostgreSQL database with BENCH_PROVIDERS (10 000) providers — lawyers and financial experts half and
 * half, nine in ten verified, each with a profile (cities, languages) — and BENCH_SERVICES (100 000)
 * services spread over them (texts in Arabic and English, categories of their type, prices in the three
 * currencies, a tenth archived). Starts the real app in its own Node process (this file forked with
 * BENCH_SERVE=1; rate limits and logging off, production mode, a pool as large as the connections) on a free 127.0.0.1 port,
 * so the load generator does not share the app's event loop, and measures with autocannon (16
 * connections unless BENCH_CONNECTIONS says, BENCH_DURATION seconds each, every request drawn from 2 000 random ones): the /legal
 * directory's first page, a search by a service word, a search by a provider's name, a city +
 * category + price filter, and a search for a new word on every request (never a reused answer). Directory answers are reused for
 * PAGE_CACHE_SECONDS (10, as `npm start`; decision 075): PAGE_CACHE_SECONDS=0 measures every request's queries. Before the load it counts the SQL statements one request of each sends. Prints
 * requests per second, p50 and p99, the CPU time per request of the app's process and of PostgreSQL's
 * (from /proc: steadier than latency on a shared machine), and writes bench/results/directory-<time>.json.
 *
 * Env: BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_DURATION (10), BENCH_CONNECTIONS (16), BENCH_PROVIDERS,
 * BENCH_SERVICES, BENCH_PG_DB=<name> uses (and keeps) that database, seeding it only when it holds no
 * bench providers yet (seeding takes ≈ 1.5 min); without it a fresh database is made and dropped
 * (BENCH_KEEP_DB=1 keeps it). BENCH_ONLY=<scenario,…> runs only those scenarios; BENCH_CPU_PROF=<dir>
 * writes the server's CPU profile there (node --cpu-prof); BENCH_SHOW_SQL=1 prints the statements of one request; BENCH_APP_DIR=<checkout> serves another
 * checkout's server code (an older commit's worktree, for before/after runs on the same data).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { normalizeSearchText, SERVICE_CATEGORIES_BY_TYPE, SERVICE_CATEGORY_LABELS } from '@manara/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/runtime';
import { seedReference } from '../apps/server/src/seed';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY?.split(',');

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
  await pool.query(`insert into provider_search (provider_id, provider_type, search_text)
    select u.id, u.provider_type, coalesce((select string_agg(w, ' ') from (
      select regexp_split_to_table(u.search_text, ' ') w
      union select regexp_split_to_table(s.search_text, ' ') from provider_services s where s.provider_id = u.id and s.status = 'active') x
      where w <> ''), '')
    from users u where u.email like '%@bench.manara.test'`);
  // As autovacuum leaves a live database: a bulk insert leaves the trigram indexes' pending lists full, and
  // every search then reads them (the planner prices such an index at ≈ 1 000 and walks instead).
  await pool.query('vacuum analyze');
}

/** The app's own process (BENCH_SERVE=1): listens on a free port, tells the parent, counts statements on request. */
async function serve() {
  const dir = process.env.BENCH_APP_DIR ? path.resolve(process.env.BENCH_APP_DIR) : path.resolve(import.meta.dirname, '..');
  const from = (file: string) => import(pathToFileURL(path.join(dir, 'apps/server/src', file)).href);
  const [{ buildApp }, { loadConfig }, { postgresDatabase }, { createLogger }, { startJobs }, { createDiskStorage }] = await Promise.all([
    from('app.ts'),
    from('config.ts'),
    from('db/client.ts'),
    from('lib/log.ts'),
    from('platform/jobs/index.ts'),
    from('platform/storage/index.ts'),
  ]);
  // Connections stay open (no idle timeout), so their PostgreSQL processes' CPU time is counted whole (cpuSeconds).
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DB_URL, max: CONNECTIONS, idleTimeoutMillis: 0 });
  pool.on('error', () => {});
  let statements: string[] | null = null;
  const database = postgresDatabase(pool, {
    logger: { logQuery: (query: string, params: unknown[]) => statements?.push(`${query} -- ${JSON.stringify(params)}`) },
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manara-bench-directory-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://bench.manara.test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Directory answers are reused like pages (decision 075); PAGE_CACHE_SECONDS=0 measures every request's query.
    PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? '10',
  });
  const jobs = await startJobs(database.db, { log: createLogger({ level: 'silent', pretty: false }) });
  const app = await buildApp({ config, database, storage: createDiskStorage(config.mediaDir), jobs, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.on('message', async (message: string) => {
    if (message === 'count') statements = [];
    else if (message === 'counted') {
      process.send!({ statements });
      statements = null;
    } else if (message === 'stop') {
      await app.close();
      await jobs.stop();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0); // --cpu-prof writes the profile on exit
    }
  });
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

/**
 * CPU seconds (user + system) used so far by the app's process and by the PostgreSQL processes serving
 * `database`, from /proc (Linux; zeros elsewhere): what a request costs, far less sensitive to other
 * people's load on a shared machine than its latency.
 */
function cpuSeconds(appPid: number, database: string): { app: number; postgres: number } {
  const ticks = (pid: string) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      return 0;
    }
  };
  let postgres = 0;
  try {
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      let cmd = '';
      try {
        cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${database} `)) postgres += ticks(pid);
    }
  } catch {
    return { app: 0, postgres: 0 };
  }
  return { app: ticks(String(appPid)) / 100, postgres: postgres / 100 }; // USER_HZ is 100 on Linux
}

/** Starts the app's process on `url`'s database; resolves with its port and a way to talk to it. */
async function startServer(url: string) {
  const prof = process.env.BENCH_CPU_PROF;
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SERVE: '1', BENCH_DB_URL: url },
    execArgv: ['--import', 'tsx', ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reply = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
  const { port } = await reply<{ port: number }>();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    /** The SQL statements the app sends while `run` runs. */
    async statementsOf(run: () => Promise<void>): Promise<string[]> {
      child.send('count');
      await run();
      child.send('counted');
      return (await reply<{ statements: string[] }>()).statements;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

async function main() {
  const name = process.env.BENCH_PG_DB ?? `manara_bench_directory_${randomBytes(4).toString('hex')}`;
  const keep = Boolean(process.env.BENCH_PG_DB) || process.env.BENCH_KEEP_DB === '1';
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await prepareDatabase(postgresDatabase(pool));
    await seedReference(postgresDatabase(pool).db);
    const cityIds = (await pool.query<{ id: number }>('select id from cities order by id')).rows.map((r) => r.id);
    const seeded = Number(
      (await pool.query<{ n: string }>(`select count(*) as n from users where email like '%@bench.manara.test'`)).rows[0]?.n ?? 0,
    );
    if (seeded) console.log(`database ${name} already holds ${seeded.toLocaleString('en')} bench providers: not seeded again`);
    else {
      const started = performance.now();
      await seed(pool, cityIds);
      console.log(
        `seeded ${PROVIDERS.toLocaleString('en')} providers and ${SERVICES.toLocaleString('en')} services in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }

    server = await startServer(url.toString());
    const { base } = server;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const at = (query: string) => `/api/v1/services/directory/legal/${query}`;
    const scenarios: { name: string; next: () => string; fresh?: boolean }[] = [
      { name: 'first page', next: () => at('') },
      { name: 'search: a service word', next: () => at(`?search=${encodeURIComponent(pick(WORDS))}`) },
      { name: 'search: a name', next: () => at(`?search=${encodeURIComponent(`${pick(FIRST)} ${pick(LAST)}`)}`) },
      {
        name: 'city + category + price',
        next: () => at(`?city=${pick(cityIds)}&category=${pick(SERVICE_CATEGORIES_BY_TYPE.lawyer)}&price_max=200&currency=JOD`),
      },
      // A different word on every request: never a reused answer (decision 075), whatever PAGE_CACHE_SECONDS says.
      { name: 'search: a new word each', next: () => at(`?search=${randomBytes(4).toString('hex')}`), fresh: true },
    ].filter((s) => !ONLY || ONLY.includes(s.name));
    const results = [];
    const load = os.loadavg().map((n) => n.toFixed(1));
    console.log(`load average ${load.join(' ')} (${os.cpus().length} CPUs), ${CONNECTIONS} connections, ${DURATION} s each`);
    // One request of each scenario with the statements it sends, before any load (so nothing else is in flight).
    const samples = [];
    for (const s of scenarios) {
      const sample = s.next();
      let status = 0;
      let bytes = 0;
      const statements = await server.statementsOf(async () => {
        const answer = await fetch(base + sample, { headers: { 'accept-encoding': 'identity' } });
        status = answer.status;
        bytes = (await answer.arrayBuffer()).byteLength;
      });
      if (status !== 200) throw new Error(`${s.name}: HTTP ${status} for ${sample}`);
      if (process.env.BENCH_SHOW_SQL === '1') console.log(`${s.name}: ${sample}\n${statements.join(';\n')}`);
      samples.push({ statements: statements.length, bytes });
    }
    for (const [i, s] of scenarios.entries()) {
      const { statements, bytes } = samples[i]!;
      const paths = Array.from({ length: 2000 }, s.next);
      const requests = [{ setupRequest: (r: object) => ({ ...r, path: s.fresh ? s.next() : pick(paths) }) }];
      await autocannon({ url: base, connections: CONNECTIONS, duration: 2, requests }); // warm-up
      const cpuBefore = cpuSeconds(server.pid, name);
      const run = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests });
      const cpuAfter = cpuSeconds(server.pid, name);
      if (run.non2xx || run.errors) console.warn(`  ${s.name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      const row = {
        scenario: s.name,
        rps: Math.round(run.requests.total / DURATION),
        p50: run.latency.p50,
        p99: run.latency.p99,
        statements,
        bytes,
        // CPU milliseconds per request (requests still in flight when the run ends are a handful in thousands).
        appCpuMs: +((1000 * (cpuAfter.app - cpuBefore.app)) / run.requests.total).toFixed(2),
        postgresCpuMs: +((1000 * (cpuAfter.postgres - cpuBefore.postgres)) / run.requests.total).toFixed(2),
      };
      console.log(
        `${row.scenario.padEnd(26)} ${String(row.rps).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   CPU per request: app ${row.appCpuMs} ms, PostgreSQL ${row.postgresCpuMs} ms   ${row.statements} SQL statements, ${row.bytes} bytes`,
      );
      results.push(row);
    }
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    const file = new URL(`./results/directory-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`, import.meta.url);
    writeFileSync(
      file,
      JSON.stringify(
        {
          providers: PROVIDERS,
          services: SERVICES,
          connections: CONNECTIONS,
          duration: DURATION,
          load,
          app: process.env.BENCH_APP_DIR ?? '.',
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    await server?.stop();
    await pool.end();
    if (keep) console.log(`kept database ${name} (drop it by hand)`);
    else {
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
  }
}

if (process.env.BENCH_SERVE === '1') await serve();
else await main();
