import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * `test` with `baseURL` pointing at the app started by global-setup.ts. Use relative URLs:
 * `await page.goto('/realty/buy-sell')`. Pages come from a fresh context per test (axe needs that).
 *
 * Every page is watched: an uncaught error, or a console error or warning — React's hydration
 * mismatch reports among them — fails the test. The browser's own line for an HTTP error status is
 * allowed (a 404 page, a refused login); a test expecting more names it in `consoleAllowed`.
 */
export const test = base.extend<{ consoleAllowed: RegExp[]; consoleWatch: void }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts');
    await use(url);
  },
  consoleAllowed: [[], { option: true }],
  consoleWatch: [
    async ({ page, consoleAllowed }, use) => {
      const problems: string[] = [];
      const allowed = [/^Failed to load resource: the server responded with a status of \d+/, ...consoleAllowed];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (!allowed.some((re) => re.test(message.text()))) problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      await use();
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chooses the UI language before the page's scripts run (as a returning visitor's saved choice). */
export async function useLanguage(page: Page, language: 'ar' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('language', l), language);
}

/** Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the current page. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
