// Page weight on a first visit (phone viewport, cold cache): bytes transferred by kind (response headers
// included, as HTTP/1.1 sends them), the scripts' compressed bodies alone (the issue's JavaScript budget:
// ≤ 150 KB; behind an HTTP/2 CDN headers are mostly compressed away), and the largest contentful paint
// on this machine (no network throttling). Run against a started app:
//   node bench/page-weight.mjs http://localhost:3000
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const path of ['/', '/realty/buy-sell', '/realty/property/1', '/realty/completed-projects/1', '/auth/register']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = { script: 0, stylesheet: 0, font: 0, image: 0, other: 0 };
  const types = new Map();
  const headerBytes = new Map();
  let scriptBodies = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type.toLowerCase()));
  cdp.on('Network.responseReceivedExtraInfo', (e) => headerBytes.set(e.requestId, e.headersText?.length ?? 0));
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId) ?? 'other';
    if (t === 'script') scriptBodies += e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0);
    const k = t === 'script' ? 'script' : t === 'stylesheet' ? 'stylesheet' : t === 'font' ? 'font' : t === 'image' ? 'image' : 'other';
    sizes[k] += e.encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((r) =>
        new PerformanceObserver((l) => {
          const e = l.getEntries();
          r(Math.round(e[e.length - 1].startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  const kb = Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Math.round(v / 1024)]));
  console.log(
    path,
    JSON.stringify(kb),
    'JS bodies',
    Math.round(scriptBodies / 1024),
    'KB',
    'total',
    Math.round(Object.values(sizes).reduce((a, b) => a + b) / 1024),
    'KB',
    'LCP(local)',
    lcp,
    'ms',
  );
  await context.close();
}
await browser.close();
