import { refreshResponse, userSchema } from '@manara/shared/schemas/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUser } from '@/test/factories';
import { answer, fail, Failure } from '@/test/msw/contract';
import { useAuthStore } from './store';
import { restoreSession } from './session';

const remembered = apiUser({ id: 5, email: 'old@example.ps', name: 'Old name', role: 'provider', provider_type: 'lawyer' });
const fresh = { ...remembered, name: 'New name', phone: '059 123 4567' };

describe('restoreSession (app start)', () => {
  beforeEach(() => useAuthStore.setState({ user: remembered, isAuthenticated: true, isLoading: false, accessToken: null }));

  it('renews the in-memory access token through the cookie, then loads the current user', async () => {
    const refresh = answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    const me = answer('get', '/users/me/', userSchema, fresh);

    await restoreSession();

    // The refresh goes by cookie, without a bearer token.
    expect(refresh.map((r) => [r.json, r.token])).toEqual([[{}, null]]);
    expect(me).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: fresh, isAuthenticated: true, accessToken: 'fresh-token' });
  });

  it('signs out when the session cannot be renewed, without asking for the user', async () => {
    fail('post', '/auth/refresh/', new Failure(401, { detail: 'Session expired.', code: 'refresh_invalid' }));
    const me = answer('get', '/users/me/', userSchema, fresh);
    await restoreSession();
    expect(me).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('signs out when the current-user call fails (specification §4)', async () => {
    answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    fail('get', '/users/me/', new Failure(500, { detail: 'boom', code: 'internal_error' }));
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('does nothing for a visitor', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false });
    const refresh = answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    const me = answer('get', '/users/me/', userSchema, fresh);
    await restoreSession();
    expect(refresh).toEqual([]);
    expect(me).toEqual([]);
  });

  it('makes one attempt when started twice at once (React strict mode)', async () => {
    const refresh = answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    const me = answer('get', '/users/me/', userSchema, fresh);
    await Promise.all([restoreSession(), restoreSession()]);
    expect(refresh).toHaveLength(1);
    expect(me).toHaveLength(1);
  });
});
