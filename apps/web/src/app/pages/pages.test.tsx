import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { useAuthStore } from '@/lib/auth/store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/factories';
import { route as dashboard } from './dashboard';
import { route as inbox } from './inbox';

/** Every GET answered with an empty page (the shapes the dashboard and inbox sections read). */
function emptyApi() {
  return vi.spyOn(api, 'get').mockImplementation((async (url: string) => {
    if (url === '/realty/inquiries/') return { count: 0, next: null, previous: null, unread_count: 0, results: [] };
    if (url === '/realty/properties/my_properties/')
      return { count: 0, next: null, previous: null, counts: { all: 0, active: 0, pending: 0, total_views: 0 }, results: [] };
    return { count: 0, next: null, previous: null, results: [] };
  }) as typeof api.get);
}

describe('signed-in pages', () => {
  beforeEach(() =>
    useAuthStore.setState({
      isAuthenticated: true,
      accessToken: 'token',
      user: testUser(),
    }),
  );
  afterEach(() => vi.restoreAllMocks());

  it('the inbox holds the messages only: saved listings belong on the dashboard', async () => {
    const get = emptyApi();
    renderWithProviders(<inbox.Component />, { locale: 'en', path: '/dashboard/inbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved properties' })).not.toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/realty/favorites/');
  });

  it('the dashboard shows the saved listings', async () => {
    emptyApi();
    renderWithProviders(<dashboard.Component />, { locale: 'en', path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Saved properties' })).toBeInTheDocument();
  });
});
