/**
 * Background jobs (`npx tsx bench/jobs.bench.ts`; not part of `npm test`).
 *
 * On a fresh PGlite and, when one answers, a fresh PostgreSQL database, through platform/jobs as the
 * app uses it:
 * - enqueue throughput: BENCH_JOBS jobs queued one after another outside a transaction, then each in a
 *   transaction of its own with a row insert (as a service queues the job of the row it saves), then
 *   (PostgreSQL only: PGlite has one connection) 16 at a time;
 * - queue→start latency: jobs queued one every 100 ms to an idle worker (concurrency 2, polling every
 *   second as the app's workers do), outside a transaction (the worker in the same process is woken)
 *   and in one (the commit is not seen by pg-boss: the next poll finds it).
 *
 * Env: BENCH_JOBS (1000), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/runtime';
import { createLogger } from '../apps/server/src/lib/log';
import { defineJob, startJobs } from '../apps/server/src/platform/jobs';

const COUNT = Number(process.env.BENCH_JOBS ?? 1000);
const LATENCY_JOBS = 100;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = createLogger({ level: 'silent', pretty: false });

const noop = defineJob<{ i: number }>('bench.noop');
const timed = defineJob<{ queuedAt: number; tx: boolean }>('bench.timed');

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function bench(name: string, database: Database) {
  await prepareDatabase(database);
  await database.db.execute(sql`create table bench_rows (id serial primary key, n int not null)`);
  const jobs = await startJobs(database.db, { log });
  const rate = async (label: string, run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    const seconds = (performance.now() - started) / 1000;
    console.log(`[${name}] enqueue ${label}: ${(COUNT / seconds).toFixed(0)} jobs/s`);
  };
  await rate('outside a transaction', async () => {
    for (let i = 0; i < COUNT; i++) await jobs.queue(noop, { i });
  });
  await rate('in a transaction with its row', async () => {
    for (let i = 0; i < COUNT; i++) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into bench_rows (n) values (${i})`);
        await jobs.queue(noop, { i }, { tx });
      });
    }
  });
  if (database.kind === 'postgres') {
    await rate('16 at a time', async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < COUNT) await jobs.queue(noop, { i: next++ });
        }),
      );
    });
  }
  await jobs.stop();

  const worker = await startJobs(database.db, { log, worker: true });
  const latencies: Record<'outside' | 'inside', number[]> = { outside: [], inside: [] };
  await worker.work(timed, async ({ queuedAt, tx }) => void latencies[tx ? 'inside' : 'outside'].push(Date.now() - queuedAt), {
    concurrency: 2,
  });
  for (const inTx of [false, true]) {
    for (let i = 0; i < LATENCY_JOBS; i++) {
      if (inTx) await database.db.transaction((tx) => worker.queue(timed, { queuedAt: Date.now(), tx: true }, { tx }));
      else await worker.queue(timed, { queuedAt: Date.now(), tx: false });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const all = () => latencies.outside.length + latencies.inside.length;
  for (let waited = 0; all() < 2 * LATENCY_JOBS && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  for (const [label, values] of Object.entries(latencies)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `[${name}] queue→start, queued ${label} a transaction: p50 ${pct(sorted, 0.5)} ms, p99 ${pct(sorted, 0.99)} ms, max ${sorted.at(-1)} ms (${sorted.length} jobs)`,
    );
  }
  await worker.stop();
}

async function main() {
  const pglite = await openPglite('memory://');
  try {
    await bench('PGlite', pglite);
  } finally {
    await pglite.close();
  }
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log('PostgreSQL: nothing answers at BENCH_PG_URL; skipped.');
    return;
  }
  const dbName = `manara_jobs_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${dbName} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  const postgres = await openPostgres(url.toString());
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
