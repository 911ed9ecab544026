import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareResponse } from '@manara/shared/schemas/compare';
import { card } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { queries } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { compareList, recentList, rememberViewed, toggleCompare } from '../lib/browser-lists';
import { CompareToggle, CompareTray } from './compare-controls';
import { RecentlyViewed } from './recently-viewed';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the browser lists (compare, recently viewed)', () => {
  it('compares at most four listings, each once, and takes one out again', () => {
    for (const id of [1, 2, 3, 4]) expect(toggleCompare(id)).toBe(true);
    expect(toggleCompare(5)).toBe(false);
    expect(compareList.read()).toEqual([1, 2, 3, 4]);
    expect(toggleCompare(2)).toBe(true);
    expect(compareList.read()).toEqual([1, 3, 4]);
    expect(JSON.parse(localStorage.getItem('manara.compare')!)).toEqual([1, 3, 4]);
  });

  it('remembers the last ten listings viewed, newest first, each once', () => {
    for (let id = 1; id <= 12; id++) rememberViewed(id);
    rememberViewed(5);
    expect(recentList.read()).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('reads what another tab or a hand wrote defensively', () => {
    localStorage.setItem('manara.recent', '[3, "x", 3, -1, 2.5, 7]');
    expect(recentList.read()).toEqual([3, 7]);
    localStorage.setItem('manara.recent', '{not json');
    expect(recentList.read()).toEqual([]);
  });
});

describe('CompareToggle and CompareTray', () => {
  it('adds a listing to the tray, which links to the comparison of the chosen ids (English)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CompareToggle id={7} title="Flat in Nablus" compact />
        <CompareToggle id={9} title="Villa in Jenin" compact />
        <CompareTray />
      </>,
      { locale: 'en' },
    );
    expect(screen.queryByRole('link', { name: /Compare \(/ })).not.toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Compare: Flat in Nablus' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Compare: Villa in Jenin' }));
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/en/realty/compare?ids=7,9');
    await user.click(first);
    expect(screen.getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/en/realty/compare?ids=9');
  });

  it('follows a change made in another tab (Arabic)', () => {
    renderWithProviders(<CompareTray />);
    act(() => {
      localStorage.setItem('manara.compare', '[4,5,6]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'manara.compare' }));
    });
    expect(screen.getByRole('link', { name: 'المقارنة (3)' })).toHaveAttribute('href', '/realty/compare?ids=4,5,6');
  });
});

describe('RecentlyViewed', () => {
  it('shows the listings still public, newest first, without the one being read', async () => {
    for (const id of [1, 2, 3]) rememberViewed(id);
    const get = answer('get', '/realty/properties/batch/', compareResponse, {
      results: [
        { ...card({ id: 2, title: 'Second' }), amenities: [] },
        { ...card({ id: 1, title: 'First' }), amenities: [] },
      ],
    });
    renderWithProviders(<RecentlyViewed exclude={3} />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(queries(get)).toEqual([{ ids: '2,1' }]);
  });

  it('is not there while nothing was viewed', () => {
    renderWithProviders(<RecentlyViewed />, { locale: 'en' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
