import { myPropertiesResponse, type MyProperty } from '@manara/shared/schemas/realty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { renderWithProviders } from '@/test/render';
import { myProperty } from '@/test/factories';
import { answer, noContent } from '@/test/msw/contract';
import { queries } from '@/test/msw/handlers';
import { MyProperties } from './my-properties';

const mine = (id: number, status: MyProperty['status'], extra: Partial<MyProperty> = {}) => myProperty({ id, status, ...extra });

const counts = {
  all: 4,
  active: 1,
  pending: 1,
  rejected: 1,
  sold: 1,
  rented: 0,
  expired: 0,
  total_views: 1234,
  total_inquiries: 7,
  total_saves: 12,
  total_calls: 5,
  total_whatsapp: 9,
};

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

describe('My Properties', () => {
  it('shows the stat cards from the server counts, the tabs with counts, badges, and each listing’s actions', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    const get = answer('get', '/realty/properties/my_properties/', myPropertiesResponse, ({ query }) => {
      const status = query.get('status');
      const all = [
        mine(1, 'active', { reach: { inquiries: 3, saves: 4, calls: 2, whatsapp: 6 } }),
        mine(2, 'pending'),
        mine(3, 'rejected', { rejection_reason: 'The photos are of another building.' }),
        mine(4, 'sold'),
      ];
      const results = status ? all.filter((p) => p.status === status) : all;
      return { count: results.length, count_capped: false, next: null, previous: null, results, counts };
    });
    renderWithProviders(<MyProperties />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'My Properties' });
    expect(await within(section).findByText('1,234')).toBeInTheDocument();
    expect(within(section).getByText('Total properties').previousElementSibling).toHaveTextContent('4');
    // Leads beside inquiries and saves (decision 039).
    expect(within(section).getAllByText('Messages and visit requests')[0]!.previousElementSibling).toHaveTextContent('7');
    expect(within(section).getAllByText('Saves')[0]!.previousElementSibling).toHaveTextContent('12');
    expect(within(section).getAllByText('Calls')[0]!.previousElementSibling).toHaveTextContent('5');
    expect(within(section).getAllByText('WhatsApp chats')[0]!.previousElementSibling).toHaveTextContent('9');
    expect(within(section).getByRole('tab', { name: /All\s*4/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByRole('tab', { name: /Pending\s*1/ })).toBeInTheDocument();

    const list = within(section).getByRole('list', { name: 'My Properties' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(4);
    const reach = within(items[0]!).getByRole('list', { name: 'How people reached out' });
    expect(reach).toHaveTextContent('3Messages and visit requests');
    expect(reach).toHaveTextContent('4Saves');
    expect(reach).toHaveTextContent('2Calls');
    expect(reach).toHaveTextContent('6WhatsApp chats');
    expect(within(items[0]!).getByText('Active')).toHaveClass('bg-green-100');
    expect(within(items[0]!).getByRole('button', { name: 'Mark as sold' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Under review')).toHaveClass('bg-yellow-100');
    expect(within(items[2]!).getByRole('note')).toHaveTextContent('The photos are of another building.');
    expect(within(items[2]!).getByRole('button', { name: 'Edit and resubmit' })).toBeInTheDocument();
    // Sold: no Edit, Delete still offered.
    expect(within(items[3]!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(items[3]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/en/realty/property/1');

    await userEvent.click(within(section).getByRole('tab', { name: /Pending/ }));
    expect(await within(section).findByText('Listing 2')).toBeInTheDocument();
    expect(queries(get)).toContainEqual(expect.objectContaining({ status: 'pending' }));
  });

  it('asks before deleting, with the specification’s text', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answer('get', '/realty/properties/my_properties/', myPropertiesResponse, {
      count: 1,
      count_capped: false,
      next: null,
      previous: null,
      results: [mine(1, 'pending')],
      counts,
    });
    const del = noContent('delete', '/realty/properties/:id/');
    renderWithProviders(<MyProperties />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Listing 1"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del.map((r) => r.path)).toEqual(['/realty/properties/1/']));
  });

  it('shows the empty state with a way to add a first property (Arabic)', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answer('get', '/realty/properties/my_properties/', myPropertiesResponse, {
      count: 0,
      count_capped: false,
      next: null,
      previous: null,
      results: [],
      counts: { ...counts, all: 0 },
    });
    renderWithProviders(<MyProperties />, { locale: 'ar' });
    expect(await screen.findByText('لا توجد عقارات')).toBeInTheDocument();
    expect(screen.getByText('ابدأ بإضافة عقارك الأول!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف عقارًا' })).toBeInTheDocument();
  });

  it('shows the owner their own price and currency, never a conversion into the currency they browse in (decision 063)', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    const rent = mine(5, 'active', { purpose: 'rent', price: 1800, currency: 'ILS', price_usd: 486.49 });
    answer('get', '/realty/properties/my_properties/', myPropertiesResponse, {
      count: 1,
      count_capped: false,
      next: null,
      previous: null,
      results: [rent],
      counts: { ...counts, all: 1 },
    });
    renderWithProviders(<MyProperties />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'عقاراتي' });
    expect(await within(list).findByText('1,800 شيكل')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('≈');
    expect(list).not.toHaveTextContent('دولار');
  });
});
