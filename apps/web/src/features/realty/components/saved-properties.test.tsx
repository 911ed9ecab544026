import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { renderWithProviders } from '@/test/render';
import { SavedProperties } from './saved-properties';
import { card } from '@/test/factories';

describe('SavedProperties', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the saved listings with their count', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ count: 1, next: null, previous: null, results: [card()] });
    renderWithProviders(<SavedProperties />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Saved properties' })).toBeInTheDocument();
    expect(await screen.findByText('1 property')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(get).toHaveBeenCalledWith('/realty/favorites/', expect.objectContaining({ params: { page_size: 12 } }));
  });

  it('invites to browse when nothing is saved (Arabic)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
    renderWithProviders(<SavedProperties />);
    expect(await screen.findByText('لم تحفظ أي عقار بعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح العقارات' })).toHaveAttribute('href', '/realty/buy-sell');
  });

  it('offers a retry when loading fails', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<SavedProperties />, { locale: 'en' });
    expect(await screen.findByText('Your saved properties could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
