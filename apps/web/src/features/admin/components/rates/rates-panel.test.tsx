import { adminExchangeRateSchema, type AdminExchangeRate } from '@manara/shared/schemas/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { RatesPanel } from './rates-panel';

const initial: AdminExchangeRate[] = [
  { currency: 'USD', per_usd: 1, set_at: '2026-11-25T00:00:00.000Z', set_by: null },
  { currency: 'JOD', per_usd: 0.709, set_at: '2026-11-25T00:00:00.000Z', set_by: null },
  { currency: 'ILS', per_usd: 3.7, set_at: '2026-11-25T00:00:00.000Z', set_by: null },
];

describe('RatesPanel (decision 040)', () => {
  it('shows the dinar and shekel rates with their date, in Arabic', async () => {
    answer('get', '/admin/exchange-rates/', z.array(adminExchangeRateSchema), initial);
    renderWithProviders(<RatesPanel />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'أسعار الصرف' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('دينار أردني');
    expect(rows[0]).toHaveTextContent('1 USD = 0.709 JOD');
    expect(rows[0]).toHaveTextContent('سعر البداية بتاريخ');
    expect(within(rows[1]!).getByLabelText(/شيكل مقابل الدولار الأمريكي/)).toHaveValue('3.7');
  });

  it('sets a new shekel rate (Arabic-Indic digits accepted) and shows who set it; a rate out of bounds is refused on its field, unsent', async () => {
    let rates = initial;
    answer('get', '/admin/exchange-rates/', z.array(adminExchangeRateSchema), () => rates);
    const puts = answer('put', '/admin/exchange-rates/:currency/', adminExchangeRateSchema, ({ json, path }) => {
      const perUsd = (json as { per_usd: number }).per_usd;
      const saved = {
        currency: 'ILS' as const,
        per_usd: perUsd,
        set_at: '2026-11-25T21:00:00.000Z',
        set_by: { id: 9, name: 'Rates desk' },
      };
      expect(path).toBe('/admin/exchange-rates/ILS/');
      rates = rates.map((r) => (r.currency === 'ILS' ? saved : r));
      return saved;
    });
    const user = userEvent.setup();
    renderWithProviders(<RatesPanel />, { locale: 'en' });
    const field = await screen.findByLabelText(/Shekel per US dollar/);
    await user.clear(field);
    await user.type(field, '٣.٦٥');
    await user.click(within(field.closest('li')!).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.json).toEqual({ per_usd: 3.65 });
    expect(await screen.findByText(/by Rates desk/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '20000');
    await user.click(within(field.closest('li')!).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Enter a rate between 0.01 and 10,000 per US dollar.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });
});
