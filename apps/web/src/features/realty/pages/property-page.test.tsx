import { formatPrice } from '@manara/shared/i18n/index';
import { refreshResponse, userSchema } from '@manara/shared/schemas/auth';
import {
  favoriteSchema,
  inquiryCreated,
  propertyCard,
  propertyDetail,
  type PropertyCard,
  type PropertyDetail,
} from '@manara/shared/schemas/realty';
import { hashKey } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { connectApiToSession } from '@/lib/auth/session';
import { useAuthStore } from '@/lib/auth/store';
import { markPrerendered } from '@/lib/prerendered';
import { z } from 'zod';
import { apiUser, card, detail, testUser } from '@/test/factories';
import { answer, fail, Failure, recordRequests, type SeenRequest } from '@/test/msw/contract';
import { answerPlaces, noHeroes } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { VisitDialogSlot, type VisitDialogProps } from '../components/visit-dialog-slot';
import { scrollToObserved } from '@/test/viewport';
import { propertyQueryKey } from '../api/property';
import { PropertyPage } from './property-page';

const price = (n: number, locale: 'ar' | 'en') => formatPrice(n, locale).replace(/\s/g, ' ');

function renderProperty(locale: 'ar' | 'en' = 'ar', id = 7) {
  return renderWithProviders(<PropertyPage />, {
    locale,
    path: `/realty/property/${id}`,
    routePath: '/realty/property/:id',
    routes: [
      { path: '/auth/login', element: <p>login page</p> },
      { path: '/realty/buy-sell', element: <p>buy-sell page</p> },
    ],
  });
}

function mockProperty(overrides: Parameters<typeof detail>[0] = {}, similar = [card({ id: 9, title: 'فيلا مشابهة' })]) {
  const property = detail(overrides);
  answerListing(property, similar);
}

/** GET the listing (a value, or a function that may throw a `Failure`) and its similar listings; returns the detail requests. */
function answerListing(
  property: PropertyDetail | (() => PropertyDetail),
  similar: PropertyCard[] = [],
  id = typeof property === 'function' ? 7 : property.id,
): SeenRequest[] {
  noHeroes();
  answerPlaces();
  answer('get', `/realty/properties/${id}/similar/`, z.array(propertyCard), similar);
  return answer('get', `/realty/properties/${id}/`, propertyDetail, property);
}

/** The inquiries sent: each answered `created`, or the next of `failures` while any is left. */
function answerInquiries(kind: 'contact' | 'visit', failures: Failure[] = []): SeenRequest[] {
  return answer('post', '/realty/properties/:id/inquiries/', inquiryCreated, () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return { id: 1, kind, created_at: '2025-01-01T00:00:00Z' };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
  document.title = '';
});

