import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, publishListing, test } from './fixtures';

/**
 * A live listing of a realtor of the test's own who shows a phone (on by default for providers, decision 039),
 * and its detail in `language`: the press counted here is counted on no other journey's listing.
 */
async function listingWithPhone(request: APIRequestContext, language: 'ar' | 'en') {
  const n = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const owner = { email: `realtor-${n}@example.ps`, password: 'olive-tree-2025' };
  const registered = await request.post('/api/v1/auth/register/', {
    data: {
      ...owner,
      password_confirm: owner.password,
      name: 'Nablus Homes',
      role: 'provider',
      provider_type: 'realtor',
      phone: '+970599123456',
    },
  });
  expect(registered.status()).toBe(201);
  const id = await publishListing(
    request,
    {
      title_ar: `مكتب للبيع قرب الدوار ${n}`,
      title_en: `Office for sale near the roundabout ${n}`,
      description_ar: 'مكتب مشمس.',
      description_en: 'Bright office.',
      // An office, not a flat: the catalogue journey counts the flats a search for «شقه» finds.
      type: 'office',
      price: 99000,
      area: 120,
      address: 'Main St',
    },
    owner,
  );
  // The title in the page's language, as the message names it (decision 045).
  const headers = { 'accept-language': language };
  return (await (await request.get(`/api/v1/realty/properties/${id}/`, { headers })).json()) as {
    id: number;
    title: string;
    owner: { phone: string | null; provider_type: string | null };
  };
}

const TEXT = {
  ar: {
    prefix: '',
    call: 'اتصال',
    whatsapp: /واتساب/,
    message: (title: string, url: string) => `مرحبًا، رأيت إعلانك «${title}» على منارة وأودّ معرفة المزيد: ${url}`,
    realtor: 'وسيط عقاري',
  },
  en: {
    prefix: '/en',
    call: 'Call',
    whatsapp: /WhatsApp/,
    message: (title: string, url: string) => `Hello, I saw your listing “${title}” on Manara and would like to know more: ${url}`,
    realtor: 'Realtor',
  },
};

for (const language of ['ar', 'en'] as const) {
  test(`a visitor calls or WhatsApps a realtor from a listing, with a message naming it (${language})`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const listing = await listingWithPhone(request, language);
    const t = TEXT[language];
    const path = `${t.prefix}/realty/property/${listing.id}`;
    // No WhatsApp on a closed network: its page is a stand-in, so the new window's address can be read.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>wa</title>' }));
    await page.goto(path);

    const aside = page.getByRole('complementary');
    const call = aside.getByRole('link', { name: t.call, exact: true });
    await expect(call).toHaveAttribute('href', `tel:${listing.owner.phone}`);
    const whatsapp = aside.getByRole('link', { name: t.whatsapp });
    // The message joins the link once the page has hydrated (the address is the browser's).
    await expect(whatsapp).toHaveAttribute('href', /\?text=/);
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${listing.owner.phone!.slice(1)}`);
    expect(href.searchParams.get('text')).toBe(t.message(listing.title, `${baseURL}${path}`));
    await expect(aside.getByText(t.realtor, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A press opens the chat in a new window and is counted for the owner.
    const counted = page.waitForResponse((r) => r.url().endsWith(`/realty/properties/${listing.id}/leads/`));
    const [chat] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    expect(await (await counted).json()).toEqual({ counted: true });
    expect(new URL(chat.url()).searchParams.get('text')).toBe(t.message(listing.title, `${baseURL}${path}`));
  });
}
