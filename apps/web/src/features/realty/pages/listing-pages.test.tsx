import { formatPrice } from '@manara/shared/i18n/index';
import { SEARCH_DEBOUNCE_MS } from '@manara/shared/limits';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { renderWithProviders } from '@/test/render';
import { card } from '@/test/factories';
import { answer, Failure, hang, type SeenRequest } from '@/test/msw/contract';
import { mapPointsResponse } from '@manara/shared/schemas/realty';
import { answerPlaces, cardPage, listingPage, noHeroes, queries } from '@/test/msw/handlers';
import { BuySellPage } from './buy-sell-page';
import { RentPage } from './rent-page';

const page = (
  results = [card({ id: 1 }), card({ id: 2, title: 'Villa with olive garden', type: 'villa', price: 480000 })],
  count = results.length,
) => cardPage(results, count);

/** The list answers `reply` (heroes unset, the place lists from the factories); returns the list requests seen. */
function mockList(reply: Parameters<typeof answer<typeof listingPage>>[3]): SeenRequest[] {
  noHeroes();
  answerPlaces();
  return answer('get', '/realty/properties/', listingPage, reply);
}
const listCalls = queries;

const renderBuySell = (opts: { locale?: 'ar' | 'en'; query?: string } = {}) =>
  renderWithProviders(<BuySellPage />, {
    locale: opts.locale ?? 'ar',
    path: `/realty/buy-sell${opts.query ?? ''}`,
    routePath: '/realty/buy-sell',
    routes: [
      { path: '/auth/login', element: <p>login page</p> },
      { path: '/auth/register', element: <p>register page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
  });

/** A price as Testing Library sees it (its text normalizer turns the no-break space into a space). */
const price = (n: number, locale: 'ar' | 'en') => formatPrice(n, locale).replace(/\s/g, ' ');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

describe('buy-sell and rent lists', () => {
  it('shows the listings for sale as cards with localized city, type, rooms, area and USD prices (Arabic)', async () => {
    const get = mockList(page());
    renderBuySell();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'شقة رقم 1' })).toHaveAttribute('href', '/realty/property/1');
    expect(first.getByText('رام الله')).toBeInTheDocument();
    expect(first.getByText('شقة')).toBeInTheDocument();
    expect(first.getByText('165 م²')).toBeInTheDocument();
    expect(first.getByText(price(175000, 'ar'))).toBeInTheDocument();
    expect(within(cards[1]!).getByText(price(480000, 'ar'))).toBeInTheDocument();
    expect(screen.queryByText('/ شهريًا')).not.toBeInTheDocument();
    expect(screen.getByText('عقاران')).toBeInTheDocument();
    expect(listCalls(get)).toEqual([{ purpose: 'sale' }]);
  });

  it('gives cover photos a srcset and sizes, loading the first row eagerly and the rest lazily', async () => {
    mockList(page([1, 2, 3, 4].map((id) => card({ id }))));
    const { container } = renderBuySell({ locale: 'en' });
    await screen.findAllByRole('article');
    const imgs = [...container.querySelectorAll('article img')];
    expect(imgs).toHaveLength(4);
    expect(imgs[0]).toHaveAttribute('srcset', expect.stringContaining('480w'));
    expect(imgs[0]).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('shows rentals per month, in English, with the rent-out call to action', async () => {
    const get = mockList(page([card({ id: 5, purpose: 'rent', price: 650, title: 'Furnished studio' })]));
    renderWithProviders(<RentPage />, { locale: 'en', path: '/realty/rent', routePath: '/realty/rent' });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('$650')).toBeInTheDocument();
    expect(within(article).getByText('/ month')).toBeInTheDocument();
    expect(screen.getByText('1 property')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Want to rent out your property?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your property for rent' })).toHaveAttribute('href', '/en/auth/register');
    expect(listCalls(get)).toEqual([{ purpose: 'rent' }]);
  });

  it('shows six skeleton cards while the list loads', async () => {
    noHeroes();
    answerPlaces();
    hang('get', '/realty/properties/');
    const { container } = renderBuySell();
    await waitFor(() => expect(container.querySelector('.grid[aria-busy="true"]')).not.toBeNull());
    expect(container.querySelector('.grid[aria-busy="true"]')!.children).toHaveLength(6);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an empty state with a register link when nothing matches', async () => {
    mockList(page([]));
    renderBuySell({ locale: 'en' });
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register and list your property' })).toHaveAttribute('href', '/en/auth/register');
  });

  it('a failed list is empty, and Try again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const get = mockList(() => {
      if (fail) throw new Failure(500, { detail: 'boom', code: 'internal_error' });
      return page();
    });
    renderBuySell({ locale: 'en' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(listCalls(get)).toHaveLength(2);
  });

  it('has a contact call to action and Add Property (floating on phones, in the results toolbar wider) that asks visitors to sign in', async () => {
    mockList(page());
    renderBuySell({ locale: 'en' });
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/en/auth/register');
    // jsdom applies no stylesheet: both are here; the browser shows one per screen size (e2e/realty.spec.ts).
    const [inToolbar, floating] = screen.getAllByRole('button', { name: 'Add Property' });
    expect(inToolbar!.parentElement).toHaveClass('hidden', 'sm:block');
    expect(floating!.parentElement).toHaveClass('sticky', 'sm:hidden');
    await userEvent.click(floating!);
    // The dialog is a lazy chunk: its first import in a cold test run transforms the whole form.
    const dialog = await screen.findByRole('dialog', { name: 'Login required' }, { timeout: 12_000 });
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/auth/login');
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/auth/register');
  });

  it('opens the add-property form for signed-in users (no detour to the dashboard)', async () => {
    useAuthStore.setState({ isAuthenticated: true });
    mockList(page());
    renderBuySell({ locale: 'en' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Property' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Property' });
    expect(within(dialog).getByRole('textbox', { name: /Title in English/ })).toBeInTheDocument();
  });
});

