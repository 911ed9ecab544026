import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/api-error';
import { api, setSessionLostHandler } from './api';
import { useAuthStore, type AuthUser } from './auth-store';

const user: AuthUser = {
  id: 1,
  email: 'a@example.ps',
  name: 'A',
  phone: null,
  role: 'client',
  provider_type: null,
  is_staff: false,
  date_joined: '2025-01-01T00:00:00.000Z',
};

/**
 * The network under the real client and its interceptors: each request is answered by `answer`
 * (a status and body); 4xx/5xx reject as axios does.
 */
function network(answer: (config: InternalAxiosRequestConfig, call: number) => [number, unknown]) {
  let call = 0;
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    const [status, data] = answer(config, ++call);
    if (status >= 400) throw apiError(status, data, config);
    return { status, statusText: 'OK', data, headers: {}, config } satisfies AxiosResponse;
  });
  api.defaults.adapter = adapter;
  return adapter;
}
const bearer = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');

describe('API client', () => {
  const originalAdapter = api.defaults.adapter;
  const sessionLost = vi.fn();

  beforeEach(() => {
    useAuthStore.setState({ user, isAuthenticated: true, isLoading: false, accessToken: 'old-token' });
    setSessionLostHandler(sessionLost);
    sessionLost.mockClear();
  });
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
    vi.restoreAllMocks();
    document.documentElement.lang = 'ar';
  });

  it('sends the UI language and the bearer token, with the specified time-out', async () => {
    const adapter = network(() => [200, { ok: true }]);
    document.documentElement.lang = 'en';
    await api.get('/users/me/');
    const config = adapter.mock.calls[0]![0];
    expect(config.baseURL).toBe('/api/v1');
    expect(config.timeout).toBe(20_000);
    expect(config.headers.get('Accept-Language')).toBe('en');
    expect(bearer(config)).toBe('Bearer old-token');
  });

  it('on a 401 refreshes once through the cookie and retries the request with the new token', async () => {
    const adapter = network((config) => (bearer(config) === 'Bearer new-token' ? [200, { id: 1 }] : [401, { code: 'token_invalid' }]));
    const refresh = vi.spyOn(axios, 'post').mockResolvedValue({ data: { access: 'new-token', refresh: 'r2' } });

    const response = await api.get('/users/me/');

    expect(response.data).toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('/api/v1/auth/refresh/', {}, { timeout: 10_000, withCredentials: true });
    expect(adapter).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState().accessToken).toBe('new-token');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    network((config) => (bearer(config) === 'Bearer new-token' ? [200, { url: config.url }] : [401, {}]));
    let finish!: (value: unknown) => void;
    const refresh = vi.spyOn(axios, 'post').mockReturnValue(new Promise((r) => (finish = r)));

    const both = Promise.all([api.get('/a/'), api.get('/b/')]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    finish({ data: { access: 'new-token', refresh: 'r2' } });
    const [a, b] = await both;

    expect(a.data).toEqual({ url: '/a/' });
    expect(b.data).toEqual({ url: '/b/' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out and goes to the login page when the session cannot be renewed', async () => {
    network(() => [401, { code: 'token_invalid' }]);
    vi.spyOn(axios, 'post').mockRejectedValue(apiError(401, { code: 'refresh_invalid' }));

    await expect(api.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
    expect(sessionLost).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh answer without an access token as a failed refresh', async () => {
    network(() => [401, {}]);
    vi.spyOn(axios, 'post').mockResolvedValue({ data: {} });
    await expect(api.get('/users/me/')).rejects.toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(sessionLost).toHaveBeenCalledTimes(1);
  });

  it('tries exactly one refresh: a second 401 after it is the answer', async () => {
    const adapter = network(() => [401, {}]);
    const refresh = vi.spyOn(axios, 'post').mockResolvedValue({ data: { access: 'new-token', refresh: 'r2' } });
    await expect(api.get('/users/me/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(adapter).toHaveBeenCalledTimes(2);
  });

  it('does not refresh for a failed login (its 401 is the answer)', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, accessToken: null });
    network(() => [401, { detail: 'Invalid e-mail or password.', code: 'invalid_credentials' }]);
    const refresh = vi.spyOn(axios, 'post');
    await expect(api.post('/auth/login/', { email: 'a@example.ps', password: 'x' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('does not send a visitor who was never signed in to the login page', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, accessToken: null });
    network(() => [401, {}]);
    vi.spyOn(axios, 'post').mockRejectedValue(apiError(401, { code: 'refresh_invalid' }));
    await expect(api.get('/realty/favourites/')).rejects.toBeTruthy();
    expect(sessionLost).not.toHaveBeenCalled();
  });
});
