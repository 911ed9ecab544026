import { ownerListingsResponse } from '@manara/shared/schemas/realty';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { card } from '@/test/factories';
import { answer, fail, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { OwnerPage } from './owner-page';

const owner = { id: 3, name: 'مكتب الزيتونة العقاري', display_name_ar: null, display_name_en: null, provider_type: null };

function renderOwner(locale: 'ar' | 'en', query = '') {
  return renderWithProviders(<OwnerPage />, { locale, path: `/realty/owners/3${query}`, routePath: '/realty/owners/:id' });
}

describe("an owner's public page (decision 041)", () => {
  it('shows the owner and their listings, with paging through the API’s cursors', async () => {
    const seen = answer('get', '/realty/owners/:id/properties/', ownerListingsResponse, {
      owner,
      count: 14,
      count_capped: false,
      next: '/api/v1/realty/owners/3/properties/?page_size=12&cursor=abc',
      previous: null,
      results: [card({ id: 1, title: 'شقة في البيرة' }), card({ id: 2, title: 'Office in Ramallah' })],
    });
    renderOwner('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'مكتب الزيتونة العقاري' })).toBeInTheDocument();
    expect(screen.getByText('14 properties')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'شقة في البيرة',
      'Office in Ramallah',
    ]);
    const pages = screen.getByRole('navigation', { name: /pages/i });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/en/realty/owners/3?page=2');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/realty/owners/3?cursor=abc&page=2');
    expect(seen[0]!.path).toBe('/realty/owners/3/properties/');
    expect(seen[0]!.query.get('page_size')).toBe('12');
  });

  it('sends a provider to their provider page (decision 056)', async () => {
    answer('get', '/realty/owners/:id/properties/', ownerListingsResponse, {
      owner: { ...owner, provider_type: 'realtor' },
      count: 1,
      count_capped: false,
      next: null,
      previous: null,
      results: [card({ id: 1, title: 'شقة في البيرة' })],
    });
    const { router } = renderOwner('en', '');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/providers/3'));
  });

  it('says so when the owner has no active listing (Arabic)', async () => {
    fail('get', '/realty/owners/:id/properties/', new Failure(404, { code: 'owner_not_found', detail: 'x' }));
    renderOwner('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'لا توجد إعلانات لعرضها' })).toBeInTheDocument();
    expect(screen.getByText('ليس لهذا المعلن إعلانات نشطة على منارة حاليًا.')).toBeInTheDocument();
  });
});
