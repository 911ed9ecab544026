import { listingChangesResponse, type ListingChangeReview } from '@manara/shared/schemas/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ChangesPanel } from './changes-panel';

const item: ListingChangeReview = {
  id: 12,
  title: 'Sunny flat',
  text_lang: 'en',
  title_ar: '',
  title_en: 'Sunny flat',
  status: 'active',
  owner_id: 3,
  changes: {
    status: 'pending',
    fields: {
      title_en: 'Sunny flat with a garden',
      title_ar: 'شقة مشمسة مع حديقة',
      price: 97000,
      city_id: 2,
      amenities: ['parking', 'garden'],
    },
    rejection_reason: null,
    submitted_at: '2026-11-20T10:00:00.000Z',
  },
  published: { title_en: 'Sunny flat', title_ar: '', price: 90000, city_id: 1, amenities: ['parking'] },
};
const cities = [
  { id: 1, name_ar: 'رام الله', name_en: 'Ramallah' },
  { id: 2, name_ar: 'البيرة', name_en: 'Al-Bireh' },
];

/** The rows of the changes table: field, published, proposed. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('edits awaiting review (staff)', () => {
  it('shows each changed field beside its published value, and applies the changes', async () => {
    let waiting = [item];
    answer('get', '/admin/listing-changes/', listingChangesResponse, () => ({ count: waiting.length, results: waiting, cities }));
    const approved = answer('post', '/admin/listing-changes/:id/approve/', z.null(), () => {
      waiting = [];
      return null;
    });
    renderWithProviders(<ChangesPanel />, { locale: 'en' });
    expect(await screen.findByText('1 edit waiting')).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Title in English', 'Sunny flat', 'Sunny flat with a garden'],
      ['Title in Arabic', '—', 'شقة مشمسة مع حديقة'],
      ['Price', '90,000', '97,000'],
      ['City', 'Ramallah', 'Al-Bireh'],
      ['Amenities & Features', 'Parking', 'Parking, Garden'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByText('No edits are waiting for review.')).toBeInTheDocument();
    expect(approved.map((r) => r.path)).toEqual(['/admin/listing-changes/12/approve/']);
  });

  it('refuses the changes with a reason, in Arabic', async () => {
    answer('get', '/admin/listing-changes/', listingChangesResponse, { count: 1, results: [item], cities });
    const refused = answer('post', '/admin/listing-changes/:id/reject/', z.null(), null);
    renderWithProviders(<ChangesPanel />, { locale: 'ar' });
    expect(await screen.findByText('تعديل واحد بانتظار المراجعة')).toBeInTheDocument();
    expect(rows()[3]).toEqual(['المدينة', 'رام الله', 'البيرة']);
    // The English-only listing is named in English, marked as such (decision 045); each language's text in its direction.
    const heading = screen.getByRole('heading', { level: 3 });
    expect(within(heading).getByText('Sunny flat')).toHaveAttribute('lang', 'en');
    expect(heading).toHaveTextContent('مكتوب بالإنجليزية');
    expect(within(screen.getByRole('table')).getByText('Sunny flat with a garden').closest('td')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('table')).getByText('شقة مشمسة مع حديقة').closest('td')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'رفض التعديلات' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض هذه التعديلات' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض' }));
    // A reason is required before anything is sent.
    expect(await within(dialog).findByText('اكتب سببًا لصاحب الإعلان.')).toBeInTheDocument();
    expect(refused).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'العنوان مضلل');
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await screen.findByText('رُفضت التعديلات؛ تبقى النسخة المنشورة.');
    expect(refused.map((r) => r.json)).toEqual([{ reason: 'العنوان مضلل' }]);
  });
});
