import { citySchema, myPropertiesResponse, propertyCard, propertyDetail, type MyProperty } from '@manara/shared/schemas/realty';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '@/lib/auth/store';
import { detail, myCounts, myProperty } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { PropertyPage } from '../pages/property-page';
import { MyProperties } from './my-properties';

// Photos are made ready by the server after a save (decision 031): whoever manages the listing is told
// how many are being prepared, and the page asks again until they are shown.

const counts = myCounts({ all: 1, pending: 1 });
const listing = (extra: Partial<MyProperty>) => myProperty({ id: 5, title: 'Sunny flat', status: 'pending', ...extra });

afterEach(() => useAuthStore.getState().signOut());

describe('photos being prepared', () => {
  it('are announced on the dashboard, in Arabic, until the next answer shows them ready', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    let ready = false;
    const seen = answer('get', '/realty/properties/my_properties/', myPropertiesResponse, () => ({
      count: 1,
      count_capped: false,
      next: null,
      previous: null,
      results: [ready ? listing({}) : listing({ photos_pending: 2, cover_image: null, media_list: [] })],
      counts,
    }));
    renderWithProviders(<MyProperties />, { locale: 'ar' });
    const item = (await screen.findByText('Sunny flat')).closest('li')!;
    expect(await within(item).findByRole('status')).toHaveTextContent('صورتان قيد التجهيز، وتظهران هنا عند اكتمالهما.');
    expect(item.querySelector('img')).toBeNull();

    ready = true;
    await waitFor(() => expect(item.querySelector('img')).not.toBeNull(), { timeout: 8000 });
    expect(within(item).queryByText(/قيد التجهيز/)).not.toBeInTheDocument();
    expect(seen.length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('are announced to the owner on the listing page, in English; visitors see only the photos that are ready', async () => {
    answer('get', '/realty/properties/7/similar/', z.array(propertyCard), []);
    answer('get', '/realty/cities/', z.array(citySchema), []);
    const owned = answer('get', '/realty/properties/7/', propertyDetail, detail({ is_owner: true, photos_pending: 1 }));
    const view = renderWithProviders(<PropertyPage />, { locale: 'en', path: '/realty/property/7', routePath: '/realty/property/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('1 photo is being prepared; it appears here once ready.');
    expect(owned.length).toBeGreaterThanOrEqual(1);
    view.unmount();

    answer('get', '/realty/properties/7/', propertyDetail, detail({ photos_pending: null }));
    renderWithProviders(<PropertyPage />, { locale: 'en', path: '/realty/property/7', routePath: '/realty/property/:id' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/being prepared/)).not.toBeInTheDocument();
  });
});
