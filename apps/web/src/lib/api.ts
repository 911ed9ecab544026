import { REFRESH_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@manara/shared';
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { useAuthStore } from './auth-store';

/** The API client: same-origin /api/v1, 20 s time-out, the UI language, and the bearer token. */
export const api = axios.create({ baseURL: '/api/v1', timeout: REQUEST_TIMEOUT_MS, withCredentials: true });

let onSessionLost: () => void = () => {
  window.location.assign('/auth/login');
};
/** The router registers a client-side navigation to /auth/login for when a session cannot be renewed. */
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

api.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', document.documentElement.lang === 'en' ? 'en' : 'ar');
  const token = useAuthStore.getState().accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

const NO_REFRESH = /\/auth\/(login|register|refresh|logout)\/$/;
let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt. The refresh token is the HttpOnly cookie. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= axios
    .post<{ access: string }>('/api/v1/auth/refresh/', {}, { timeout: REFRESH_TIMEOUT_MS, withCredentials: true })
    .then((res) => {
      const access = res.data?.access;
      if (!access) return null;
      useAuthStore.getState().setAccessToken(access);
      return access;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

// On 401: exactly one refresh attempt, then the original request once more; if the session cannot be
// renewed, sign out and go to the login page (specification §8).
api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 401 || !config || config._retried || NO_REFRESH.test(config.url ?? '')) throw error;
  config._retried = true;
  const access = await refreshAccessToken();
  if (!access) {
    const wasSignedIn = useAuthStore.getState().isAuthenticated;
    useAuthStore.getState().signOut();
    if (wasSignedIn) onSessionLost();
    throw error;
  }
  config.headers.set('Authorization', `Bearer ${access}`);
  return api.request(config as AxiosRequestConfig);
});

/** The server's translated message for a failed call: `detail`, else the first field error. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof AxiosError) || !error.response?.data || typeof error.response.data !== 'object') return null;
  const data = error.response.data as Record<string, unknown>;
  if (data.code === 'validation_error') {
    for (const [key, value] of Object.entries(data)) {
      if (key !== 'detail' && key !== 'code' && key !== 'field_codes' && Array.isArray(value) && typeof value[0] === 'string')
        return value[0];
    }
  }
  return typeof data.detail === 'string' ? data.detail : null;
}

/** Field errors of a 400 as `{ field: message }` (first message per field). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AxiosError) || error.response?.status !== 400) return {};
  const data = error.response.data as Record<string, unknown> | undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (key !== 'detail' && key !== 'code' && key !== 'field_codes' && Array.isArray(value) && typeof value[0] === 'string')
      out[key] = value[0];
  }
  return out;
}

/** Lists come paginated (`{ results }`) or, from older endpoints, as plain arrays (specification §7). */
export function listResults<T>(data: { results: T[] } | T[]): T[] {
  return Array.isArray(data) ? data : (data?.results ?? []);
}
