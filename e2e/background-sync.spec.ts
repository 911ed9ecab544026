import type { APIRequestContext, Browser, Request } from '@playwright/test';
import { expect, publishListing, registerAccount, test } from './fixtures';

/**
 * Background Sync (issue 34 item 4, decision 071) with the service worker enabled: an inquiry kept
 * offline registers the sync tag; when the connection is back Chromium fires `sync` and the worker
 * sends it from the outbox's IndexedDB store — with the tab that made it closed, and the one other tab
 * of the site never calling the API — and tells that tab, which shows "Sent".
 */
test.use({
  serviceWorkers: 'allow',
  consoleAllowed: [[/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/], { scope: 'test' }],
});

const shots = process.env.E2E_SHOTS ?? 'test-results/background-sync';
const TEXT = {
  ar: { prefix: '', contact: 'تواصل مع البائع', name: /الاسم الكامل/, email: /البريد الإلكتروني/, message: /الرسالة/, send: 'إرسال' },
  en: { prefix: '/en', contact: 'Contact Seller', name: /Full name/, email: /E-mail/, message: /Message/, send: 'Send' },
};
const OUTBOX = { ar: { waiting: 'بانتظار الاتصال', sent: 'تم الإرسال' }, en: { waiting: 'Waiting for a connection', sent: 'Sent' } };

async function inbox(request: APIRequestContext, owner: { email: string; password: string }, id: number) {
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: owner })).json()) as { access: string };
  const page = (await (await request.get('/api/v1/realty/inquiries/', { headers: { authorization: `Bearer ${access}` } })).json()) as {
    results: { property: { id: number } }[];
  };
  return page.results.filter((r) => r.property.id === id);
}

for (const { language, viewport, label } of [
  { language: 'ar' as const, viewport: { width: 390, height: 844 }, label: 'ar-phone' },
  { language: 'en' as const, viewport: { width: 1366, height: 900 }, label: 'en-desktop' },
]) {
  test(`the service worker sends an inquiry kept offline once the connection is back, the tab closed (${label})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const t = TEXT[language];
    const o = OUTBOX[language];
    const owner = await registerAccount(request, 'Sync Owner', 'sync-owner');
    const n = Date.now().toString(36);
    const id = await publishListing(
      request,
      {
        title_ar: `شقة تنتظر المزامنة ${n}`,
        title_en: `Flat waiting for sync ${n}`,
        description_ar: 'شقة مشمسة.',
        description_en: 'A sunny flat.',
        type: 'apartment',
        price: 99000,
        area: 90,
        address: 'Main St',
      },
      owner,
    );
    const context = await (browser as Browser).newContext({ baseURL, viewport, serviceWorkers: 'allow' });
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    const path = `${t.prefix}/realty/property/${id}`;

    // Another tab of the site, opened first: nothing waits, so it never loads the outbox.
    const other = await context.newPage();
    await other.goto(`${t.prefix}/realty/buy-sell`);
    await other.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
    const fromOther: Request[] = [];
    other.on('request', (r) => r.method() === 'POST' && r.url().includes('/inquiries/') && fromOther.push(r));

    const page = await context.newPage();
    await page.goto(path);
    await page.locator('html[data-offline-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.getByRole('button', { name: t.contact }).first().click();
    const form = page.getByRole('dialog', { name: t.contact });
    await form.getByRole('textbox', { name: t.name }).fill('Rami Khoury');
    await form.getByRole('textbox', { name: t.email }).fill('rami@example.com');
    await form.getByRole('textbox', { name: t.message }).fill('Is the price negotiable?');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await form.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(o.waiting, { exact: true })).toBeVisible();
    // The page asked for a sync.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            sync?: { getTags(): Promise<string[]> };
          };
          return (await registration.sync?.getTags()) ?? null;
        }),
      )
      .toContain('manara-outbox');
    await page.screenshot({ path: `${shots}/waiting-${label}.png` });
    await page.close();

    await context.setOffline(false);
    await expect.poll(async () => (await inbox(request, owner, id)).length, { timeout: 30_000 }).toBe(1);
    // The worker told the open tab, which says "Sent"; that tab sent nothing itself.
    await expect(other.getByText(o.sent, { exact: true })).toBeVisible();
    await other.screenshot({ path: `${shots}/sent-${label}.png` });
    expect(fromOther).toHaveLength(0);
    // Nothing is left to send: a new visit sends nothing more.
    await expect.poll(() => other.evaluate(() => localStorage.getItem('manara.outbox'))).toBeNull();
    const again = await context.newPage();
    await again.goto(path);
    await expect(again.getByRole('button', { name: t.contact }).first()).toBeVisible();
    expect(await inbox(request, owner, id)).toHaveLength(1);
    await context.close();
  });
}
