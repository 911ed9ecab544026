import type { AdminCity, AdminCountry } from '@manara/shared/schemas/locations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { apiError } from '@/test/api-error';
import { renderWithProviders } from '@/test/render';
import { LocationsPanel } from './locations-panel';

const palestine: AdminCountry = { id: 1, code: 'PS', name_ar: 'فلسطين', name_en: 'Palestine', cities_count: 2, listings_count: 3 };
const jenin: AdminCity = {
  id: 10,
  name_ar: 'جنين',
  name_en: 'Jenin',
  country_id: 1,
  governorate_ar: 'جنين',
  governorate_en: 'Jenin',
  latitude: null,
  longitude: null,
  listings_count: 0,
};
const nablus: AdminCity = {
  id: 11,
  name_ar: 'نابلس',
  name_en: 'Nablus',
  country_id: 1,
  governorate_ar: 'نابلس',
  governorate_en: 'Nablus',
  latitude: 32.2211,
  longitude: 35.2544,
  listings_count: 3,
};

function mockGet(cities: AdminCity[] = [jenin, nablus]) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    if (path === '/admin/countries/') return [palestine];
    if (path === '/admin/cities/') {
      const search = String(options?.params?.search ?? '').toLowerCase();
      return cities.filter((c) => !search || `${c.name_ar} ${c.name_en}`.toLowerCase().includes(search));
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

describe('LocationsPanel', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.restoreAllMocks());

  it('lists the chosen country’s cities with their listings, in Arabic, and explains why a used city cannot be deleted', async () => {
    mockGet();
    renderWithProviders(<LocationsPanel />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'مدن فلسطين' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('جنين');
    expect(rows[0]).toHaveTextContent('Jenin');
    expect(rows[0]).toHaveTextContent('لا إعلانات');
    expect(rows[1]).toHaveTextContent('3 إعلانات');
    expect(within(rows[0]!).getByRole('button', { name: 'حذف: جنين' })).toBeEnabled();
    const used = within(rows[1]!).getByRole('button', { name: 'حذف: نابلس' });
    expect(used).toBeDisabled();
    expect(used).toHaveAccessibleDescription('تستخدم إعلاناتٌ هذه المدينة: لا يمكن حذفها.');
    expect(screen.getByLabelText('الدولة')).toHaveDisplayValue('فلسطين');
    // A country with cities and listings cannot be deleted, and says why.
    expect(screen.getByRole('button', { name: 'حذف الدولة' })).toBeDisabled();
    expect(screen.getByText(/المدن: 2، الإعلانات: 3/)).toBeInTheDocument();
  });

  it('searches the cities through the API', async () => {
    const get = mockGet();
    renderWithProviders(<LocationsPanel />, { locale: 'en' });
    await screen.findByRole('list', { name: 'Cities of Palestine' });
    await userEvent.type(screen.getByLabelText('Search cities (Arabic or English)'), 'nab');
    await waitFor(() => expect(screen.queryByText('Jenin')).not.toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('/admin/cities/', expect.objectContaining({ params: { country_id: 1, search: 'nab' } }));
  });

  it('adds a city with both names; a duplicate name comes back as a translated error on its field, nothing typed is lost', async () => {
    mockGet();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        apiError(400, {
          code: 'validation_error',
          detail: 'Some fields are invalid.',
          name_en: ['This country already has a city with this name.'],
          field_codes: { name_en: ['city_name_taken'] },
        }),
      )
      .mockResolvedValueOnce({ ...jenin, id: 12, name_ar: 'عرابة', name_en: 'Arraba' });
    renderWithProviders(<LocationsPanel />, { locale: 'en' });
    await screen.findByRole('list', { name: 'Cities of Palestine' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a city' });
    // Required names first, checked in the browser with the shared schema.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Enter the name in this language.')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Name \(Arabic\)/), 'عرابة');
    await userEvent.type(within(dialog).getByLabelText(/Name \(English\)/), 'Jenin');
    // Picking a known governorate in Arabic fills the English one.
    await userEvent.type(within(dialog).getByLabelText(/Governorate \(Arabic\)/), 'جنين');
    expect(within(dialog).getByLabelText(/Governorate \(English\)/)).toHaveValue('Jenin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const nameEn = within(dialog).getByLabelText(/Name \(English\)/);
    await waitFor(() => expect(nameEn).toHaveAccessibleDescription('This country already has a city with this name.'));
    expect(nameEn).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Name \(Arabic\)/)).toHaveValue('عرابة');
    expect(post).toHaveBeenLastCalledWith('/admin/cities/', {
      name_ar: 'عرابة',
      name_en: 'Jenin',
      country_id: 1,
      governorate_ar: 'جنين',
      governorate_en: 'Jenin',
    });

    await userEvent.clear(nameEn);
    await userEvent.type(nameEn, 'Arraba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenLastCalledWith('/admin/cities/', expect.objectContaining({ name_en: 'Arraba' }));
  });

  it('deletes an unused city after confirmation; a refusal from the server is shown translated', async () => {
    mockGet();
    const del = vi.spyOn(api, 'delete').mockRejectedValueOnce(
      apiError(409, {
        code: 'city_in_use',
        detail: 'This city cannot be deleted: listings use it. Move or delete those listings first.',
      }),
    );
    renderWithProviders(<LocationsPanel />, { locale: 'ar' });
    await screen.findByRole('list', { name: 'مدن فلسطين' });
    await userEvent.click(screen.getByRole('button', { name: 'حذف: جنين' }));
    const confirm = await screen.findByRole('dialog', { name: 'حذف هذه المدينة؟' });
    expect(confirm).toHaveTextContent('«جنين»');
    await userEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));
    expect(del).toHaveBeenCalledWith('/admin/cities/10/');
    expect(await screen.findByText('لا يمكن حذف هذه المدينة لأن إعلانات تستخدمها. انقل تلك الإعلانات أو احذفها أولًا.')).toBeInTheDocument();
  });
});
