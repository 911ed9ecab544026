import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApi } from './api';
import { connectApiToSession, setSessionLostHandler } from './auth/session';
import { useAuthStore } from './auth/store';
import { testUser } from '@/test/factories';

const user = testUser({ id: 1, email: 'a@example.ps', name: 'A' });

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/**
 * The network under the real client: every request is recorded and answered by `answer` with a status
 * and a JSON body (the refresh endpoint included, so the real session code runs).
 */
function network(answer: (req: Sent, call: number) => [number, unknown]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      signal: init?.signal,
    };
    sent.push(req);
    const [status, body] = answer(req, sent.length);
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  configureApi({ fetch: fetch as typeof globalThis.fetch });
  return sent;
}
const bearer = (req: Sent) => req.headers.Authorization;
const isRefresh = (req: Sent) => req.url === '/api/v1/auth/refresh/';

describe('API client', () => {
  const sessionLost = vi.fn();

  beforeEach(() => {
    connectApiToSession();
    useAuthStore.setState({ user, isAuthenticated: true, isLoading: false, accessToken: 'old-token' });
    setSessionLostHandler(sessionLost);
    sessionLost.mockClear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = 'ar';
  });

  it('sends the UI language and the bearer token to /api/v1, with query parameters and a time-out signal', async () => {
    const sent = network(() => [200, { ok: true }]);
    document.documentElement.lang = 'en';
    expect(await api.get('/realty/properties/', { params: { purpose: 'rent', city: 3, search: '', page: undefined } })).toEqual({
      ok: true,
    });
    expect(sent[0]!.url).toBe('/api/v1/realty/properties/?purpose=rent&city=3');
    expect(sent[0]!.headers['Accept-Language']).toBe('en');
    expect(bearer(sent[0]!)).toBe('Bearer old-token');
    expect(sent[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports a failed call as an ApiError with the status and the server body; no answer is status 0', async () => {
    network(() => [400, { code: 'validation_error', title: ['Title is required'] }]);
    const error = await api.post('/x/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { code: 'validation_error', title: ['Title is required'] } });

    configureApi({ fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch });
    await expect(api.get('/x/')).rejects.toMatchObject({ status: 0, body: null });
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    try {
      configureApi({
        fetch: ((_: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
          )) as typeof fetch,
      });
      const pending = api.get('/slow/').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await pending).toMatchObject({ status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a 401 refreshes once through the cookie and retries the request with the new token', async () => {
    const sent = network((req) =>
      isRefresh(req)
        ? [200, { access: 'new-token' }]
        : bearer(req) === 'Bearer new-token'
          ? [200, { id: 1 }]
          : [401, { code: 'token_invalid' }],
    );
    expect(await api.get('/users/me/')).toEqual({ id: 1 });
    const refreshes = sent.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.method).toBe('POST');
    expect(bearer(refreshes[0]!)).toBeUndefined(); // the cookie carries the session, not a token
    expect(sent).toHaveLength(3);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'new-token', isAuthenticated: true });
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    const sent = network((req) =>
      isRefresh(req) ? [200, { access: 'new-token' }] : bearer(req) === 'Bearer new-token' ? [200, { url: req.url }] : [401, {}],
    );
    const [a, b] = await Promise.all([api.get('/a/'), api.get('/b/')]);
    expect(a).toEqual({ url: '/api/v1/a/' });
    expect(b).toEqual({ url: '/api/v1/b/' });
    expect(sent.filter(isRefresh)).toHaveLength(1);
  });

  it('signs out and goes to the login page when the session cannot be renewed', async () => {
    network((req) => (isRefresh(req) ? [401, { code: 'refresh_invalid' }] : [401, { code: 'token_invalid' }]));
    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, accessToken: null });
    expect(sessionLost).toHaveBeenCalledTimes(1);
  });

  it('signs nobody out when the refresh gets no verdict (no answer, a server fault): the call fails with that error', async () => {
    network((req) => (isRefresh(req) ? [503, { code: 'service_unavailable' }] : [401, { code: 'token_invalid' }]));
    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 503 });
    configureApi({
      fetch: (async (input: RequestInfo | URL) =>
        String(input).endsWith('/auth/refresh/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Response('{}', { status: 401 })) as typeof fetch,
    });
    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 0 });
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true });
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('treats a refresh answer without an access token as a failed refresh', async () => {
    network((req) => (isRefresh(req) ? [200, {}] : [401, {}]));
    await expect(api.get('/users/me/')).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(sessionLost).toHaveBeenCalledTimes(1);
  });

  it('tries exactly one refresh: a second 401 after it is the answer', async () => {
    const sent = network((req) => (isRefresh(req) ? [200, { access: 'new-token' }] : [401, {}]));
    await expect(api.get('/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(sent.filter(isRefresh)).toHaveLength(1);
    expect(sent).toHaveLength(3);
  });

  it('does not refresh for a failed login (its 401 is the answer)', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, accessToken: null });
    const sent = network(() => [401, { detail: 'Invalid e-mail or password.', code: 'invalid_credentials' }]);
    await expect(api.post('/auth/login/', { email: 'a@example.ps', password: 'x' }, { auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(sent.filter(isRefresh)).toHaveLength(0);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('after a page load, a remembered sign-in renews its token before asking (never the anonymous answer)', async () => {
    useAuthStore.setState({ accessToken: null });
    // A listing that is not public: 404 to anyone but its owner, and no 401 that would trigger a refresh.
    const sent = network((req) =>
      isRefresh(req)
        ? [200, { access: 'renewed' }]
        : bearer(req) === 'Bearer renewed'
          ? [200, { id: 5 }]
          : [404, { code: 'property_not_found' }],
    );
    const [a, b] = await Promise.all([api.get('/realty/properties/5/'), api.get('/realty/properties/5/similar/')]);
    expect(a).toEqual({ id: 5 });
    expect(b).toEqual({ id: 5 });
    expect(sent.map((r) => [r.url, bearer(r)])).toEqual([
      ['/api/v1/auth/refresh/', undefined],
      ['/api/v1/realty/properties/5/', 'Bearer renewed'],
      ['/api/v1/realty/properties/5/similar/', 'Bearer renewed'],
    ]);
  });

  it('asks anonymously when the remembered session cannot be renewed, and a visitor never waits', async () => {
    useAuthStore.setState({ accessToken: null });
    const sent = network((req) => (isRefresh(req) ? [401, { code: 'refresh_invalid' }] : [200, { ok: true }]));
    expect(await api.get('/realty/properties/')).toEqual({ ok: true });
    expect(sent.map((r) => [r.url, bearer(r)])).toEqual([
      ['/api/v1/auth/refresh/', undefined],
      ['/api/v1/realty/properties/', undefined],
    ]);
    useAuthStore.setState({ user: null, isAuthenticated: false, accessToken: null });
    sent.length = 0;
    await api.get('/realty/properties/');
    expect(sent.map((r) => r.url)).toEqual(['/api/v1/realty/properties/']);
  });

  it('does not send a visitor who was never signed in to the login page', async () => {
    useAuthStore.setState({ user: null, isAuthenticated: false, accessToken: null });
    network((req) => (isRefresh(req) ? [401, { code: 'refresh_invalid' }] : [401, {}]));
    await expect(api.get('/realty/favorites/')).rejects.toBeInstanceOf(ApiError);
    expect(sessionLost).not.toHaveBeenCalled();
  });
});
