// `npm test`: every suite — Vitest (shared, scripts, server on PGlite, server on PostgreSQL when
// TEST_DATABASE_URL is set, web) and the Playwright journeys in Chromium — then one closing line
// `N passed, N failed` summing them all. Exits non-zero when anything failed. A missing Chromium is
// installed first when this machine allows it (see scripts/chromium.mjs); when it cannot be, the
// Vitest suites still run and one line says why the browser journeys did not.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let crashed = false;

const chromium = ensureChromium();

// Vitest
const vitestJson = path.join(out, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitestCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitestCode !== 0 && vitest.numFailedTests === 0) crashed = true;
} else {
  crashed = true;
}

// Playwright, in the Chromium found or installed above (CHROME_PATH tells the config which one)
let e2eCode = 1;
if (chromium.ok) {
  const e2eJson = path.join(out, 'e2e.json');
  rmSync(e2eJson, { force: true });
  e2eCode = run('npx', ['playwright', 'test'], { CHROME_PATH: chromium.path });
  const e2e = existsSync(e2eJson) ? readJson(e2eJson) : null;
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2eCode !== 0 && e2e.stats.unexpected === 0) crashed = true;
  } else {
    crashed = true;
  }
}

if (crashed) console.error('A test runner failed before reporting its results (see above).');
if (!chromium.ok) console.error(`The browser journeys did not run: ${chromium.message}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed || vitestCode !== 0 || e2eCode !== 0 ? 1 : 0);
