// Takes screenshots of pages in Arabic and English at phone and desktop widths, for looking at what
// we built: node scripts/screenshots.mjs http://localhost:3000 / /realty ...  → screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/'];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const lang of ['ar', 'en']) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const file = `screenshots/${route.replace(/\W+/g, '_') || 'home'}-${lang}-${name}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
