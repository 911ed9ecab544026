import { financingProfilesResponse, type FinancingProfile } from '@manara/shared/schemas/financing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { FinancingSection } from './financing-section';
import { FINANCING_STRINGS } from './strings';

const loan: FinancingProfile = {
  id: 1,
  name_ar: 'قرض سكني تجريبي',
  name_en: 'Example home loan',
  kind: 'conventional',
  currency: 'USD',
  annual_rate: 6,
  max_years: 30,
  min_down_payment_percent: 20,
  checked_on: '2026-11-20',
  is_active: true,
};
const murabaha: FinancingProfile = {
  ...loan,
  id: 2,
  name_ar: 'مرابحة تجريبية',
  name_en: 'Example murabaha',
  kind: 'murabaha',
  annual_rate: 5,
  max_years: 15,
  min_down_payment_percent: 25,
};

const flatten = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('FinancingSection (decision 062)', () => {
  it('is not shown on a rental', () => {
    const { container } = renderWithProviders(<FinancingSection listing={{ purpose: 'rent', price: 900, currency: 'USD' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens on a press; a preset sets the rate, the longest term and the least down payment: 200,000 at 6 % for 30 years is 1,199.10 a month (Arabic)', async () => {
    answer('get', '/financing-profiles/', financingProfilesResponse, [loan, murabaha]);
    renderWithProviders(<FinancingSection listing={{ purpose: 'sale', price: 250_000, currency: 'USD' }} />, { locale: 'ar' });
    const section = screen.getByRole('region', { name: 'حاسبة التمويل' });
    await userEvent.click(within(section).getByRole('button', { name: 'احسب القسط' }));
    const preset = await within(section).findByRole('combobox', { name: 'خيار تمويل جاهز' });
    expect(within(section).getByRole('textbox', { name: 'السعر (USD)' })).toHaveValue('250000');
    await within(preset).findByRole('option', { name: 'قرض سكني تجريبي' });
    await userEvent.selectOptions(preset, 'قرض سكني تجريبي');
    expect(within(section).getByRole('textbox', { name: 'النسبة السنوية (%)' })).toHaveValue('6');
    expect(within(section).getByRole('textbox', { name: 'المدة (سنوات)' })).toHaveValue('30');
    expect(within(section).getByRole('textbox', { name: 'الدفعة الأولى (USD)' })).toHaveValue('50000');
    expect(within(section).getByTestId('financing-preset-note')).toHaveTextContent('روجع في 20 نوفمبر 2026');
    expect(within(section).getByTestId('financing-monthly')).toHaveTextContent('1,199.10 دولار');
    expect(within(section).getByText('مجموع الفائدة')).toBeInTheDocument();
    expect(within(section).getByTestId('financing-cost')).toHaveTextContent('231,676.38 دولار');

    // Longer than the preset lends, or less down than it asks: a message on the field, no figures.
    const years = within(section).getByRole('textbox', { name: 'المدة (سنوات)' });
    await userEvent.clear(years);
    await userEvent.type(years, '٣٥');
    expect(years).toHaveAccessibleDescription('أطول مدة في هذا الخيار 30 سنة.');
    expect(within(section).getByText('أكمل الحقول أعلاه لترى القسط.')).toBeInTheDocument();
  });

  it('murabaha says "profit"; the down payment is held to the preset; a dinar listing can be calculated in dollars, marked approximate (English)', async () => {
    answer('get', '/financing-profiles/', financingProfilesResponse, [loan, murabaha]);
    renderWithProviders(<FinancingSection listing={{ purpose: 'sale', price: 100_000, currency: 'JOD' }} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Calculate the instalment' }));
    const preset = await screen.findByRole('combobox', { name: 'Financing preset' });
    await screen.findByRole('option', { name: 'Example murabaha' });
    await userEvent.selectOptions(preset, 'Example murabaha');
    // 75,000 JOD financed at 5 % for 15 years: profit 56,250, (75,000 + 56,250) / 180 = 729.167 (fils).
    expect(screen.getByTestId('financing-monthly')).toHaveTextContent('JOD 729.167');
    expect(screen.getByText('Total profit')).toBeInTheDocument();
    expect(screen.getByTestId('financing-cost')).toHaveTextContent('JOD 56,250.000');
    expect(screen.getByRole('radio', { name: 'Murabaha (Islamic)' })).toBeChecked();

    const down = screen.getByRole('textbox', { name: 'Down payment (JOD)' });
    await userEvent.clear(down);
    await userEvent.type(down, '10000');
    expect(down).toHaveAccessibleDescription(/This preset asks for a down payment of at least JOD 25,000\./);

    await userEvent.clear(down);
    await userEvent.type(down, '25000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Calculate in' }), 'USD');
    // At the test rates (0.709 JOD per dollar): 100,000 JOD ≈ $141,043.72.
    expect(screen.getByRole('textbox', { name: 'Price (USD)' })).toHaveValue('141043.72');
    expect(screen.getByTestId('financing-monthly')).toHaveTextContent(/^≈ \$1,028\.4/);
    expect(screen.getByText(/amounts are approximate/)).toBeInTheDocument();
  });

  it('carries every string in both languages', () => {
    expect(
      flatten(FINANCING_STRINGS.ar)
        .filter((k) => !/_(zero|two|few|many)$/.test(k))
        .sort(),
    ).toEqual(flatten(FINANCING_STRINGS.en).sort());
  });
});
