import { citySchema, propertyCard, propertyDetail } from '@manara/shared/schemas/realty';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '@/lib/auth/store';
import { detail } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { answerPlaces } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { scrollToObserved } from '@/test/viewport';
import { PropertyPage } from '../pages/property-page';
import { EditPropertyDialog } from './edit-property-dialog';

// Decision 055: a listing's address and village per language, on its page in the reader's language
// (the other's as a fallback) and in the owner's form.

afterEach(() => useAuthStore.getState().signOut());

const places = { address: 'الماصيون', address_ar: 'شارع الماصيون، عمارة ٣', address_en: 'Al-Masyoun Street, building 3', village_ar: null };

function openPage(locale: 'ar' | 'en', extra: Partial<z.infer<typeof propertyDetail>>) {
  answer('get', '/realty/properties/7/similar/', z.array(propertyCard), []);
  answer('get', '/realty/cities/', z.array(citySchema), []);
  answer('get', '/realty/properties/7/', propertyDetail, detail(extra));
  return renderWithProviders(<PropertyPage />, { locale, path: '/realty/property/7', routePath: '/realty/property/:id' });
}

describe('a listing page’s address and village', () => {
  it('marks an English village in the header’s place line of an Arabic page (issue 33)', async () => {
    openPage('ar', { ...places, village_en: 'Birzeit' });
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header')!;
    const village = within(header).getByText('Birzeit');
    expect(village).toHaveAttribute('lang', 'en');
    expect(village).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['ar', 'العنوان', 'شارع الماصيون، عمارة ٣', 'Birzeit', 'en'],
    ['en', 'Address', 'Al-Masyoun Street, building 3', 'Birzeit', null],
  ] as const)(
    'are shown in the reader’s language, else the other’s marked as such (%s)',
    async (locale, label, address, village, villageLang) => {
      const view = openPage(locale, { ...places, village_en: 'Birzeit' });
      await screen.findByRole('heading', { level: 1 });
      // The location loads its code when the reader scrolls near it.
      act(() => scrollToObserved());
      const term = await screen.findByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(address);
      // Only an English village: an Arabic reader gets it marked as English.
      const villageLine = screen.getByText(village, { selector: 'dd bdi' });
      if (villageLang) expect(villageLine).toHaveAttribute('lang', villageLang);
      else expect(villageLine).not.toHaveAttribute('lang');
      view.unmount();
    },
  );
});

describe('the listing form’s address and village', () => {
  it('shows them per language and sends them', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    answer('get', '/realty/properties/7/', propertyDetail, detail({ status: 'pending', is_owner: true, photos_pending: 0, ...places }));
    const saved = answer('patch', '/realty/properties/7/', propertyDetail, detail());
    renderWithProviders(<EditPropertyDialog propertyId={7} onClose={() => {}} />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    const addressEn = await within(dialog).findByLabelText('Address in English');
    expect(addressEn).toHaveValue('Al-Masyoun Street, building 3');
    expect(within(dialog).getByLabelText('Address in Arabic')).toHaveAttribute('lang', 'ar');
    await userEvent.type(within(dialog).getByLabelText('Village in English'), 'Birzeit');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const form = saved[0]!.form!;
    expect(form.get('village_en')).toBe('Birzeit');
    expect(form.get('village_ar')).toBe('');
    expect(form.get('address_ar')).toBe('شارع الماصيون، عمارة ٣');
  });
});
