import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OwnerCard } from './owner-card';

const owner = {
  id: 3,
  name: 'رانية خوري',
  display_name_ar: null,
  display_name_en: null,
  provider_type: null,
  phone: null,
  whatsapp: false,
};

describe("the owner's name in the page's language (decision 072)", () => {
  it('marks an Arabic-only name on an English page with its language, direction and note', () => {
    renderWithProviders(<OwnerCard owner={owner} />, { locale: 'en' });
    const name = screen.getByText('رانية خوري');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('lang', 'ar');
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('Written in Arabic')).toBeInTheDocument();
  });

  it('shows the English display name on an English page and the Arabic one on an Arabic page, unmarked', () => {
    const both = { ...owner, display_name_ar: 'رانية خوري', display_name_en: 'Rania Khoury' };
    const { unmount } = renderWithProviders(<OwnerCard owner={both} />, { locale: 'en' });
    expect(screen.getByText('Rania Khoury')).not.toHaveAttribute('lang');
    expect(screen.queryByText(/Written in/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<OwnerCard owner={both} />, { locale: 'ar' });
    expect(screen.getByText('رانية خوري').tagName).toBe('BDI');
    expect(screen.queryByText(/مكتوب/)).not.toBeInTheDocument();
  });

  it('falls back to the other language’s display name, marked, when the page’s is missing', () => {
    renderWithProviders(<OwnerCard owner={{ ...owner, name: 'رانية', display_name_ar: 'رانية خوري' }} />, { locale: 'en' });
    expect(screen.getByText('رانية خوري')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Written in Arabic')).toBeInTheDocument();
  });
});
