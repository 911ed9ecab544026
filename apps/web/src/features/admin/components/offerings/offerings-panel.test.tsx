import { offeringSchema, type Offering } from '@manara/shared/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, Failure, noContent } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { OfferingsPanel } from './offerings-panel';

const planning: Offering = {
  id: 3,
  title_ar: 'تخطيط مالي',
  title_en: 'Financial planning',
  description_ar: 'خطة للأسرة',
  description_en: 'A plan for the family',
  category: 'financial_planning',
  price: 120,
  price_unit: 'session',
  currency: 'USD',
  order: 2,
  is_active: false,
};

const list = (offerings: Offering[] = [planning]) => answer('get', '/admin/offerings/', z.array(offeringSchema), offerings);

describe('OfferingsPanel', () => {
  it('adds an offering through the form kit: both titles, a price typed in Arabic-Indic digits, its unit', async () => {
    list([]);
    const posts = answer('post', '/admin/offerings/', offeringSchema, ({ json }) => ({ ...(json as Offering), id: 9, currency: 'USD' }));
    renderWithProviders(<OfferingsPanel />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add an offering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an offering' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title \(Arabic\)/ }), 'استشارة ضريبية');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title \(English\)/ }), 'Tax consultation');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '٤٥');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Per' }), 'hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offering saved.')).toBeInTheDocument();
    expect(posts.map((p) => p.json)).toEqual([
      {
        title_ar: 'استشارة ضريبية',
        title_en: 'Tax consultation',
        description_ar: '',
        description_en: '',
        category: 'consultation',
        price: 45,
        price_unit: 'hour',
        order: 0,
        is_active: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an offering: a title refused by the server is shown on its field in Arabic, nothing typed is lost, then it saves', async () => {
    list();
    let first = true;
    const patches = answer('patch', '/admin/offerings/3/', offeringSchema, ({ json }) => {
      if (!first) return { ...planning, ...(json as Partial<Offering>) };
      first = false;
      throw new Failure(400, {
        code: 'validation_error',
        detail: 'بعض الحقول غير صالحة.',
        title_en: ['Ensure this field has no more than 200 characters.'],
        field_codes: { title_en: ['too_long'] },
      });
    });
    renderWithProviders(<OfferingsPanel />, { locale: 'ar' });
    const row = await within(screen.getByRole('list', { name: 'العروض' })).findByRole('listitem');
    expect(row).toHaveTextContent('غير نشط');
    await userEvent.click(within(row).getByRole('button', { name: 'تعديل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل العرض' });
    const price = within(dialog).getByRole('textbox', { name: /^السعر/ });
    expect(price).toHaveValue('120');
    await userEvent.clear(price);
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const title = within(dialog).getByRole('textbox', { name: /^العنوان \(بالإنجليزية\)/ });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(/طويل/);
    expect(title).toHaveValue('Financial planning');
    expect(price).toHaveValue('');
    expect(patches[0]!.json).toMatchObject({ price: null, price_unit: 'session', is_active: true, order: 2 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an offering after confirmation', async () => {
    list();
    const deletes = noContent('delete', '/admin/offerings/3/');
    renderWithProviders(<OfferingsPanel />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete offering' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Financial planning"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Offering deleted.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
  });
});
