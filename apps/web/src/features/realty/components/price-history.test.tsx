import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card, detail } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { PriceHistory, sparklinePrices } from './price-history';
import { PropertyCard } from './property-card';

const history = [
  { old_price: 200_000, old_currency: 'USD', new_price: 190_000, currency: 'USD', changed_at: '2026-10-01T09:00:00.000Z' },
  { old_price: 190_000, old_currency: 'USD', new_price: 171_000, currency: 'USD', changed_at: '2026-11-20T09:00:00.000Z' },
] as const;
const reduced = { percent: 10, changed_at: '2026-11-20T09:00:00.000Z' };

describe('price history and the reduced mark (decision 060)', () => {
  it('marks a card «انخفض السعر 10٪» in Arabic and "Price reduced 10 %" in English; nothing without a cut', () => {
    const { unmount } = renderWithProviders(<PropertyCard property={card({ id: 3, price_reduced: reduced })} />, { locale: 'ar' });
    expect(screen.getByTestId('price-reduced')).toHaveTextContent('انخفض السعر 10٪');
    unmount();
    const english = renderWithProviders(<PropertyCard property={card({ id: 3, price_reduced: reduced })} />, { locale: 'en', path: '/en' });
    expect(screen.getByTestId('price-reduced')).toHaveTextContent('Price reduced 10 %');
    english.unmount();
    renderWithProviders(<PropertyCard property={card({ id: 4, price_reduced: null })} />, { locale: 'en', path: '/en' });
    expect(screen.queryByTestId('price-reduced')).toBeNull();
  });

  it('lists the changes newest first under a decorative line, with the mark', () => {
    const { container } = renderWithProviders(<PriceHistory property={detail({ price_history: [...history], price_reduced: reduced })} />, {
      locale: 'en',
      path: '/en/realty/property/7',
    });
    const section = screen.getByRole('region', { name: 'Price history' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('$190,000 to $171,000');
    expect(items[0]).toHaveTextContent('down 10 %');
    expect(items[1]).toHaveTextContent('$200,000 to $190,000');
    expect(items[1]).toHaveTextContent('down 5 %');
    expect(within(section).getByTestId('price-reduced')).toHaveTextContent('Price reduced 10 %');
    const svg = container.querySelector('svg[aria-hidden="true"] polyline');
    expect(svg?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it('reads in Arabic, and shows nothing when the price never changed', () => {
    const { unmount } = renderWithProviders(<PriceHistory property={detail({ price_history: [...history], price_reduced: null })} />, {
      locale: 'ar',
    });
    const section = screen.getByRole('region', { name: 'تاريخ السعر' });
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('من 190,000 دولار إلى 171,000 دولار');
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('انخفاض 10٪');
    unmount();
    renderWithProviders(<PriceHistory property={detail({ price_history: [], price_reduced: null })} />, { locale: 'ar' });
    expect(screen.queryByTestId('price-history')).toBeNull();
  });

  it('draws only the latest run in one currency', () => {
    expect(
      sparklinePrices([
        { old_price: 100_000, old_currency: 'USD', new_price: 70_000, currency: 'JOD', changed_at: '2026-10-01T00:00:00.000Z' },
        { old_price: 70_000, old_currency: 'JOD', new_price: 65_000, currency: 'JOD', changed_at: '2026-10-02T00:00:00.000Z' },
      ]),
    ).toEqual([70_000, 65_000]);
  });
});
