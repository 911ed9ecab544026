import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * `test` with `baseURL` pointing at the app started by global-setup.ts. Use relative URLs:
 * `await page.goto('/realty/buy-sell')`. Pages come from a fresh context per test (axe needs that).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts');
    await use(url);
  },
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
