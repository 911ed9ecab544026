import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, publishListing, registerAccount, signIn, test } from './fixtures';

/**
 * Actions that wait for the network and arrive once (#34 item 4, decision 071): made without a
 * connection they are kept in the page's outbox (IndexedDB) with their Idempotency-Key, shown as
 * "Waiting for a connection", and sent when the connection is back or on the next visit — once.
 */
test.use({ consoleAllowed: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

const shots = process.env.E2E_SHOTS ?? 'test-results/queued-actions';
const TEXT = {
  ar: { prefix: '', contact: 'تواصل مع البائع', name: /الاسم الكامل/, email: /البريد الإلكتروني/, message: /الرسالة/, send: 'إرسال' },
  en: { prefix: '/en', contact: 'Contact Seller', name: /Full name/, email: /E-mail/, message: /Message/, send: 'Send' },
};
const OUTBOX = {
  ar: { waiting: 'بانتظار الاتصال', sent: 'تم الإرسال', save: 'حفظ', saved: 'محفوظ' },
  en: { waiting: 'Waiting for a connection', sent: 'Sent', save: 'Save', saved: 'Saved' },
};

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const { access } = (await (await request.post('/api/v1/auth/login/', { data: account })).json()) as { access: string };
  return { authorization: `Bearer ${access}` };
}

async function ownListing(request: APIRequestContext) {
  const owner = await registerAccount(request, 'Outbox Owner', 'owner');
  const n = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const id = await publishListing(
    request,
    {
      title_ar: `شقة تنتظر الرسائل ${n}`,
      title_en: `Flat waiting for messages ${n}`,
      description_ar: 'شقة مشمسة.',
      description_en: 'A sunny flat.',
      type: 'apartment',
      price: 150000,
      area: 120,
      address: 'Main St',
    },
    owner,
  );
  return { id, owner };
}

const cases = [
  { language: 'ar' as const, viewport: { width: 1366, height: 900 }, label: 'ar-desktop' },
  { language: 'ar' as const, viewport: { width: 390, height: 844 }, label: 'ar-phone' },
  { language: 'en' as const, viewport: { width: 390, height: 844 }, label: 'en-phone' },
];

for (const { language, viewport, label } of cases) {
  test(`an inquiry sent offline waits, the tab is closed, and it arrives once on the next visit (${label})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const t = TEXT[language];
    const o = OUTBOX[language];
    const { id, owner } = await ownListing(request);
    const context = await (browser as Browser).newContext({ baseURL, viewport, serviceWorkers: 'block' });
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
    const path = `${t.prefix}/realty/property/${id}`;
    let page = await context.newPage();
    await page.goto(path);

    await page.getByRole('button', { name: t.contact }).first().click();
    const form = page.getByRole('dialog', { name: t.contact });
    await form.getByRole('textbox', { name: t.name }).fill('Lina Haddad');
    await form.getByRole('textbox', { name: t.email }).fill('lina@example.com');
    await form.getByRole('textbox', { name: t.message }).fill('Is the flat still available? I would like to see it.');
    // The form has brought the outbox with it; then the connection drops.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await form.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(o.waiting, { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    await page.screenshot({ path: `${shots}/inquiry-waiting-${label}.png` });

    // The tab is closed before the connection comes back; the visitor opens the listing again later.
    await page.close();
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(path);
    await expect(page.getByText(o.sent, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${shots}/inquiry-sent-${label}.png` });

    const inbox = async () =>
      (
        (await (await request.get('/api/v1/realty/inquiries/', { headers: await bearer(request, owner) })).json()) as {
          count: number;
          results: { property: { id: number }; message: string }[];
        }
      ).results.filter((r) => r.property.id === id);
    await expect.poll(async () => (await inbox()).length).toBe(1);
    // Another visit sends nothing more: the outbox is empty.
    await page.reload();
    await expect(page.getByRole('button', { name: t.contact }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('manara.outbox'))).toBeNull();
    expect(await inbox()).toHaveLength(1);
    await context.close();
  });
}

test('a favourite saved offline waits and is saved once the connection is back (ar)', async ({ page, context, request }) => {
  const o = OUTBOX.ar;
  const { id } = await ownListing(request);
  const buyer = await registerAccount(request, 'Outbox Buyer', 'buyer');
  await signIn(page, buyer.email, buyer.password, 'ar');
  await page.goto(`/realty/property/${id}`);
  const save = page.getByRole('button', { name: o.save, exact: true }).first();
  await expect(save).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await save.click();
  await expect(page.getByText(o.waiting, { exact: true })).toBeVisible();
  // The heart stays as asked while it waits.
  await expect(page.getByRole('button', { name: o.saved, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${shots}/favorite-waiting-ar.png` });

  await context.setOffline(false);
  await expect(page.getByText(o.sent, { exact: true })).toBeVisible();
  const saved = async () =>
    (
      (await (await request.get('/api/v1/realty/favorites/', { headers: await bearer(request, buyer) })).json()) as {
        results: { id: number }[];
      }
    ).results.filter((r) => r.id === id);
  await expect.poll(async () => (await saved()).length).toBe(1);
});
