import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// "A new version is ready — Reload" after a new build (decision 070). The browser fetches /sw.js itself,
// out of Playwright's routing, so this journey runs its own server on a copy of the built web app
// (WEB_DIST) and changes the worker there, as a deployment does: the server reads /sw.js on each request.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '..');
const shots = process.env.E2E_SHOTS ?? 'test-results/offline';
let server: ChildProcess | undefined;
let origin = '';
let webDist = '';
let dataDir = '';
let build = 1;
let firstWorker = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  webDist = mkdtempSync(path.join(tmpdir(), 'manara-e2e-web-'));
  cpSync(path.join(root, 'apps', 'web', 'dist'), webDist, { recursive: true });
  firstWorker = readFileSync(path.join(webDist, 'sw', 'sw.js'), 'utf8');
  dataDir = mkdtempSync(path.join(tmpdir(), 'manara-e2e-sw-'));
  const port = await freePort();
  server = spawn('node', ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      MAP_STYLE_URL: 'blank',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 200_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new build's worker: the first build's rules, and it answers which build it is (only it: one listener). */
function deployNewWorker(): number {
  build += 1;
  writeFileSync(
    path.join(webDist, 'sw', 'sw.js'),
    `${firstWorker}\n// build ${build}\nself.addEventListener('message', (event) => { if (event.data && event.data.type === 'E2E_BUILD') event.ports[0]?.postMessage(${build}); });\n`,
  );
  return build;
}

/** The build of the worker controlling the page: null for the first one, which does not say (or mid-reload). */
const controllingBuild = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          const worker = navigator.serviceWorker.controller;
          if (!worker) return resolve(null);
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data as number);
          worker.postMessage({ type: 'E2E_BUILD' }, [channel.port2]);
          setTimeout(() => resolve(null), 1000);
        }),
    )
    // The page reloading under the new worker (after "Reload") ends the script: asked again.
    .catch(() => null);

/** The page's registration as the page sees it, read without waking any worker (null mid-reload). */
const registrationState = (page: Page) =>
  page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        url: location.href,
        controller: navigator.serviceWorker.controller?.state ?? null,
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
      };
    })
    .catch(() => null);

const cases = [
  { language: 'ar' as const, viewport: { width: 390, height: 844 }, prefix: '', ready: 'إصدار جديد جاهز', reload: 'إعادة التحميل' },
  { language: 'en' as const, viewport: { width: 1366, height: 900 }, prefix: '/en', ready: 'A new version is ready', reload: 'Reload' },
];

for (const { language, viewport, prefix, ready, reload } of cases) {
  test(`a new build's worker is announced; Reload runs the page under it (${language}, ${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: origin, viewport, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await useLanguage(page, language);
    await page.goto(`${prefix}/about`);
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
    const before = await controllingBuild(page);

    const next = deployNewWorker();
    await page.goto(`${prefix}/contact`);
    const toast = page.getByText(ready);
    await expect(toast).toBeVisible({ timeout: 20_000 });
    expect(await controllingBuild(page)).toBe(before);
    await page.screenshot({ path: `${shots}/update-ready-${language}-${viewport.width}.png` });

    await page.getByRole('button', { name: reload }).click();
    // The old worker retires once it has nothing to do: asked nothing until no worker waits (asking it
    // every second restarts it as often as the browser stops it to hand over, and the hand-over never comes).
    await expect
      .poll(() => registrationState(page), { timeout: 45_000 })
      .toMatchObject({ waiting: null, controller: 'activated' })
      .catch(async (error: unknown) => {
        console.log(`[sw-update ${language}] after Reload:`, JSON.stringify(await registrationState(page)));
        throw error;
      });
    await expect.poll(() => controllingBuild(page)).toBe(next);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(toast).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await context.close();
  });
}
