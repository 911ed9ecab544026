import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { useAuthStore, type AuthUser } from './store';
import { apiError } from '@/test/api-error';
import { restoreSession } from './session';

const remembered: AuthUser = {
  id: 5,
  email: 'old@example.ps',
  name: 'Old name',
  phone: null,
  role: 'provider',
  provider_type: 'lawyer',
  is_staff: false,
  date_joined: '2025-01-01T00:00:00.000Z',
};
const fresh = { ...remembered, name: 'New name', phone: '059 123 4567' };

describe('restoreSession (app start)', () => {
  beforeEach(() => useAuthStore.setState({ user: remembered, isAuthenticated: true, isLoading: false, accessToken: null }));
  afterEach(() => vi.restoreAllMocks());

  it('renews the in-memory access token through the cookie, then loads the current user', async () => {
    const refresh = vi.spyOn(api, 'post').mockResolvedValue({ access: 'fresh-token' });
    const get = vi.spyOn(api, 'get').mockResolvedValue(fresh);

    await restoreSession();

    expect(refresh).toHaveBeenCalledWith('/auth/refresh/', {}, expect.objectContaining({ auth: false }));
    expect(get).toHaveBeenCalledWith('/users/me/');
    expect(useAuthStore.getState()).toMatchObject({ user: fresh, isAuthenticated: true, accessToken: 'fresh-token' });
  });

  it('signs out when the session cannot be renewed, without asking for the user', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(apiError(401, { code: 'refresh_invalid' }));
    const get = vi.spyOn(api, 'get');
    await restoreSession();
    expect(get).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('signs out when the current-user call fails (specification §4)', async () => {
    vi.spyOn(api, 'post').mockResolvedValue({ access: 'fresh-token' });
    vi.spyOn(api, 'get').mockRejectedValue(apiError(500, { code: 'internal_error' }));
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('does nothing for a visitor', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false });
    const refresh = vi.spyOn(api, 'post');
    const get = vi.spyOn(api, 'get');
    await restoreSession();
    expect(refresh).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('makes one attempt when started twice at once (React strict mode)', async () => {
    const refresh = vi.spyOn(api, 'post').mockResolvedValue({ access: 'fresh-token' });
    const get = vi.spyOn(api, 'get').mockResolvedValue(fresh);
    await Promise.all([restoreSession(), restoreSession()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
