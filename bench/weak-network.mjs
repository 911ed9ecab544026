// Weak-network LCP (issue 34 "Targets"): a listing page and the buy-sell list, first visit cold (no HTTP
// cache, no service worker) and repeat visit (a new tab of the same browser profile: the HTTP cache and the
// service worker the first visit installed), on two network profiles, median of the runs:
//   node bench/weak-network.mjs [--url http://127.0.0.1:PORT] [--runs 3] [--pages listing,buy-sell] [--lang ar,en] [--no-lighthouse]
// Without --url it starts the built app as `npm start` does (a fresh DATA_DIR with demo content).
//
// How the network is made weak: every request goes through a throttling proxy in this process, not
// through Chromium's network emulation — Chromium does not apply that (Network.emulateNetworkConditions,
// or …ByRule, sent to the page or to the worker's own target) to the fetches a service worker makes, and
// the repeat visit's page is fetched by the worker. The proxy models, per profile: one shared downlink
// and uplink of the profile's throughput, each byte delayed by half the round trip each way, and a new
// connection paying one round trip for TCP and one for TLS 1.3 (the site is served over HTTPS) before its
// first byte — what Lighthouse's simulation (Lantern) models too, without TCP slow start (so slightly
// optimistic for a large file on a fresh connection). The page's CPU is slowed 4× (Emulation.setCPUThrottlingRate),
// the phone is Lighthouse's mobile screen (412×823, DPR 1.75).
//   slow-4g: Lighthouse's mobile preset ("Slow 4G", Lantern's mobileSlow4G): 150 ms RTT, 1.6 Mbps down, 750 kbps up
//   3g:      issue 34's 3G profile: 300 ms RTT, 1.6 Mbps down, 750 kbps up
// LCP is the page's own largest-contentful-paint entry (PerformanceObserver). Bytes are what the server
// sent through the proxy (headers included; a response the worker or the memory cache served moved none).
// Unless --no-lighthouse, Lighthouse's own simulated LCP of the cold first visit is measured too (mobile
// preset; for 3g with rttMs 300), as a cross-check of the proxy's numbers.
// Prints a table and writes bench/results/weak-network-<time>.json, with the machine's load average.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { startApp } from './start-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3')) || 3;
const pageNames = option('--pages', 'listing,buy-sell').split(',');
const languages = option('--lang', 'ar').split(',');
const withLighthouse = !args.includes('--no-lighthouse');
let base = option(
  '--url',
  args.find((a) => a.startsWith('http')),
);

const PROFILES = {
  'slow-4g': { rttMs: 150, downKbps: 1638.4, upKbps: 750 },
  '3g': { rttMs: 300, downKbps: 1638.4, upKbps: 750 },
};
const TARGET = { first: { 'slow-4g': 2500, '3g': 5000 }, repeat: { 'slow-4g': 1000, '3g': 1000 } };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const loadAtStart = loadavg();
let stop = async () => {};
if (!base) ({ base, stop } = await startApp('weak-network'));
const upstream = new URL(base);

/**
 * A TCP proxy to the app with the profile's network: shared down- and uplinks of its throughput, half a
 * round trip each way, two round trips before a new connection's first byte (TCP, TLS 1.3). Counts the
 * bytes the server sent (`down`) and the connections opened.
 */
