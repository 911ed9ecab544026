/**
 * Server rendering under load (`npx tsx bench/ssr.bench.ts`; not part of `npm test`).
 *
 * A fresh PostgreSQL database (or PGlite with BENCH_ENGINE=pglite) with the demo content; the real app
 * with the built web app (rate limits and logging off) on a free port; autocannon at 16 connections
 * against a listing's page rendered on the server, next to the same listing's JSON detail endpoint,
 * and the home and buy-sell pages. Rendered pages are reused for PAGE_CACHE_SECONDS (10 s, as `npm start`),
 * so a second listing-page run makes every request a cache miss (a unique query string) to show the cost of
 * rendering itself. Prints req/s, p50 and p99; the budget is p99 ≤ 50 ms for the listing page on
 * PostgreSQL.
 *
 * Env: BENCH_DURATION seconds per run (10), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/runtime';
import { repoRoot, webDistDir } from '../apps/server/src/lib/paths';
import { createDiskStorage } from '../apps/server/src/platform/storage';
import { createLogger } from '../apps/server/src/lib/log';
import { startJobs } from '../apps/server/src/platform/jobs';
import { seedDemo, seedReference } from '../apps/server/src/seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 16;
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manara-ssr-bench-'));
  let database: Database;
  let drop = async () => {};
  if (ENGINE === 'postgres') {
    const name = `manara_ssr_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString(), { max: 16 });
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = await openPglite(path.join(dataDir, 'pgdata'));
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://bench.manara.test',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const storage = createDiskStorage(config.mediaDir);
  await prepareDatabase(database);
  await seedReference(database.db);
  await seedDemo(database.db, storage);
  const jobs = await startJobs(database.db, { log: createLogger({ level: 'silent', pretty: false }) });
  const app = await buildApp({ config, database, storage, jobs, webDist: webDistDir(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const list = (await (await fetch(`${base}/api/v1/realty/properties/?purpose=sale`)).json()) as { results: { id: number }[] };
  const id = list.results[0]!.id;
  const scenarios = [
    { name: 'listing page (HTML, server-rendered)', path: `/realty/property/${id}` },
    { name: 'listing page, rendered every time', path: `/realty/property/${id}`, miss: true },
    { name: 'listing detail (JSON API)', path: `/api/v1/realty/properties/${id}/` },
    { name: 'home page (HTML)', path: '/' },
    { name: 'buy-sell page (HTML)', path: '/realty/buy-sell' },
  ];
  console.log(
    `SSR benchmark on ${ENGINE}: ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const rows: { scenario: string; rps: number; p50: number; p99: number; kb: number }[] = [];
  try {
    for (const s of scenarios) {
      const url = base + s.path;
      const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (first.status !== 200) throw new Error(`${s.name}: HTTP ${first.status}`);
      const kb = (await first.arrayBuffer()).byteLength / 1024;
      let n = 0;
      // A unique query string per request: the address is new to the page cache, so it is rendered.
      const requests = s.miss ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: `${s.path}?n=${n++}` }) }] : undefined;
      await autocannon({ url, connections: CONNECTIONS, duration: 2, ...(requests ? { requests } : { workers: 1 }) }); // warm-up
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...(requests ? { requests } : { workers: 1 }) });
      if (r.non2xx || r.errors || r.timeouts) console.warn(`  ${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      rows.push({ scenario: s.name, rps: r.requests.total / DURATION, p50: r.latency.p50, p99: r.latency.p99, kb });
      console.log(
        `  ${s.name.padEnd(38)} ${(r.requests.total / DURATION).toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
      );
    }
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\n| scenario | req/s | p50 ms | p99 ms | body KB (uncompressed) |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.kb.toFixed(0)} |`);
  const page = rows[0]!;
  console.log(`\nBudget (listing page p99 ≤ 50 ms on PostgreSQL): ${page.p99 <= 50 ? 'met' : 'missed'} (${page.p99} ms)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
