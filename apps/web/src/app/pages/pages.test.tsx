import { paginated } from '@manara/shared/schemas/common';
import { inboxResponse, myPropertiesResponse, propertyCard } from '@manara/shared/schemas/realty';
import { savedSearchSchema } from '@manara/shared/schemas/saved-searches';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '@/lib/auth/store';
import { myCounts, testUser } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { route as dashboard } from './dashboard';
import { route as inbox } from './inbox';

const empty = { count: 0, next: null, previous: null, results: [] };

/** Every list the dashboard and inbox sections read (inbox, own listings, saved searches, favourites), empty; returns the saved-listings requests. */
function emptyApi() {
  answer('get', '/realty/inquiries/', inboxResponse, { ...empty, unread_count: 0 });
  answer('get', '/realty/properties/my_properties/', myPropertiesResponse, {
    ...empty,
    count_capped: false,
    counts: myCounts(),
  });
  answer('get', '/saved-searches/', z.array(savedSearchSchema), []);
  return answer('get', '/realty/favorites/', paginated(propertyCard), empty);
}

describe('signed-in pages', () => {
  beforeEach(() =>
    useAuthStore.setState({
      isAuthenticated: true,
      accessToken: 'token',
      user: testUser(),
    }),
  );

  it('the inbox holds the messages only: saved listings belong on the dashboard', async () => {
    const favorites = emptyApi();
    renderWithProviders(<inbox.Component />, { locale: 'en', path: '/dashboard/inbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved properties' })).not.toBeInTheDocument();
    expect(favorites).toEqual([]);
  });

  it('the dashboard shows the saved listings', async () => {
    emptyApi();
    renderWithProviders(<dashboard.Component />, { locale: 'en', path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Saved properties' })).toBeInTheDocument();
  });
});
