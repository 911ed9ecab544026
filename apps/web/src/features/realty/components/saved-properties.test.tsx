import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paginated } from '@manara/shared/schemas/common';
import { propertyCard } from '@manara/shared/schemas/realty';
import { card } from '@/test/factories';
import { answer, unreachable } from '@/test/msw/contract';
import { queries } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { SavedProperties } from './saved-properties';

const favorites = paginated(propertyCard);

describe('SavedProperties', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the saved listings with their count', async () => {
    const get = answer('get', '/realty/favorites/', favorites, { count: 1, next: null, previous: null, results: [card()] });
    renderWithProviders(<SavedProperties />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Saved properties' })).toBeInTheDocument();
    expect(await screen.findByText('1 property')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(queries(get)).toEqual([{ page_size: '12' }]);
  });

  it('invites to browse when nothing is saved (Arabic)', async () => {
    answer('get', '/realty/favorites/', favorites, { count: 0, next: null, previous: null, results: [] });
    renderWithProviders(<SavedProperties />);
    expect(await screen.findByText('لم تحفظ أي عقار بعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح العقارات' })).toHaveAttribute('href', '/realty/buy-sell');
  });

  it('offers a retry when loading fails', async () => {
    unreachable('get', '/realty/favorites/');
    renderWithProviders(<SavedProperties />, { locale: 'en' });
    expect(await screen.findByText('Your saved properties could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
