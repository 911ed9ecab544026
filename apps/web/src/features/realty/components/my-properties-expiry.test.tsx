import { listingRenewal, myPropertiesResponse, type MyProperty } from '@manara/shared/schemas/realty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { renderWithProviders } from '@/test/render';
import { myCounts, myProperty } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { renewable } from '../lib/renewal';
import { MyProperties } from './my-properties';

/** The dashboard's side of expiry (decision 061): "Expires on …", Renew in the last week and once expired, the Expired tab. */
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

const page = (results: MyProperty[]) => ({
  count: results.length,
  count_capped: false,
  next: null,
  previous: null,
  results,
  counts: myCounts({ all: results.length, active: 2, expired: 1 }),
});

describe('My Properties: expiry and renewal', () => {
  it('offers Renew to an expired listing and an active one in its last week only', () => {
    expect(renewable({ status: 'expired', expires_at: inDays(-3) })).toBe(true);
    expect(renewable({ status: 'active', expires_at: inDays(6) })).toBe(true);
    expect(renewable({ status: 'active', expires_at: inDays(30) })).toBe(false);
    expect(renewable({ status: 'active', expires_at: null })).toBe(false);
    expect(renewable({ status: 'pending', expires_at: null })).toBe(false);
    expect(renewable({ status: 'sold', expires_at: inDays(-3) })).toBe(false);
  });

  it('shows when each live listing expires, the expired one with its note, and renews from the dashboard', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    const far = myProperty({ id: 1, status: 'active', expires_at: '2027-03-01T10:00:00.000Z' });
    const soon = myProperty({ id: 2, status: 'active', expires_at: inDays(5) });
    const expired = myProperty({ id: 3, status: 'expired', expires_at: inDays(-2) });
    answer('get', '/realty/properties/my_properties/', myPropertiesResponse, page([far, soon, expired]));
    const renew = answer('post', '/realty/properties/:id/renew/', listingRenewal, (r) => ({
      id: Number(r.path.split('/')[3]),
      title: 'Listing 3',
      text_lang: 'en' as const,
      title_ar: '',
      title_en: 'Listing 3',
      status: 'active' as const,
      expires_at: '2027-05-30T10:00:00.000Z',
    }));
    renderWithProviders(<MyProperties />, { locale: 'en' });
    const list = await screen.findByRole('list', { name: 'My Properties' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(3);

    expect(items[0]!).toHaveTextContent('Expires on March 1, 2027');
    expect(within(items[0]!).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Renew' })).toBeInTheDocument();

    expect(within(items[2]!).getByText('Expired')).toHaveClass('bg-orange-100');
    expect(within(items[2]!).getByRole('note')).toHaveTextContent('This listing expired');
    expect(items[2]!).not.toHaveTextContent('Expires on');
    // Expired listings have their tab.
    expect(screen.getByRole('tab', { name: /Expired\s*1/ })).toBeInTheDocument();

    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(renew.map((r) => r.path)).toEqual(['/realty/properties/3/renew/']));
    expect(await screen.findByText('Renewed: it stays on Manara until May 30, 2027.')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answer(
      'get',
      '/realty/properties/my_properties/',
      myPropertiesResponse,
      page([myProperty({ id: 3, status: 'expired', expires_at: inDays(-2) })]),
    );
    renderWithProviders(<MyProperties />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'عقاراتي' });
    expect(within(list).getByText('منتهي العرض')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'تجديد' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /منتهية العرض/ })).toBeInTheDocument();
  });
});
