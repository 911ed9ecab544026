import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyDetail } from '@manara/shared/schemas/realty';
import { useAuthStore } from '@/lib/auth/store';
import { pickedFile } from '@/test/factories';
import { answer, Failure } from '@/test/msw/contract';
import { answerPlaces } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { AddPropertyButton } from './add-property-button';
import { AddPropertyDialog } from './add-property-dialog';

const renderDialog = (locale: 'ar' | 'en' = 'en') =>
  renderWithProviders(<AddPropertyDialog open onOpenChange={() => {}} />, {
    locale,
    routes: [{ path: '/auth/login', element: <p>login page</p> }],
  });

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

describe('add-property modal', () => {
  it('preselects the purpose of the page it was opened on (rent), and of none elsewhere', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    const { unmount } = renderWithProviders(<AddPropertyButton floating={false} purpose="rent" />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Property' });
    expect(within(dialog).getByRole('combobox', { name: /Purpose/ })).toHaveValue('rent');
    unmount();
    renderDialog('en');
    expect(within(await screen.findByRole('dialog', { name: 'Add Property' })).getByRole('combobox', { name: /Purpose/ })).toHaveValue('');
  });

  it('asks visitors to sign in or register instead of showing the form', async () => {
    renderDialog('ar');
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول مطلوب' });
    expect(within(dialog).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/auth/login');
    expect(within(dialog).getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/auth/register');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows every rule's message in the chosen language, clearing each as its field is edited", async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    renderDialog('ar');
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عقار' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال العقار' }));
    for (const message of ['السعر مطلوب', 'المساحة مطلوبة', 'الدولة مطلوبة', 'المدينة مطلوبة', 'العنوان التفصيلي مطلوب'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    // No language written: both titles say either will do (decision 045).
    expect(within(dialog).getAllByText('اكتب العنوان بالعربية أو بالإنجليزية أو بكلتيهما')).toHaveLength(2);
    // An English title alone: its description is now required, and the titles' message clears.
    const english = within(dialog).getByRole('textbox', { name: 'العنوان بالإنجليزية' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    await userEvent.type(english, 'Flat');
    await waitFor(() => expect(within(dialog).queryByText('اكتب العنوان بالعربية أو بالإنجليزية أو بكلتيهما')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'الوصف بالإنجليزية' })).toHaveAccessibleDescription('الوصف مطلوب');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'الوصف بالإنجليزية' }), 'Three bedrooms');
    await waitFor(() => expect(within(dialog).queryByText('الوصف مطلوب')).not.toBeInTheDocument());
    // The Arabic fields may stay empty; written in Arabic they are right to left.
    expect(within(dialog).getByRole('textbox', { name: 'العنوان بالعربية' })).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('group', { name: 'العربية' })).toBeInTheDocument();
  });

  it('loads cities once a country is chosen, and keeps the city select disabled until then', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    renderDialog('en');
    const city = await screen.findByRole('combobox', { name: /City/ });
    expect(city).toBeDisabled();
    const country = screen.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await userEvent.selectOptions(country, within(country).getAllByRole('option')[1]!);
    await waitFor(() => expect(city).toBeEnabled());
    expect(within(city).getAllByRole('option').length).toBeGreaterThan(1);
  });

  it('previews photos, allows removing them, and alerts past 10; refuses a video that is too large', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    const { container } = renderDialog('en');
    await screen.findByRole('dialog', { name: 'Add Property' });
    const [images, video] = [...container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type=file]')];
    fireEvent.change(images!, { target: { files: Array.from({ length: 11 }, (_, i) => pickedFile(`p${i}.jpg`)) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload maximum 10 images');
    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('img')).toHaveLength(10);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove item 1 (Photo 1)' }));
    expect(within(list).getAllByRole('img')).toHaveLength(9);

    const big = pickedFile('tour.mp4', { type: 'video/mp4', size: 60 * 1024 * 1024 });
    fireEvent.change(video!, { target: { files: [big] } });
    expect(await screen.findByText('Video size must be less than 50MB')).toBeInTheDocument();
  });

  it('submits the form with its photos, and puts server field errors on their fields', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answerPlaces();
    const upload = answer('post', '/realty/properties/', propertyDetail, () => {
      throw new Failure(400, {
        detail: 'Some fields are invalid.',
        code: 'validation_error',
        address: ['Address is required'],
        field_codes: { address: ['address_required'] },
      });
    });
    renderDialog('en');
    const dialog = await screen.findByRole('dialog', { name: 'Add Property' });
    const type = (name: RegExp, value: string) => userEvent.type(within(dialog).getByRole('textbox', { name }), value);
    await type(/^Title in English/, 'Flat in Ramallah');
    await type(/^Description in English/, 'Three bedrooms');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Property type/ }), 'apartment');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Purpose/ }), 'sale');
    await type(/^Price/, '120000');
    await type(/^Area/, '140');
    const country = within(dialog).getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await userEvent.selectOptions(country, within(country).getAllByRole('option')[1]!);
    const city = within(dialog).getByRole('combobox', { name: /City/ });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, within(city).getAllByRole('option')[1]!);
    await type(/^Full address/, 'Main St');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Property' }));
    await waitFor(() => expect(upload).toHaveLength(1));
    const { form } = upload[0]!;
    // Both languages are sent; the one left empty is empty (decision 045).
    expect([form?.get('title_en'), form?.get('description_en'), form?.get('title_ar'), form?.get('description_ar')]).toEqual([
      'Flat in Ramallah',
      'Three bedrooms',
      '',
      '',
    ]);
    expect(form?.get('amenities')).toBe('[]');
    expect(await within(dialog).findByText('Address is required')).toBeInTheDocument();
    // What was typed stays.
    expect(within(dialog).getByRole('textbox', { name: /^Title in English/ })).toHaveValue('Flat in Ramallah');
  });
});
