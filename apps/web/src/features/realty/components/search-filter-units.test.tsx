import { savedSearchSchema } from '@manara/shared/schemas/saved-searches';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { renderWithProviders } from '@/test/render';
import { card } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { answerPlaces, cardPage, listingPage, noHeroes, queries } from '@/test/msw/handlers';
import { BuySellPage } from '../pages/buy-sell-page';

/** The buy-sell page at `query`; returns the list requests seen. */
function renderList(locale: 'ar' | 'en', query: string) {
  noHeroes();
  answerPlaces();
  const list = answer('get', '/realty/properties/', listingPage, cardPage([card({ id: 1, type: 'land', area: 1500 })], 1));
  const rendered = renderWithProviders(<BuySellPage />, { locale, path: `/realty/buy-sell${query}`, routePath: '/realty/buy-sell' });
  return { list, ...rendered };
}

afterEach(() => useAuthStore.getState().signOut());

// Decision 040: bounds are read in the units the cards show — prices in the visitor's currency, land by the dunam.
describe('filter units', () => {
  it('takes the area of land in dunams and asks the API in square metres; other types stay in m²', async () => {
    const { list, router } = renderList('en', '?type=land');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const min = screen.getByRole('textbox', { name: 'Min area (dunams)' });
    await userEvent.type(min, '1.5');
    expect(min).toHaveValue('1.5');
    await waitFor(() => expect(queries(list).at(-1)).toEqual({ purpose: 'sale', type: 'land', area_min: '1500' }), { timeout: 2000 });
    expect(router.state.location.search).toContain('area_min=1500');
    expect(screen.getByRole('button', { name: 'Remove filter: From 1.5 dunams' })).toBeInTheDocument();

    // An apartment's area is in m²: the same bound reads 1,500 m².
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'apartment');
    expect(screen.getByRole('textbox', { name: 'Min area (m²)' })).toHaveValue('1500');
    expect(await screen.findByRole('button', { name: 'Remove filter: From 1,500 m²' })).toBeInTheDocument();
  });

  it('names the currency of the price bounds, and a saved search keeps it for its alerts (Arabic, shekels)', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    const saves = answer('post', '/saved-searches/', savedSearchSchema, {
      id: 1,
      name: null,
      auto_name: { ar: 'حتى 800,000 شيكل', en: 'Up to ₪800,000' },
      filters: { purpose: 'sale', price_max: 800000, currency: 'ILS' },
      frequency: 'daily',
      result_count: 1,
      result_count_capped: false,
      created_at: new Date().toISOString(),
    });
    const { list } = renderList('ar', '?currency=ILS&price_max=800000');
    await screen.findAllByRole('article');
    await waitFor(() => expect(queries(list).at(-1)).toEqual({ purpose: 'sale', price_max: '800000', currency: 'ILS' }));
    await userEvent.click(screen.getByRole('button', { name: /^التصفية/ }));
    expect(screen.getByRole('textbox', { name: 'أعلى سعر (شيكل)' })).toHaveValue('800000');

    await userEvent.click(screen.getByRole('button', { name: 'حفظ هذا البحث' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.json).toEqual({ filters: { purpose: 'sale', price_max: '800000', currency: 'ILS' } });
  });
});