async function throttlingProxy(profile) {
  const half = profile.rttMs / 2;
  const downBytesPerMs = (profile.downKbps * 1000) / 8 / 1000;
  const upBytesPerMs = (profile.upKbps * 1000) / 8 / 1000;
  const link = { down: 0, up: 0 }; // when each shared link is next free (ms, performance.now())
  const stats = { down: 0, connections: 0, lastActivity: performance.now(), waiting: 0 };
  /**
   * Sends a chunk over a shared link: queued behind what is on it, then half a round trip. A connection's
   * chunks arrive in the order sent (timers of nearly the same time may fire out of order: each writes
   * every chunk of its connection due up to its own).
   */
  const carry = (direction, bytesPerMs, queue, item, notBefore, write) => {
    const now = performance.now();
    const start = Math.max(now, link[direction], notBefore);
    link[direction] = start + (item.chunk?.length ?? 0) / bytesPerMs;
    item.seq = queue.seq = (queue.seq ?? 0) + 1;
    queue.push(item);
    setTimeout(
      () => {
        while (queue.length && queue[0].seq <= item.seq) write(queue.shift());
      },
      Math.max(0, link[direction] + half - now),
    );
  };
  const server = createServer((client) => {
    stats.connections++;
    const ready = performance.now() + 2 * profile.rttMs; // TCP + TLS 1.3 handshakes
    const app = createConnection({ host: upstream.hostname, port: Number(upstream.port) });
    const toClient = [];
    const toApp = [];
    const writeClient = ({ chunk }) => {
      stats.lastActivity = performance.now();
      if (!client.writable) return;
      if (chunk) client.write(chunk);
      else client.end();
    };
    const writeApp = ({ chunk }) => {
      if (!app.writable) return;
      if (chunk) app.write(chunk);
      else app.end();
    };
    // Requests not yet answered (HTTP/1.1: one at a time on a connection, each starting a chunk).
    let waiting = 0;
    client.on('data', (chunk) => {
      stats.lastActivity = performance.now();
      if (/^[A-Z]+ \S+ HTTP\/1\.1\r\n/.test(chunk.toString('latin1', 0, 2048))) {
        waiting++;
        stats.waiting++;
      }
      carry('up', upBytesPerMs, toApp, { chunk }, ready - half, writeApp);
    });
    app.on('data', (chunk) => {
      stats.down += chunk.length;
      if (waiting > 0 && chunk.toString('latin1', 0, 9) === 'HTTP/1.1 ') {
        waiting--;
        stats.waiting--;
      }
      stats.lastActivity = performance.now();
      carry('down', downBytesPerMs, toClient, { chunk }, 0, writeClient);
    });
    app.on('end', () => carry('down', downBytesPerMs, toClient, {}, 0, writeClient));
    client.on('end', () => carry('up', upBytesPerMs, toApp, {}, ready - half, writeApp));
    const close = () => {
      client.destroy();
      app.destroy();
    };
    app.on('error', close);
    client.on('error', close);
    client.on('close', () => {
      stats.waiting -= waiting;
      waiting = 0;
      app.destroy();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, stats, close: () => new Promise((r) => server.close(r)) };
}

async function firstId(apiPath) {
  const res = await fetch(`${base}/api/v1${apiPath}`);
  if (!res.ok) return null;
  const body = await res.json();
  return (Array.isArray(body) ? body : body.results)?.[0]?.id ?? null;
}
const listing = await firstId('/realty/properties/?purpose=sale');
const allPages = { listing: listing ? `/realty/property/${listing}` : null, 'buy-sell': '/realty/buy-sell' };
const pages = pageNames.filter((name) => allPages[name]).map((name) => [name, allPages[name]]);
const address = (pathname, language) => (language === 'en' ? `/en${pathname}` : pathname);

/** The page's LCP and what it was: the element, its file, when that file arrived, and the page's first bytes. */
const readLcp = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1];
          const nav = performance.getEntriesByType('navigation')[0];
          const resource = lcp.url ? performance.getEntriesByName(lcp.url)[0] : null;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          resolve({
            lcp: Math.round(lcp.startTime),
            element: lcp.element ? `${lcp.element.tagName.toLowerCase()}${lcp.url ? ` ${new URL(lcp.url).pathname}` : ''}` : '?',
            fcp: fcp ? Math.round(fcp.startTime) : null,
            ttfb: Math.round(nav.responseStart),
            htmlDone: Math.round(nav.responseEnd),
            resource: resource
              ? {
                  start: Math.round(resource.startTime),
                  end: Math.round(resource.responseEnd),
                  transferBytes: resource.transferSize,
                  bodyBytes: resource.encodedBodySize,
                }
              : null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/**
 * Until every request through the proxy has its answer and nothing has crossed it for `quietMs` (at
 * most 60 s): the worker may show a saved copy after 3 s while its fetch of the page is still coming.
 */
async function networkQuiet(stats, quietMs = 1000) {
  const until = performance.now() + 60_000;
  while ((stats.waiting > 0 || performance.now() - stats.lastActivity < quietMs) && performance.now() < until)
    await new Promise((r) => setTimeout(r, 100));
}

async function visit(context, url, stats) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const before = stats.down;
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // A later, larger paint (a photo decoded after load) would be a later entry: let the page settle first.
  await networkQuiet(stats);
  const result = await readLcp(page);
  return { page, before, result: { ...result, bytes: stats.down - before } };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const samples = [];
try {
  for (const [name, pathname] of pages)
    for (const language of languages)
      for (const [profileName, profile] of Object.entries(PROFILES))
        for (let run = 0; run < runs; run++) {
          const proxy = await throttlingProxy(profile);
          const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
          try {
            const url = proxy.url + address(pathname, language);
            const first = await visit(context, url, proxy.stats);
            // The worker installs after the page is idle (decision 070) and saves the page: a visitor who
            // reads the page for some seconds has it; the bytes of that install belong to the first visit.
            await first.page.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 120_000 });
            await networkQuiet(proxy.stats);
            const firstBytesWithWorker = proxy.stats.down - first.before;
            await first.page.close();
            const repeat = await visit(context, url, proxy.stats);
            samples.push({
              page: name,
              language,
              profile: profileName,
              run,
              first: { ...first.result, bytesWithWorker: firstBytesWithWorker },
              repeat: repeat.result,
            });
            console.log(
              JSON.stringify({
                page: name,
                language,
                profile: profileName,
                run,
                firstLcp: first.result.lcp,
                repeatLcp: repeat.result.lcp,
                firstEl: first.result.element,
                repeatEl: repeat.result.element,
              }),
            );
          } finally {
            await context.close();
            await proxy.close();
          }
        }
} finally {
  await browser.close();
}

/** Lighthouse's own (simulated) LCP of a cold first visit, for the same pages and profiles. */
const lighthouseRows = [];
if (withLighthouse) {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    for (const [name, pathname] of pages)
      for (const language of languages)
        for (const [profileName, profile] of Object.entries(PROFILES)) {
          const values = [];
          for (let run = 0; run < runs; run++) {
            const { lhr } = await lighthouse(
              base + address(pathname, language),
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
              {
                extends: 'lighthouse:default',
                settings: {
                  throttling: { rttMs: profile.rttMs, throughputKbps: profile.downKbps, cpuSlowdownMultiplier: CPU_SLOWDOWN },
                },
              },
            );
            const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
            if (typeof lcp === 'number') values.push(lcp);
          }
          const sorted = values.sort((a, b) => a - b);
          lighthouseRows.push({
            page: name,
            language,
            profile: profileName,
            lcp: sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null,
            runs: values.length,
          });
        }
  } finally {
    await chrome.kill();
  }
}
await stop();

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};
const rows = [];
for (const [name] of pages)
  for (const language of languages)
    for (const profileName of Object.keys(PROFILES)) {
      const s = samples.filter((x) => x.page === name && x.language === language && x.profile === profileName);
      const pick = (visitName, key) => median(s.map((x) => x[visitName][key]));
      const lh = lighthouseRows.find((r) => r.page === name && r.language === language && r.profile === profileName);
      rows.push({
        page: name,
        language,
        profile: profileName,
        firstLcp: pick('first', 'lcp'),
        repeatLcp: pick('repeat', 'lcp'),
        lighthouseFirstLcp: lh?.lcp ?? null,
        firstTtfb: pick('first', 'ttfb'),
        repeatTtfb: pick('repeat', 'ttfb'),
        firstKB: Math.round(pick('first', 'bytes') / 1024),
        firstWithWorkerKB: Math.round(pick('first', 'bytesWithWorker') / 1024),
        repeatKB: Math.round(pick('repeat', 'bytes') / 1024),
        firstElement: s[0]?.first.element,
        repeatElement: s[0]?.repeat.element,
      });
    }