describe('search and filter bar', () => {
  it('sends no extra request on the first render, then one 500 ms after the last change, and puts the search in the URL', async () => {
    const get = mockList(page());
    const { router } = renderBuySell();
    await screen.findAllByRole('article');
    expect(listCalls(get)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByRole('searchbox', { name: 'ابحث عن عقار' });
    fireEvent.change(search, { target: { value: 'شقه' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(search, { target: { value: 'شقه رام' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(listCalls(get)).toHaveLength(1);
    expect(router.state.location.search).toBe('');

    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(listCalls(get)).toHaveLength(2));
    expect(listCalls(get)[1]).toEqual({ purpose: 'sale', search: 'شقه رام' });
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('شقه رام');
    // Nothing more is sent once the list matches the URL.
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100));
    expect(listCalls(get)).toHaveLength(2);
  });

  it('reads the filters of a shared link, shows them as chips with a count, and Clear All resets everything', async () => {
    const get = mockList(page());
    const { router } = renderBuySell({ locale: 'en', query: '?type=villa&city=17&beds_min=3&price_max=500000&ordering=-price' });
    await screen.findAllByRole('article');
    expect(listCalls(get)[0]).toEqual({
      purpose: 'sale',
      type: 'villa',
      city: '17',
      beds_min: '3',
      price_max: '500000',
      ordering: '-price',
    });

    const chips = screen.getByRole('heading', { name: 'Active filters' }).parentElement!;
    await waitFor(() => expect(within(chips).getByText('Ramallah')).toBeInTheDocument());
    expect(within(chips).getByText('Villa')).toBeInTheDocument();
    expect(within(chips).getByText('3+ bedrooms')).toBeInTheDocument();
    expect(within(chips).getByText('Up to $500,000')).toBeInTheDocument();
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('4');
    expect(screen.getByText('4 active filters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Villa' }));
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('3');
    await waitFor(() => expect(router.state.location.search).not.toContain('type='), { timeout: 2000 });

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByTestId('active-filter-count')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-price'), { timeout: 2000 });
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ purpose: 'sale', ordering: '-price' }));
  });

  it('opens and closes the panel; cities are grouped by governorate; numbers accept Arabic-Indic digits and no minus', async () => {
    noHeroes();
    const cityRequests = answerPlaces();
    const get = answer('get', '/realty/properties/', listingPage, page());
    const { router } = renderBuySell();
    await screen.findAllByRole('article');
    const toggle = screen.getByRole('button', { name: 'التصفية' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const city = screen.getByRole('combobox', { name: 'المدينة' });
    await waitFor(() => expect(city).toBeEnabled());
    const groups = [...city.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'));
    expect(groups).toEqual(['رام الله والبيرة', 'جنين']);
    expect(queries(cityRequests)).toContainEqual({ country_fk: '1' });

    await userEvent.selectOptions(city, '18');
    const min = screen.getByRole('textbox', { name: 'أقل سعر (دولار)' });
    fireEvent.change(min, { target: { value: '-١٢٠٠٠٠' } });
    expect(min).toHaveValue('120000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'الحمّامات' }), '2');
    await waitFor(() => expect(listCalls(get)).toHaveLength(2), { timeout: 2000 });
    expect(listCalls(get)[1]).toEqual({ purpose: 'sale', city: '18', price_min: '120000', baths_min: '2' });
    expect(router.state.location.search).toContain('price_min=120000');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'المدينة' })).not.toBeInTheDocument();
  });

  it("shows the server's field errors near the panel, in the current language", async () => {
    mockList(() => {
      throw new Failure(400, {
        detail: 'بعض الحقول غير صالحة.',
        code: 'validation_error',
        field_codes: { price_min: ['price_range_invalid'] },
        price_min: ['لا يمكن أن يتجاوز الحد الأدنى للسعر الحد الأقصى.'],
      });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBuySell({ locale: 'en', query: '?price_min=9&price_max=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Min price (USD): Minimum price cannot exceed maximum price.');
    expect(screen.getByText('No properties found')).toBeInTheDocument();
  });

  it('keeps the previous results readable while the next ones load: the region is busy and says so', async () => {
    let reply: (value: ReturnType<typeof page>) => void = () => {};
    mockList(({ query }) => (query.has('ordering') ? new Promise<ReturnType<typeof page>>((resolve) => (reply = resolve)) : page()));
    renderBuySell({ locale: 'en' });
    const results = screen.getByRole('region', { name: 'Available properties' });
    await screen.findAllByRole('article');
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByText('Updating the results…')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    expect(await screen.findByText('Updating the results…')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'true');
    // Still there, and not dimmed: dimmed text fails contrast for readers as it did for axe.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (let el: HTMLElement | null = cards[0]!; el && el !== results; el = el.parentElement) expect(el.className).not.toMatch(/opacity/);

    reply(page([card({ id: 3, title: 'Cheapest first' })], 1));
    expect(await screen.findByRole('heading', { name: 'Cheapest first' })).toBeInTheDocument();
    expect(screen.queryByText('Updating the results…')).not.toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');
  });

  it('changing the ordering reloads at once; page links keep the filters', async () => {
    const next = '/api/v1/realty/properties/?purpose=sale&type=apartment&cursor=abc';
    const get = mockList({ ...page([card({ id: 1 })], 40), next });
    const { router } = renderBuySell({ locale: 'en', query: '?type=apartment' });
    await screen.findAllByRole('article');
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/en/realty/buy-sell?type=apartment&page=4');
    // Next follows the API's cursor link (decision 034); the page number rides along as a label.
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/realty/buy-sell?type=apartment&cursor=abc&page=2');
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ purpose: 'sale', type: 'apartment', cursor: 'abc' }));
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ purpose: 'sale', type: 'apartment', ordering: 'price' }));
    expect(router.state.location.search).toBe('?type=apartment&ordering=price');
  });

  it('says "1,000+" past the counted listings, goes on by cursor past the numbered pages, and offers relevance only while searching', async () => {
    const link = (cursor: string) => `/api/v1/realty/properties/?purpose=sale&cursor=${cursor}`;
    mockList({ ...page([card({ id: 1 })], 1000), count_capped: true, next: link('n'), previous: link('p') });
    renderBuySell({ locale: 'en', query: '?cursor=x&page=90' });
    await screen.findAllByRole('article');
    expect(screen.getByText('1,000+ properties')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    // 84 numbered pages hold the 1000 counted listings; page 90 came by cursor and is not a link.
    expect(within(nav).getByRole('link', { name: 'Page 84' })).toHaveAttribute('href', '/en/realty/buy-sell?page=84');
    expect(within(nav).queryByRole('link', { name: 'Page 90' })).toBeNull();
    expect(within(nav).getByText('Page 90')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/realty/buy-sell?cursor=n&page=91');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/realty/buy-sell?cursor=p&page=89');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Best match' })).toBeNull();
  });

  it('orders a search by relevance unless the reader picks another order, in Arabic too', async () => {
    const get = mockList(page());
    const { router } = renderBuySell({ locale: 'ar', query: `?search=${encodeURIComponent('شقة')}` });
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'ترتيب حسب' })).toHaveValue('relevance');
    expect(screen.getByRole('option', { name: 'الأكثر صلة' })).toBeInTheDocument();
    expect(listCalls(get).at(-1)).toEqual({ purpose: 'sale', search: 'شقة' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ترتيب حسب' }), '-created_at');
    await waitFor(() => expect(listCalls(get).at(-1)).toEqual({ purpose: 'sale', search: 'شقة', ordering: '-created_at' }));
    expect(new URLSearchParams(router.state.location.search).get('ordering')).toBe('-created_at');
  });

  it('puts the map first when the map view is chosen: no hero, a short title, the count of listings without a pin (issue 33)', async () => {
    mockList(page());
    answer('get', '/realty/properties/map/', mapPointsResponse, {
      count: 0,
      count_capped: false,
      points: [],
      unpinned: [
        { city_id: 1, city: 'رام الله', latitude: 31.9, longitude: 35.2, count: 2 },
        { city_id: 2, city: 'نابلس', latitude: null, longitude: null, count: 1 },
      ],
    });
    renderBuySell({ query: '?view=map' });
    expect(await screen.findByRole('heading', { level: 1, name: 'عقارات للبيع على الخريطة' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const map = screen.getByRole('region', { name: 'خريطة النتائج' });
    const note = await screen.findByTestId('map-unpinned-note');
    expect(note).toHaveTextContent('3 عقارات بلا موقع دقيق، محسوبة في وسط مدنها على الخريطة.');
    // The map comes before the results' heading and list.
    const results = screen.getByRole('heading', { level: 2, name: 'العقارات المتاحة' });
    expect(map.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'عرض النتائج على شكل' })).toHaveLength(1);
  });
});
