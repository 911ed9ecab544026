import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRestoreReach } from '@/lib/auth/session';
import { useAuthStore } from '@/lib/auth/store';
import { renderWithProviders } from '@/test/render';
import { RequireAuth } from './require-auth';
import { testUser } from '@/test/factories';

const user = testUser({ id: 1, email: 'a@example.ps', name: 'A' });

function renderGuarded() {
  return renderWithProviders(
    <RequireAuth>
      <p>secret dashboard</p>
    </RequireAuth>,
    {
      path: '/dashboard?tab=pending',
      routePath: '/dashboard',
      routes: [{ path: '/auth/login', element: <p>login page</p> }],
    },
  );
}

describe('RequireAuth', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, accessToken: null });
    useRestoreReach.setState({ unreachable: false });
  });

  it('sends visitors to the login page, remembering where they were going', async () => {
    const { router } = renderGuarded();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/dashboard?tab=pending' });
  });

  it('shows the page to a signed-in user', () => {
    useAuthStore.setState({ user, isAuthenticated: true, accessToken: 'token' });
    renderGuarded();
    expect(screen.getByText('secret dashboard')).toBeInTheDocument();
  });

  it('after a reload waits for the session to be restored instead of bouncing to the login page', async () => {
    useAuthStore.setState({ user, isAuthenticated: true, accessToken: null });
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();

    act(() => useAuthStore.getState().setAccessToken('renewed'));
    expect(screen.getByText('secret dashboard')).toBeInTheDocument();
  });

  it('redirects once the restore fails', async () => {
    useAuthStore.setState({ user, isAuthenticated: true, accessToken: null });
    renderGuarded();
    act(() => useAuthStore.getState().signOut());
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('offline, with nothing of this user saved on the device, says signing in needs a connection instead of waiting', async () => {
    useAuthStore.setState({ user, isAuthenticated: true, accessToken: null });
    renderGuarded();
    act(() => useRestoreReach.setState({ unreachable: true }));
    expect(await screen.findByRole('heading', { name: 'أنت غير متصل — تسجيل الدخول يحتاج إلى اتصال' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeEnabled();
    expect(screen.queryByText('secret dashboard')).not.toBeInTheDocument();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });
});