describe('property page', () => {
  it('shows the listing in Arabic: title, price, badges, detail tiles, description, amenities, address, owner, similar', async () => {
    mockProperty();
    renderProperty('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'شقة حديثة في الماصيون' })).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'سعر البيع' });
    expect(within(aside).getByText(price(175000, 'ar'))).toBeInTheDocument();
    expect(within(aside).getByText('للبيع')).toBeInTheDocument();
    expect(within(aside).getByText('شقة')).toBeInTheDocument();
    expect(within(aside).getByText('4 مشاهدات')).toBeInTheDocument();
    expect(screen.getByText('مكتب الزيتونة العقاري')).toBeInTheDocument();

    const tiles = screen.getByRole('heading', { name: 'تفاصيل العقار' }).nextElementSibling as HTMLElement;
    expect(within(tiles).getByText('غرف النوم').nextElementSibling).toHaveTextContent('3');
    expect(within(tiles).getByText('الحمّامات').nextElementSibling).toHaveTextContent('2');
    expect(within(tiles).getByText('المساحة').nextElementSibling).toHaveTextContent('165 م²');
    expect(within(tiles).getByText('الطوابق').nextElementSibling).toHaveTextContent('1');

    const description = screen.getByText(/شقة مشرقة في الطابق الرابع/);
    expect(description.textContent).toContain('\n');
    expect(description).toHaveClass('whitespace-pre-line');
    // Written in the page's language: nothing to mark.
    expect(description).not.toHaveAttribute('lang');
    expect(screen.queryByText('مكتوب بالإنجليزية')).not.toBeInTheDocument();
    // Its amenities, and its location with the pin and directions, once the visitor scrolls to them (their
    // code comes then; jsdom draws no maps: the map says so, the address stands).
    act(() => scrollToObserved());
    expect(await screen.findByText('موقف سيارات')).toBeInTheDocument();
    expect(screen.getByText('P600')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('رام الله — رام الله والبيرة')).toBeInTheDocument());
    expect(screen.getByText('مصعد')).toBeInTheDocument();
    // The live location's map box, now observed too, is in view.
    act(() => scrollToObserved());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'خريطة تبيّن موقع العقار' })).toHaveTextContent('لا يمكن عرض الخريطة في هذا المتصفح.'),
    );
    expect(screen.getByText('الموقع كما حدّده المالك.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افتح في خرائط Google' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=31.9056,35.1979',
    );
    expect(screen.getByRole('link', { name: 'العودة إلى العقارات المعروضة للبيع' })).toHaveAttribute('href', '/realty/buy-sell');
    expect(await screen.findByRole('link', { name: 'فيلا مشابهة' })).toHaveAttribute('href', '/realty/property/9');
  });

  it('shows an English-only listing on the Arabic page in English, marked with its language and a note (decision 045)', async () => {
    mockProperty({ title: 'Garden flat in Al-Masyoun', description: 'Ground floor.\nA private garden.' }, [
      card({ id: 9, title: 'Stone villa' }),
    ]);
    renderProperty('ar');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Garden flat in Al-Masyoun' });
    const title = within(heading).getByText('Garden flat in Al-Masyoun');
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText('مكتوب بالإنجليزية').length).toBeGreaterThanOrEqual(1);
    const description = screen.getByText(/Ground floor/);
    expect(description).toHaveAttribute('lang', 'en');
    expect(description).toHaveAttribute('dir', 'ltr');
    // A similar card in English only says so too, outside its link.
    const similar = await screen.findByRole('link', { name: 'Stone villa' });
    expect(similar.querySelector('[lang="en"]')).not.toBeNull();
    expect(similar.closest('article')).toHaveTextContent('مكتوب بالإنجليزية');
  });

  it('shows each page its own language when the owner wrote both, whatever language the data was fetched in', async () => {
    mockProperty({
      title: 'شقة حديثة في الماصيون',
      title_en: 'Modern flat in Al-Masyoun',
      description_en: 'A bright fourth-floor flat.',
    });
    renderProperty('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modern flat in Al-Masyoun' })).toBeInTheDocument();
    expect(screen.getByText('A bright fourth-floor flat.')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Written in Arabic')).not.toBeInTheDocument();
  });

  it('shows the listing in English, a rental per month, with a back link to rentals', async () => {
    mockProperty({ purpose: 'rent', price: 900, amenities: ['pool', 'ac'], video_url: '/media/properties/7.mp4' });
    const { container } = renderProperty('en');
    await screen.findByRole('heading', { level: 1 });
    const aside = screen.getByRole('complementary', { name: 'Monthly rent' });
    expect(within(aside).getByText('$900')).toBeInTheDocument();
    expect(within(aside).getByText('/ month')).toBeInTheDocument();
    expect(within(aside).getByText('For rent')).toBeInTheDocument();
    expect(screen.getByText('Bedrooms')).toBeInTheDocument();
    expect(screen.getByText('165 m²')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to properties for rent' })).toHaveAttribute('href', '/en/realty/rent');
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/properties/7.mp4');
    // Its amenities once the visitor scrolls down to them (their code comes then).
    act(() => scrollToObserved());
    expect(await screen.findByText('Swimming pool')).toBeInTheDocument();
    expect(screen.getByText('Central AC')).toBeInTheDocument();
  });

  it('leads with a JOD land listing’s own price; the visitor’s currency follows, smaller and marked ≈; its dunams and price per dunam (decisions 040, 063)', async () => {
    // 150,000 JOD ≈ $211,565.59; at 3.7 ₪ per dollar ≈ 782,792.68 ₪, shown as ≈ 783,000.
    mockProperty({ type: 'land', price: 150_000, currency: 'JOD', area: 2500, beds: null, baths: null, floors: null });
    renderWithProviders(<PropertyPage />, { locale: 'en', path: '/realty/property/7?currency=ILS', routePath: '/realty/property/:id' });
    const aside = await screen.findByRole('complementary', { name: 'Sale price' });
    const headline = within(aside).getByText('JOD 150,000');
    expect(headline.closest('p')).toHaveClass('text-3xl');
    const converted = await within(aside).findByTestId('price-converted');
    expect(converted).toHaveTextContent('≈ ₪783,000');
    expect(converted).toHaveClass('text-sm');
    expect(aside).toHaveTextContent('JOD 60,000 per dunam');
    expect(screen.getByText('2.5 dunams (2,500 m²)')).toBeInTheDocument();
  });

  it('shows a land listing its area alone: no bedroom, bathroom or floor tiles, its dunams in Arabic plural forms', async () => {
    mockProperty({ type: 'land', price: 150_000, currency: 'JOD', area: 3000, beds: null, baths: null, floors: null });
    renderProperty('ar');
    const details = await screen.findByRole('region', { name: 'تفاصيل العقار' });
    expect(within(details).getByText('3 دونمات (3,000 م²)')).toBeInTheDocument();
    expect(within(details).queryByText('غرف النوم')).not.toBeInTheDocument();
    expect(within(details).queryByText('الحمّامات')).not.toBeInTheDocument();
    expect(within(details).queryByText('—')).not.toBeInTheDocument();
    expect(within(details).getAllByRole('definition')).toHaveLength(1);
  });

  it('shows a land plot’s basin and plot number in its location when the owner gave them (issue 32)', async () => {
    mockProperty({ type: 'land', area: 3000, beds: null, baths: null, floors: null, land_basin: 'حوض 5 — المراح', land_plot: '112' });
    renderProperty('ar');
    await screen.findByRole('heading', { level: 1 });
    act(() => scrollToObserved());
    const location = (await screen.findByRole('heading', { name: 'الموقع' })).nextElementSibling as HTMLElement;
    expect(within(location).getByText('الحوض').nextElementSibling).toHaveTextContent('حوض 5 — المراح');
    const plot = within(location).getByText('رقم القطعة').nextElementSibling as HTMLElement;
    expect(plot).toHaveTextContent('112');
    // The row keeps the page's side (an LTR row sat at an Arabic page's left); the number alone reads LTR.
    expect(plot).not.toHaveAttribute('dir');
    expect(within(plot).getByText('112')).toHaveAttribute('dir', 'ltr');
  });

  it('speaks prices as Arabic pages write them: the owner’s price and currency first, a conversion after it and marked', async () => {
    mockProperty({ type: 'land', price: 150_000, currency: 'JOD', area: 2500, beds: null, baths: null, floors: null });
    const { unmount } = renderWithProviders(<PropertyPage />, {
      locale: 'ar',
      path: '/realty/property/7?currency=JOD',
      routePath: '/realty/property/:id',
    });
    const aside = await screen.findByRole('complementary', { name: 'سعر البيع' });
    expect(within(aside).getByText('150,000 دينار')).toBeInTheDocument();
    expect(aside).not.toHaveTextContent('≈');
    expect(aside).toHaveTextContent('60,000 دينار للدونم');
    unmount();
    mockProperty({ type: 'land', price: 150_000, currency: 'JOD', area: 2500, beds: null, baths: null, floors: null });
    renderWithProviders(<PropertyPage />, { locale: 'ar', path: '/realty/property/7', routePath: '/realty/property/:id' });
    const inDollars = await screen.findByRole('complementary', { name: 'سعر البيع' });
    expect(within(inDollars).getByText('150,000 دينار').closest('p')).toHaveClass('text-3xl');
    expect(await within(inDollars).findByTestId('price-converted')).toHaveTextContent('≈ 212,000 دولار');
  });

  it('loads the first photo eagerly with high priority and a srcset; thumbnails and dots choose a photo', async () => {
    mockProperty();
    renderProperty('en');
    const main = await screen.findByRole('button', { name: /Open the full-screen photo viewer — Photo 1 of 3/ });
    const img = main.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('960w'));
    expect(img).toHaveAttribute('sizes');
    // The counter reads "1 / 3" in both languages: isolated left-to-right, or Arabic text would show "3 / 1".
    const counter = within(main).getByText('1 / 3');
    expect(counter.tagName).toBe('BDI');
    expect(counter).toHaveAttribute('dir', 'ltr');
    const thumbs = screen.getByRole('list', { name: 'Thumbnails' });
    expect(thumbs).toHaveClass('grid-cols-3', 'md:grid-cols-5');
    await userEvent.click(within(thumbs).getByRole('button', { name: 'Show Photo 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Photo 3 of 3', current: true })).toBeInTheDocument();
    expect(main.querySelector('img')).toHaveAttribute('src', '/media/properties/7-3-960.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(main.querySelector('img')).toHaveAttribute('src', '/media/properties/7-1-960.webp');
  });

  it('the full-screen viewer moves with the arrow keys (mirrored in Arabic) and closes with Escape', async () => {
    mockProperty();
    renderProperty('ar');
    await userEvent.click(await screen.findByRole('button', { name: /فتح عارض الصور بملء الشاشة/ }));
    const viewer = await screen.findByRole('dialog', { name: 'صور شقة حديثة في الماصيون' });
    expect(within(viewer).getByText('الصورة 1 من 3')).toBeInTheDocument();
    // Right-to-left: the next photo is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('الصورة 2 من 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('الصورة 3 من 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('الصورة 2 من 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The gallery stays on the photo the viewer was showing.
    expect(screen.getByRole('button', { name: 'الصورة 2 من 3', current: true })).toBeInTheDocument();
  });

  it('in English ArrowRight is next; a swipe towards the start moves forward too', async () => {
    mockProperty();
    renderProperty('en');
    await userEvent.click(await screen.findByRole('button', { name: /Open the full-screen photo viewer/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of شقة حديثة في الماصيون' });
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Photo 2 of 3')).toBeInTheDocument();
    const stage = within(viewer).getByRole('img').parentElement!;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 105, pointerId: 1, pointerType: 'touch' });
    expect(within(viewer).getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows a clear not-found state for a missing or hidden listing, never a sample property', async () => {
    noHeroes();
    const get = fail('get', '/realty/properties/404/', new Failure(404, { detail: 'العقار غير موجود.', code: 'property_not_found' }));
    renderProperty('ar', 404);
    expect(await screen.findByRole('heading', { level: 1, name: 'العقار غير موجود' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح العقارات للبيع' })).toHaveAttribute('href', '/realty/buy-sell');
    expect(screen.queryByRole('button', { name: 'تواصل مع البائع' })).not.toBeInTheDocument();
    expect(get).toHaveLength(1);
  });

  it('shows a retryable error when loading fails for another reason', async () => {
    let fail = true;
    answerListing(() => {
      if (fail) throw new Failure(503, { detail: 'down', code: 'service_unavailable' });
      return detail();
    });
    renderProperty('en');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: "We couldn't load this property" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'شقة حديثة في الماصيون' })).toBeInTheDocument();
  });

  it('Contact Seller validates the form with the shared rules, sends it and confirms with a toast', async () => {
    mockProperty();
    const post = answerInquiries('contact');
    renderProperty('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Seller' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Full name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(post).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Lina Haddad');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Is it still available?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /E-mail/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'Lina@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message was sent to the owner.')).toBeInTheDocument();
    expect(post.map((r) => [r.path, r.json])).toEqual([
      [
        '/realty/properties/7/inquiries/',
        {
          kind: 'contact',
          name: 'Lina Haddad',
          email: 'lina@example.com',
          phone: null,
          message: 'Is it still available?',
          preferred_date: null,
          preferred_time: null,
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed when sending fails and shows server field errors on their fields', async () => {
    mockProperty();
    const post = answerInquiries('contact', [
      new Failure(500, { detail: 'boom', code: 'internal_error' }),
      new Failure(400, {
        detail: 'بعض الحقول غير صالحة.',
        code: 'validation_error',
        field_codes: { phone: ['phone_invalid'] },
        phone: ['أدخل رقم هاتف صالحًا.'],
      }),
    ]);
    renderProperty('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'تواصل مع البائع' }));
    const dialog = await screen.findByRole('dialog', { name: 'تواصل مع البائع' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /الاسم الكامل/ }), 'لينا');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني/ }), 'lina@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /رقم الهاتف/ }), '0599123456');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /الرسالة/ }), 'هل ما زالت متاحة؟');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('تعذّر إرسال رسالتك. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /الرسالة/ })).toHaveValue('هل ما زالت متاحة؟');
    expect(within(dialog).getByRole('textbox', { name: /الاسم الكامل/ })).toHaveValue('لينا');

    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(await within(dialog).findByText('أدخل رقم هاتف صالحًا.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /رقم الهاتف/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /الرسالة/ })).toHaveValue('هل ما زالت متاحة؟');
    expect(post).toHaveLength(2);
  });

  it('Schedule Visit opens the visit request dialog app/ hands over (decision 067), and opens it again on ?visit=1 after signing in', async () => {
    mockProperty();
    const post = answerInquiries('visit');
    const seen: VisitDialogProps[] = [];
    const slot = (props: VisitDialogProps) => {
      seen.push(props);
      return props.open ? <p>visit dialog for {props.listingId}</p> : null;
    };
    const page = (path: string) =>
      renderWithProviders(
        <VisitDialogSlot.Provider value={slot}>
          <PropertyPage />
        </VisitDialogSlot.Provider>,
        { locale: 'en', path, routePath: '/realty/property/:id' },
      );
    const first = page('/realty/property/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Visit' }));
    expect(await screen.findByText('visit dialog for 7')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ listingId: 7, open: true });
    // No inquiry of kind visit any more: the dialog sends a request on the lifecycle.
    expect(post).toEqual([]);
    first.unmount();
    page('/realty/property/7?visit=1');
    expect(await screen.findByText('visit dialog for 7')).toBeInTheDocument();
  });

  it('Save asks visitors to sign in, with a button to the login page', async () => {
    mockProperty();
    const post = answer('post', '/realty/favorites/', favoriteSchema, { property_id: 7, created_at: '2025-01-01T00:00:00Z' });
    const { router } = renderProperty('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('سجّل الدخول لحفظ العقارات في المفضلة.')).toBeInTheDocument();
    expect(post).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('Save toggles the favourite for signed-in users at once, and rolls back when the call fails', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    mockProperty();
    const post = answer('post', '/realty/favorites/', favoriteSchema, { property_id: 7, created_at: '2025-01-01T00:00:00Z' });
    const del = fail('delete', '/realty/favorites/:property_id/', new Failure(500, { detail: 'boom', code: 'internal_error' }));
    renderProperty('en');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(post.map((r) => r.json)).toEqual([{ property_id: 7 }]));
    expect(await screen.findByText('Saved to your favourites.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(del.map((r) => r.path)).toEqual(['/realty/favorites/7/']));
    expect(await screen.findByText("Couldn't remove the property from your favourites. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Share uses the device share sheet when there is one', async () => {
    mockProperty();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderProperty('en');
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'شقة حديثة في الماصيون', url: expect.stringContaining('/realty/property/7') }),
      );
      expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('without a share sheet, Share offers Copy link (with a toast) and WhatsApp', async () => {
    mockProperty();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProperty('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    // The menu's code loads when it first opens.
    const whatsapp = await screen.findByRole('link', { name: /Share on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('/realty/property/7');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/realty/property/7'));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });
});

/**
 * A full page load (a reload, a bookmark, staff's Preview in a new tab): the server rendered the listing
 * as a visitor sees it — for one that is not public, the not-found page — and the browser remembers a
 * sign-in whose access token is gone. The network answers as the API does: the listing to its owner
 * and staff (by token), 404 to anyone else.
 */
describe('a listing that is not public, after a page load', () => {
  function network(listing: PropertyDetail, mayRead: (token: string | null) => boolean) {
    const sent = recordRequests();
    answer('post', '/auth/refresh/', refreshResponse, { access: 'renewed' });
    answer('get', '/users/me/', userSchema, () => apiUser(useAuthStore.getState().user ?? {}));
    answer('get', `/realty/properties/${listing.id}/`, propertyDetail, ({ token }) => {
      if (mayRead(token)) return listing;
      throw new Failure(404, { detail: 'Not found.', code: 'property_not_found' });
    });
    answer('get', '/realty/properties/:id/similar/', z.array(propertyCard), []);
    answer('post', '/realty/properties/:id/views/', z.object({ views_count: z.number().int() }), { views_count: 1 });
    answerPlaces();
    connectApiToSession();
    return sent;
  }

  /** The page as the browser hydrates it: the server's anonymous answer (null: 404) already in the cache. */
  function loadPage(locale: 'ar' | 'en' = 'ar') {
    const queryClient = createQueryClient();
    queryClient.setQueryData(propertyQueryKey(7), null);
    markPrerendered([hashKey(propertyQueryKey(7))]);
    return renderWithProviders(<PropertyPage />, { locale, path: '/realty/property/7', routePath: '/realty/property/:id', queryClient });
  }

  it('shows the owner their listing under review, not the not-found page, once the session is restored', async () => {
    useAuthStore.setState({ user: testUser(), isAuthenticated: true, accessToken: null });
    const sent = network(detail({ status: 'pending', is_owner: true }), (token) => token === 'renewed');
    loadPage('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'شقة حديثة في الماصيون' })).toBeInTheDocument();
    expect(screen.getByText('قيد المراجعة')).toBeInTheDocument();
    expect(screen.queryByText('العقار غير موجود')).not.toBeInTheDocument();
    // Its own request carried the renewed token; nothing went out anonymous to get the visitor's 404 again.
    const reads = sent.filter((r) => r.path === '/realty/properties/7/');
    expect(reads).toEqual([{ method: 'GET', path: '/realty/properties/7/', token: 'renewed' }]);
  });

  it("shows staff someone else's rejected listing with its status (Preview opens a new tab)", async () => {
    useAuthStore.setState({ user: testUser({ id: 1, is_staff: true }), isAuthenticated: true, accessToken: null });
    network(detail({ status: 'rejected', is_owner: false, rejection_reason: 'Blurry photos' }), (token) => token === 'renewed');
    loadPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'شقة حديثة في الماصيون' })).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('still tells another signed-in user, and a visitor, that it was not found', async () => {
    useAuthStore.setState({ user: testUser({ id: 9 }), isAuthenticated: true, accessToken: null });
    const sent = network(detail({ status: 'pending' }), () => false);
    loadPage('en');
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/realty/properties/7/')).toEqual([expect.objectContaining({ token: 'renewed' })]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeInTheDocument();
  });

  it('asks nothing more for a visitor: the page the server rendered stands, and no view is counted', async () => {
    const sent = network(detail({ status: 'pending' }), () => false);
    loadPage('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Property not found' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
  });
});
