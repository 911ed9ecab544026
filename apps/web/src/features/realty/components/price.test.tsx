import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Price, useAreaText } from './price';

function Areas({ sqm }: { sqm: number[] }) {
  const areaText = useAreaText();
  return (
    <ul>
      {sqm.map((m2) => (
        <li key={m2}>{areaText('land', m2)}</li>
      ))}
    </ul>
  );
}

// 40,000 JOD at the test rates (0.709 JOD per dollar) ≈ $56,417; 1,800 ₪ at 3.7 ₪ per dollar ≈ $486.
const dinars = { price: 40_000, currency: 'JOD', price_usd: 56_417.49 } as const;
const shekels = { price: 1800, currency: 'ILS', price_usd: 486.49 } as const;

describe('Price (decision 063)', () => {
  it('leads with the owner’s price and currency; the visitor’s dollars follow, smaller and marked ≈', async () => {
    renderWithProviders(
      <p>
        <Price listing={dinars} purpose="sale" />
      </p>,
      { locale: 'ar', path: '/realty/property/7' },
    );
    const headline = screen.getByText('40,000 دينار');
    expect(headline.parentElement).not.toHaveClass('text-sm');
    const converted = await screen.findByTestId('price-converted');
    expect(converted).toHaveTextContent('≈ 56,400 دولار');
    expect(converted).toHaveClass('text-sm');
    expect(headline.compareDocumentPosition(converted) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no conversion when the visitor reads the listing’s own currency, nor on the owner’s dashboard', async () => {
    const { unmount } = renderWithProviders(<Price listing={dinars} purpose="sale" />, {
      locale: 'en',
      path: '/en/realty/property/7?currency=JOD',
    });
    expect(screen.getByText('JOD 40,000')).toBeInTheDocument();
    expect(screen.queryByTestId('price-converted')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Price listing={shekels} purpose="rent" converted={false} />, { locale: 'ar', path: '/realty/mine' });
    expect(screen.getByText('1,800 شيكل')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('≈');
  });

  it('writes dunams with each language’s plural forms (i18next’s plural rules)', () => {
    const { unmount } = renderWithProviders(<Areas sqm={[1000, 2000, 3000, 11_000, 100_000, 1500]} />, { locale: 'ar' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 دونم',
      '2 دونمان',
      '3 دونمات',
      '11 دونمًا',
      '100 دونم',
      '1.5 دونم',
    ]);
    unmount();
    renderWithProviders(<Areas sqm={[1000, 3000, 1500]} />, { locale: 'en' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 dunam', '3 dunams', '1.5 dunams']);
  });
});
