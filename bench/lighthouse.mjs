// Lighthouse, mobile preset (simulated slow 4G and a mid-range phone), median of 3 runs, in Arabic and
// in English, on every public page. Starts the built app as `npm start` does (a fresh DATA_DIR with
// demo content) unless a URL is given:
//   node bench/lighthouse.mjs [http://localhost:3000] [--runs 3] [--pages home,buy-sell,listing]
// Prints a table and the budgets (issue: performance ≥ 0.95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02,
// accessibility 1, SEO 1), and writes bench/results/lighthouse-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { startApp } from './start-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
let base = args.find((a) => a.startsWith('http'));

const BUDGET = { performance: 0.95, lcp: 2000, tbt: 150, cls: 0.02, accessibility: 1, seo: 1 };

let stop = async () => {};
if (!base) ({ base, stop } = await startApp('lighthouse'));

async function firstId(apiPath) {
  const res = await fetch(`${base}/api/v1${apiPath}`);
  if (!res.ok) return null;
  const body = await res.json();
  return (Array.isArray(body) ? body : body.results)?.[0]?.id ?? null;
}

const listing = await firstId('/realty/properties/?purpose=sale');
const project = await firstId('/realty/completed-projects/');
const owner = listing ? (await (await fetch(`${base}/api/v1/realty/properties/${listing}/`)).json()).owner?.id : null;
// Every public page (issue 35); `--pages home,listing` measures some of them.
const allPages = [
  ['home', '/'],
  ['buy-sell', '/realty/buy-sell'],
  ['rent', '/realty/rent'],
  ...(listing ? [['listing', `/realty/property/${listing}`]] : []),
  ...(owner ? [['owner', `/realty/owners/${owner}`]] : []),
  ['projects', '/realty/completed-projects'],
  ...(project ? [['project', `/realty/completed-projects/${project}`]] : []),
  ['finance', '/finance'],
  ['legal', '/legal'],
  ['construction', '/realty/construction'],
  ['about', '/about'],
  ['contact', '/contact'],
];
const only = args.includes('--pages') ? args[args.indexOf('--pages') + 1].split(',') : null;
const pages = only ? allPages.filter(([name]) => only.includes(name)) : allPages;

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const [name, pathname] of pages) {
    for (const language of ['ar', 'en']) {
      const url = `${base}${language === 'en' ? (pathname === '/' ? '/en' : `/en${pathname}`) : pathname}`;
      const samples = [];
      const missing = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        // A run Lighthouse could not finish (lhr.runtimeError: the page never painted, hung, answered an
        // error…) leaves its metrics without a numericValue, as does an audit that failed alone: say which
        // and why, and keep the other runs and pages, instead of failing on the first missing value.
        if (lhr.runtimeError) missing.push(`the run (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
        const value = (id) => {
          const audit = lhr.audits[id];
          if (typeof audit?.numericValue === 'number') return audit.numericValue;
          missing.push(`${id}: ${audit ? (audit.errorMessage ?? audit.explanation ?? `score ${audit.score}`) : 'no such audit'}`);
          return null;
        };
        samples.push({
          performance: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          seo: lhr.categories.seo.score,
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
          js: lhr.audits['resource-summary'].details.items.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
          // Lighthouse's CPU benchmark of this machine: TBT scales with it, so runs on two machines compare only beside it.
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failed: Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                ['accessibility', 'seo'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)),
            )
            .map((a) => a.id),
        });
      }
      // The median of the runs that have the value (null when none has it).
      const pick = (k) => {
        const values = samples.map((s) => s[k]).filter((v) => v !== null && v !== undefined);
        return values.length ? median(values) : null;
      };
      const round = (v, digits = 0) => (v === null ? null : Number(v.toFixed(digits)));
      const row = {
        page: name,
        language,
        performance: pick('performance'),
        lcp: round(pick('lcp')),
        tbt: round(pick('tbt')),
        cls: round(pick('cls'), 3),
        fcp: round(pick('fcp')),
        accessibility: pick('accessibility'),
        seo: pick('seo'),
        jsKB: Math.round(pick('js') / 1024),
        benchmarkIndex: round(pick('benchmarkIndex')),
        failed: [...new Set(samples.flatMap((s) => s.failed))],
        missing: [...new Set(missing)],
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await chrome.kill();
  await stop();
}

// A value Lighthouse could not compute in any run (null) is not a met budget.
const within = (v, max) => v !== null && v <= max;
const ok = (r) =>
  r.performance >= BUDGET.performance &&
  within(r.lcp, BUDGET.lcp) &&
  within(r.tbt, BUDGET.tbt) &&
  within(r.cls, BUDGET.cls) &&
  r.accessibility >= BUDGET.accessibility &&
  r.seo >= BUDGET.seo;
console.log('\n| page | lang | perf | LCP ms | TBT ms | CLS | FCP ms | a11y | SEO | JS KB | budgets |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.language} | ${r.performance} | ${r.lcp ?? '—'} | ${r.tbt ?? '—'} | ${r.cls ?? '—'} | ${r.fcp ?? '—'} | ${r.accessibility} | ${r.seo} | ${r.jsKB} | ${ok(r) ? 'met' : `missed${r.failed.length ? ` (${r.failed.join(', ')})` : ''}`} |`,
  );
console.log(`\nLighthouse's CPU benchmark index on this machine: ${rows.map((r) => r.benchmarkIndex).join(', ')}`);
for (const r of rows.filter((r) => r.missing.length))
  console.log(`\n${r.page} (${r.language}): Lighthouse did not compute ${r.missing.join('; ')}`);
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', `lighthouse-${Date.now()}.json`), JSON.stringify({ runs, rows }, null, 2));
