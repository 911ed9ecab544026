import { adminCitySchema, adminCountrySchema, type AdminCity, type AdminCountry } from '@manara/shared/schemas/locations';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answer, fail, Failure } from '@/test/msw/contract';
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

/** The staff API's countries and cities (a search matches either name); the city list requests seen. */
function mockGet(cities: AdminCity[] = [jenin, nablus]) {
  answer('get', '/admin/countries/', z.array(adminCountrySchema), [palestine]);
  return answer('get', '/admin/cities/', z.array(adminCitySchema), ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    return cities.filter((c) => !search || `${c.name_ar} ${c.name_en}`.toLowerCase().includes(search));
  });
}

describe('LocationsPanel', () => {
  beforeEach(() => vi.useRealTimers());

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
    expect(get.map((r) => Object.fromEntries(r.query))).toContainEqual({ country_id: '1', search: 'nab' });
  });

  it('adds a city with both names; a duplicate name comes back as a translated error on its field, nothing typed is lost', async () => {
    mockGet();
    const post = answer('post', '/admin/cities/', adminCitySchema, ({ json }) => {
      if ((json as AdminCity).name_en === 'Jenin')
        throw new Failure(400, {
          code: 'validation_error',
          detail: 'Some fields are invalid.',
          name_en: ['This country already has a city with this name.'],
          field_codes: { name_en: ['city_name_taken'] },
        });
      return { ...jenin, id: 12, name_ar: 'عرابة', name_en: 'Arraba' };
    });
    renderWithProviders(<LocationsPanel />, { locale: 'en' });
    await screen.findByRole('list', { name: 'Cities of Palestine' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a city' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a city' });
    // Required names first, checked in the browser with the shared schema.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Enter the name in this language.')).toHaveLength(2);
    expect(post).toHaveLength(0);

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
    expect(post.at(-1)!.json).toEqual({
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
    expect(post.at(-1)!.json).toMatchObject({ name_en: 'Arraba' });
  });

  it('deletes an unused city after confirmation; a refusal from the server is shown translated', async () => {
    mockGet();
    const del = fail(
      'delete',
      '/admin/cities/:id/',
      new Failure(409, {
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
    expect(await screen.findByText('لا يمكن حذف هذه المدينة لأن إعلانات تستخدمها. انقل تلك الإعلانات أو احذفها أولًا.')).toBeInTheDocument();
    expect(del.map((r) => r.path)).toEqual(['/admin/cities/10/']);
  });
});
