import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/app/require-auth';
import { useAuthStore } from '@/lib/auth/store';
import { noContent, unreachable } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { DashboardPage } from './dashboard-page';
import { testUser } from '@/test/factories';

const provider = testUser({
  id: 9,
  email: 'lina@example.ps',
  name: 'لينا حداد',
  phone: '+970 59 123 4567',
  role: 'provider',
  provider_type: 'realtor',
  date_joined: '2025-03-01T10:00:00.000Z',
});

function renderDashboard(locale: 'ar' | 'en' = 'ar') {
  return renderWithProviders(<DashboardPage />, {
    locale,
    path: '/dashboard',
    routePath: '/dashboard',
    routes: [{ path: '/', element: <p>home page</p> }],
  });
}

describe('DashboardPage', () => {
  beforeEach(() => useAuthStore.setState({ user: provider, isAuthenticated: true, isLoading: false, accessToken: 'token' }));
  afterEach(() => vi.restoreAllMocks());

  it('welcomes the user by e-mail and shows their account, in Arabic', () => {
    renderDashboard('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(screen.getByText(/مرحبًا بعودتك/)).toHaveTextContent('مرحبًا بعودتك، lina@example.ps');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'حسابك' });
    expect(profile).toHaveTextContent('لينا حداد');
    expect(profile).toHaveTextContent('+970 59 123 4567');
    expect(profile).toHaveTextContent('مزود خدمة · وسيط عقاري');
    expect(profile).toHaveTextContent('2025');
  });

  it('shows the account in English, and says when there is no phone', () => {
    useAuthStore.setState({ user: { ...provider, role: 'client', provider_type: null, phone: null } });
    renderDashboard('en');
    expect(screen.getByText(/Welcome back/)).toHaveTextContent('Welcome back, lina@example.ps');
    const profile = screen.getByRole('region', { name: 'Your account' });
    expect(profile).toHaveTextContent('Client');
    expect(profile).not.toHaveTextContent('Service provider');
    expect(profile).toHaveTextContent('Not provided');
    expect(profile).toHaveTextContent('March 1, 2025');
  });

  it('invents nothing: no listings or statistics before the listings work exists', () => {
    renderDashboard('en');
    expect(screen.queryByText(/total properties|total views/i)).not.toBeInTheDocument();
  });

  it('logs out: ends the server session, signs out and goes home', async () => {
    const post = noContent('post', '/auth/logout/');
    const { router } = renderDashboard('en');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    // The refresh cookie names the session: the call goes without the bearer token.
    expect(post.map((r) => [r.path, r.json, r.token])).toEqual([['/auth/logout/', {}, null]]);
    expect(router.state.location.pathname).toBe('/en');
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('behind the /dashboard guard, logout lands on the home page, not on the login page', async () => {
    noContent('post', '/auth/logout/');
    const { router } = renderWithProviders(
      <RequireAuth>
        <DashboardPage />
      </RequireAuth>,
      {
        locale: 'en',
        path: '/dashboard',
        routePath: '/dashboard',
        routes: [
          // Lazy like the real home page: the guard must not see the sign-out before the home page is shown.
          { path: '/', lazy: async () => ({ Component: () => <p>home page</p> }) },
          { path: '/auth/login', element: <p>login page</p> },
        ],
      },
    );
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/en');
    expect(seen).not.toContain('/en/auth/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('signs out and goes home even when the logout call fails', async () => {
    unreachable('post', '/auth/logout/');
    renderDashboard('ar');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
