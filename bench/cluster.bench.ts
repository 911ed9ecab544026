/**
 * Two instances behind HAProxy (`npx tsx bench/cluster.bench.ts`; not part of `npm test`).
 *
 * Runs the example proxy configuration of docs/deploy.md (docs/haproxy.cfg, Debian's haproxy, installed
 * with apt-get when missing) in front of two instances of the built server (`dist/server.mjs`, as `npm
 * start` runs it) on a private PostgreSQL cluster and the machine's Redis (a key prefix of its own,
 * deleted at the end), with the demo content copied up to BENCH_LISTINGS listings. Measures with
 * autocannon (16 connections, BENCH_DURATION seconds) the filtered list (JSON) and a listing page
 * (HTML, page cache on as by default): one instance directly, one instance behind the proxy (the other
 * drained through the admin socket), and both behind the proxy. Then the p99 and the answers while the
 * private PostgreSQL restarts under load (stopped 3 s in, started 4 s later).
 *
 * Env: BENCH_DURATION (10), BENCH_LISTINGS (20000). Needs Redis on 127.0.0.1:6379 and PostgreSQL's
 * server binaries (as the multi-instance test).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as AutocannonResult } from 'autocannon';
import pg from 'pg';
import { clusterUnavailableReason, freePort, startCluster, type Cluster } from '../apps/server/test/cluster';
import { repoRoot } from '../apps/server/src/lib/paths';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const CONNECTIONS = 16;
const DIST = ['dist/server.mjs'];

/** Debian's haproxy, installed when missing (CI does nothing for benchmarks, so this script does). */
function ensureHaproxy(): string {
  const found = () => {
    try {
      return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  if (found()) return found();
  if (process.getuid?.() !== 0) throw new Error('haproxy is missing: apt-get install -y haproxy (as root)');
  console.log('Installing haproxy (apt-get)…');
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'ignore' });
  } catch {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'ignore' });
  }
  return found();
}

/** One command on HAProxy's admin socket (docs/deploy.md: draining an instance before its restart). */
function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = createConnection(socket, () => conn.end(`${command}\n`));
    let out = '';
    conn.on('data', (d) => (out += d));
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
  });
}

async function startHaproxy(binary: string, env: Record<string, string>): Promise<ChildProcess> {
  const config = path.join(repoRoot(), 'docs', 'haproxy.cfg');
  const child = spawn(binary, ['-db', '-f', config], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const port = Number(env.MANARA_BIND!.split(':').at(-1));
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('haproxy did not start');
}

/** Copies the demo listings (with their cities and owners) until there are about `total`. */
async function growListings(url: string, total: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'properties' and column_name <> 'id' order by ordinal_position`,
    );
    const columns = rows.map((r) => `"${r.column_name}"`).join(', ');
    const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from properties')).rows as [{ n: number }];
    const copies = Math.max(0, Math.ceil(total / n) - 1);
    if (copies) await client.query(`insert into properties (${columns}) select ${columns} from properties, generate_series(1, ${copies})`);
    await client.query('analyze properties');
    return (await client.query<{ n: number }>('select count(*)::int as n from properties')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

interface Result {
  scenario: string;
  setup: string;
  rps: number;
  p50: number;
  p99: number;
  codes: string;
}

async function measure(scenario: string, setup: string, url: string, seconds = DURATION): Promise<Result> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, workers: 1 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1 });
  return { scenario, setup, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, codes: statusCodes(r) };
}

function statusCodes(r: AutocannonResult): string {
  const counts = { '2xx': r['2xx'], '5xx': r['5xx'], '4xx': r['4xx'], errors: r.errors, timeouts: r.timeouts };
  return Object.entries(counts)
    .filter(([, n]) => n)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

async function main() {
  const missing = await clusterUnavailableReason();
  if (missing) throw new Error(`cannot run: ${missing}`);
  const haproxy = ensureHaproxy();
  execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'inherit' });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'manara-cluster-bench-'));
  let cluster: Cluster | undefined;
  let proxy: ChildProcess | undefined;
  try {
    cluster = await startCluster({
      SEED_DEMO: 'true',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: '127.0.0.1',
    });
    const a = await cluster.start('a', {}, DIST);
    const listings = await growListings(cluster.postgres.url, LISTINGS);
    const b = await cluster.start('b', {}, DIST);
    const port = await freePort();
    const socket = path.join(dir, 'haproxy.sock');
    proxy = await startHaproxy(haproxy, {
      MANARA_BIND: `127.0.0.1:${port}`,
      MANARA_APP1: new URL(a.url).host,
      MANARA_APP2: new URL(b.url).host,
      MANARA_SOCKET: socket,
    });
    const proxied = `http://127.0.0.1:${port}`;

    const db = new pg.Client({ connectionString: cluster.postgres.url });
    await db.connect();
    const ids = await db.query<{ city: number; id: number }>(
      `select (select id from cities where name_en = 'Ramallah') as city,
              (select p.id from properties p join property_media m on m.property_id = p.id where p.status = 'active' order by p.id limit 1) as id`,
    );
    await db.end();
    const { city, id } = ids.rows[0]!;
    const list = `/api/v1/realty/properties/?purpose=sale&city=${city}&price_max=200000&beds_min=2`;
    const page = `/en/realty/property/${id}`;
    console.log(`${listings} listings; two instances ${a.url} ${b.url} behind haproxy ${proxied}`);

    const results: Result[] = [];
    for (const [scenario, target] of [
      ['filtered list (JSON)', list],
      ['listing page (HTML, page cache)', page],
    ] as const) {
      results.push(await measure(scenario, 'one instance, direct', `${a.url}${target}`));
      await haproxyCommand(socket, 'set server app/app2 state maint');
      await haproxyCommand(socket, 'set server app/app2-fallback state maint');
      results.push(await measure(scenario, 'one instance behind haproxy', `${proxied}${target}`));
      await haproxyCommand(socket, 'set server app/app2 state ready');
      await haproxyCommand(socket, 'set server app/app2-fallback state ready');
      results.push(await measure(scenario, 'two instances behind haproxy', `${proxied}${target}`));
    }

    // PostgreSQL restarting under load: stopped 3 s in, back 4 s later.
    const run = autocannon({ url: `${proxied}${list}`, connections: CONNECTIONS, duration: 14, workers: 1 });
    const pgCluster = cluster.postgres;
    const outage = (async () => {
      await new Promise((r) => setTimeout(r, 3000));
      pgCluster.stop();
      await new Promise((r) => setTimeout(r, 4000));
      pgCluster.start();
    })();
    const during = await run;
    await outage;
    results.push({
      scenario: 'filtered list (JSON)',
      setup: 'two behind haproxy, PostgreSQL restarted (4 s away)',
      rps: Math.round(during.requests.average),
      p50: during.latency.p50,
      p99: during.latency.p99,
      codes: statusCodes(during),
    });

    console.log('\n| scenario | setup | req/s | p50 ms | p99 ms | answers |');
    console.log('|---|---|---|---|---|---|');
    for (const r of results) console.log(`| ${r.scenario} | ${r.setup} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.codes} |`);
    const unavailable = [a, b].map((i) => i.logLines('database unavailable').length + i.logLines('database still unavailable').length);
    console.log(`\nOutage log lines (first + per interval) per instance: ${unavailable.join(', ')}`);
  } finally {
    proxy?.kill();
    await cluster?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
