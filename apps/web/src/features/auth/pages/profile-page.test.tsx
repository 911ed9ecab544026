import { userSchema, type User } from '@manara/shared/schemas/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { apiUser } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ProfilePage } from './profile-page';

afterEach(() => useAuthStore.getState().signOut());

describe('profile: showing the phone on listings (decision 039)', () => {
  it('shows the choice as stored, the number as visitors will see it, and saves a change', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    let stored: User = apiUser({ phone: '0599 123 456', role: 'provider', provider_type: 'realtor', show_phone: true });
    answer('get', '/users/me/', userSchema, () => stored);
    const patches = answer('patch', '/users/me/', userSchema, ({ json }) => (stored = { ...stored, ...(json as Partial<User>) }));
    renderWithProviders(<ProfilePage />, { locale: 'en' });

    const choice = await screen.findByRole('checkbox', { name: 'Show my phone on my listings, with Call and WhatsApp buttons' });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription('Visitors see it as +970 599 123 456');

    await userEvent.click(choice);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.json).toMatchObject({ show_phone: false, phone: '0599 123 456' });
  });

  it('asks for a phone first when there is none (Arabic)', async () => {
    useAuthStore.setState({ isAuthenticated: true, accessToken: 't' });
    answer('get', '/users/me/', userSchema, apiUser());
    renderWithProviders(<ProfilePage />, { locale: 'ar' });
    const choice = await screen.findByRole('checkbox', { name: 'أظهر رقم هاتفي في إعلاناتي مع زرّي الاتصال وواتساب' });
    expect(choice).not.toBeChecked();
    await waitFor(() => expect(choice).toHaveAccessibleDescription('أضف رقم هاتف أعلاه ليتصل بك الناس أو يراسلوك على واتساب.'));
  });
});