const loadAtEnd = loadavg();
const verdict = (v, max) => (v === null ? '—' : v <= max ? 'met' : `missed by ${v - max} ms`);
console.log(
  `\nload average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')}; runs ${runs}`,
);
console.log(
  '\n| page | lang | profile | first LCP ms | target | repeat LCP ms | target | Lighthouse first LCP ms | TTFB first/repeat ms | KB first (+worker) / repeat | LCP element first / repeat |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.language} | ${r.profile} | ${r.firstLcp} | ${verdict(r.firstLcp, TARGET.first[r.profile])} | ${r.repeatLcp} | ${verdict(r.repeatLcp, TARGET.repeat[r.profile])} | ${r.lighthouseFirstLcp ?? '—'} | ${r.firstTtfb}/${r.repeatTtfb} | ${r.firstKB} (${r.firstWithWorkerKB}) / ${r.repeatKB} | ${r.firstElement} / ${r.repeatElement} |`,
  );
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
const file = path.join(root, 'bench', 'results', `weak-network-${Date.now()}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      runs,
      profiles: PROFILES,
      cpuSlowdown: CPU_SLOWDOWN,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      rows,
      lighthouse: lighthouseRows,
      samples,
    },
    null,
    2,
  ),
);
console.log(`\n${path.relative(root, file)}`);
