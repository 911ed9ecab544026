import { refreshResponse, userSchema } from '@manara/shared/schemas/auth';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUser } from '@/test/factories';
import { answer, fail, Failure, unreachable } from '@/test/msw/contract';
import { useAuthStore } from './store';
import { RESTORE_RETRY_MS, restoreSession, useSessionBootstrap } from './session';

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

  it('signs out when the current-user call is refused (specification §4)', async () => {
    answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    fail('get', '/users/me/', new Failure(404, { detail: 'Not found.', code: 'not_found' }));
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('keeps the remembered sign-in when the refresh gets no answer (the reader left the page while it was under way), or the server fails', async () => {
    unreachable('post', '/auth/refresh/');
    expect(await restoreSession()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ user: remembered, isAuthenticated: true, accessToken: null });

    fail('post', '/auth/refresh/', new Failure(503, { detail: 'Unavailable.', code: 'service_unavailable' }));
    expect(await restoreSession()).toBe(false);
    answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    unreachable('get', '/users/me/');
    expect(await restoreSession()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ user: remembered, isAuthenticated: true });
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

describe('useSessionBootstrap', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: remembered, isAuthenticated: true, isLoading: false, accessToken: null });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('tries again, less and less often, while the server cannot be reached', async () => {
    unreachable('post', '/auth/refresh/');
    const view = renderHook(() => useSessionBootstrap());
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.first);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: null });

    const refresh = answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    answer('get', '/users/me/', userSchema, fresh);
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.first); // the second wait is twice the first
    expect(refresh).toEqual([]);
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.first);
    expect(refresh).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ user: fresh, isAuthenticated: true, accessToken: 'fresh-token' });
    view.unmount();
  });

  it('stops trying when the page is left', async () => {
    unreachable('post', '/auth/refresh/');
    const view = renderHook(() => useSessionBootstrap());
    await vi.advanceTimersByTimeAsync(0);
    view.unmount();
    const refresh = answer('post', '/auth/refresh/', refreshResponse, { access: 'fresh-token' });
    await vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.max * 2);
    expect(refresh).toEqual([]);
  });
});
