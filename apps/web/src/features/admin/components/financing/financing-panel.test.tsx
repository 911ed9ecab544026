import { financingProfileSchema, type FinancingProfile } from '@manara/shared/schemas/financing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { FinancingPanel } from './financing-panel';

const murabaha: FinancingProfile = {
  id: 4,
  name_ar: 'مرابحة تجريبية',
  name_en: 'Example murabaha',
  kind: 'murabaha',
  currency: 'JOD',
  annual_rate: 5.5,
  max_years: 25,
  min_down_payment_percent: 20,
  checked_on: '2026-11-20',
  is_active: false,
};

describe('FinancingPanel (decision 062)', () => {
  it('lists the profiles with their terms and the date checked (Arabic)', async () => {
    answer('get', '/admin/financing-profiles/', z.array(financingProfileSchema), [murabaha]);
    renderWithProviders(<FinancingPanel />, { locale: 'ar' });
    const row = await within(screen.getByRole('list', { name: 'ملفات التمويل' })).findByRole('listitem');
    expect(row).toHaveTextContent('مرابحة تجريبية');
    expect(row).toHaveTextContent('غير مفعّل');
    expect(row).toHaveTextContent('مرابحة (ربح) · JOD · 5.5%');
    expect(row).toHaveTextContent('حتى 25 سنة');
    expect(row).toHaveTextContent('روجع في');
  });

  it('adds a profile: numbers typed in Arabic-Indic digits are sent as numbers; a value out of range stays on its field, unsent (English)', async () => {
    answer('get', '/admin/financing-profiles/', z.array(financingProfileSchema), []);
    const posts = answer('post', '/admin/financing-profiles/', financingProfileSchema, ({ json }) => ({
      ...(json as FinancingProfile),
      id: 9,
    }));
    renderWithProviders(<FinancingPanel />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a financing profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a financing profile' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name \(Arabic\)/ }), 'قرض سكني');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name \(English\)/ }), 'Home loan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Annual rate/ }), '٦٫٢٥');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Longest term/ }), '41');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Least down payment/ }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const years = within(dialog).getByRole('textbox', { name: /^Longest term/ });
    await waitFor(() => expect(years).toHaveAccessibleDescription('Enter a whole number of years from 1 to 40.'));
    expect(posts).toHaveLength(0);
    await userEvent.clear(years);
    await userEvent.type(years, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Financing profile saved.')).toBeInTheDocument();
    expect(posts.map((p) => p.json)).toEqual([
      expect.objectContaining({
        name_ar: 'قرض سكني',
        name_en: 'Home loan',
        kind: 'conventional',
        currency: 'USD',
        annual_rate: 6.25,
        max_years: 30,
        min_down_payment_percent: 15,
        is_active: true,
      }),
    ]);
  });
});
