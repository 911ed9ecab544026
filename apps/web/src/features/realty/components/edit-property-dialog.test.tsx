import { propertyDetail } from '@manara/shared/schemas/realty';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { detail, pickedFile } from '@/test/factories';
import { answer, fail, Failure } from '@/test/msw/contract';
import { answerPlaces } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { EditPropertyDialog } from './edit-property-dialog';

afterEach(() => useAuthStore.getState().signOut());

/** The owner's live listing 7: three photos (ids 1–3) and a video (id 9). */
function openEdit(locale: 'ar' | 'en' = 'en') {
  useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
  answerPlaces();
  const listing = detail({ status: 'active', is_owner: true, photos_pending: 0 });
  listing.property_media.push({ id: 9, media_type: 'video', file_url: '/media/properties/7.mp4', srcset: null, width: null, height: null });
  answer('get', '/realty/properties/7/', propertyDetail, listing);
  renderWithProviders(<EditPropertyDialog propertyId={7} onClose={() => {}} />, { locale });
}

describe('edit dialog: photo order and cover', () => {
  it('sends the chosen cover first and new photos where the owner put them, stored and new in one order', async () => {
    const saved = answer('patch', '/realty/properties/7/', propertyDetail, detail());
    openEdit('en');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent('a new order of its photos shows at once');
    const list = within(dialog).getByRole('list', { name: 'Chosen photos' });

    await userEvent.click(within(list).getByRole('button', { name: 'Make cover: Photo 2' }));
    // A new photo lands after the stored ones (the video stays last); the owner moves it to second place.
    fireEvent.change(within(dialog).getByLabelText('Add photos'), { target: { files: [pickedFile('garden.jpg')] } });
    await userEvent.click(within(list).getByRole('button', { name: 'Move item 4 earlier' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Move item 3 earlier' }));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Video 1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const form = saved[0]!.form!;
    expect(JSON.parse(String(form.get('photo_order')))).toEqual([{ id: 2 }, { file: 'image_0' }, { id: 1 }, { id: 3 }]);
    expect(form.get('image_0')).toMatchObject({ type: 'image/jpeg' });
    expect(form.get('image_1')).toBeNull();
    expect(form.get('delete_images')).toBe('[]');
    expect(form.get('delete_video')).toBeNull();
  });

  it("shows the server's refusal of the order on the photos, in the chosen language", async () => {
    answer('patch', '/realty/properties/7/', propertyDetail, () => {
      throw new Failure(400, {
        detail: 'بعض الحقول غير صالحة.',
        code: 'validation_error',
        photo_order: ['…'],
        field_codes: { photo_order: ['photo_order_invalid'] },
      });
    });
    openEdit('ar');
    const dialog = await screen.findByRole('dialog', { name: 'تعديل العقار' });
    const list = await within(dialog).findByRole('list', { name: 'الصور المختارة' });
    await userEvent.click(within(list).getByRole('button', { name: 'اجعلها صورة الغلاف: الصورة 3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await within(dialog).findByText(/ترتيب الصور لا يطابق صور هذا الإعلان/)).toBeInTheDocument();
  });
});

describe('edit dialog: signed out meanwhile', () => {
  it.each([
    ['en', 'Edit Property', 'Save Changes', 'Please login first!'],
    ['ar', 'تعديل العقار', 'حفظ التغييرات', 'يرجى تسجيل الدخول أولًا!'],
  ] as const)('alerts the specification\'s "Please login first!" and goes to the login page (%s)', async (locale, title, save, alert) => {
    const saved = answer('patch', '/realty/properties/7/', propertyDetail, detail());
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    answer('get', '/realty/properties/7/', propertyDetail, detail({ status: 'active', is_owner: true, photos_pending: 0 }));
    renderWithProviders(<EditPropertyDialog propertyId={7} onClose={() => {}} />, {
      locale,
      path: '/dashboard',
      routes: [{ path: '/auth/login', element: <p>login page</p> }],
    });
    const dialog = await screen.findByRole('dialog', { name: title });
    await within(dialog).findByRole('note');
    // Signed out in another tab while the dialog was open.
    useAuthStore.getState().signOut();
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await screen.findByText(alert)).toBeInTheDocument();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('alerts the same when saving finds the session ended and it cannot be renewed', async () => {
    const expired = new Failure(401, { detail: 'Token is invalid or expired.', code: 'token_not_valid' });
    const saved = fail('patch', '/realty/properties/7/', expired);
    fail('post', '/auth/refresh/', expired);
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    answer('get', '/realty/properties/7/', propertyDetail, detail({ status: 'active', is_owner: true, photos_pending: 0 }));
    renderWithProviders(<EditPropertyDialog propertyId={7} onClose={() => {}} />, {
      locale: 'en',
      path: '/dashboard',
      routes: [{ path: '/auth/login', element: <p>login page</p> }],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    await within(dialog).findByRole('note');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please login first!')).toBeInTheDocument();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});
