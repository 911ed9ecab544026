import { REQUEST_TIMEOUT_MS } from '@manara/shared/limits';
import type { Locale } from '@manara/shared/i18n/index';

/** What the server says about a failed call: `{detail, code}`, or field errors with `field_codes`. */
export interface ApiErrorBody {
  detail?: string;
  code?: string;
  field_codes?: Record<string, string[]>;
  [field: string]: unknown;
}

/** A failed call: the HTTP status (0 when there was no answer: offline, time-out) and the server's body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.detail ?? (status ? `HTTP ${status}` : 'No answer from the server'));
    this.name = 'ApiError';
  }
}

/** True for an ApiError, and for one that went through JSON (server-rendered query state). */
export function errorStatus(error: unknown): number | undefined {
  return error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false: no bearer token and no refresh on 401 (the auth endpoints themselves). */
  auth?: boolean;
  /** More request headers (an `Idempotency-Key`, lib/outbox). */
  headers?: Record<string, string>;
}

export interface UploadOptions extends Omit<RequestOptions, 'params'> {
  /** Called with the fraction of the body sent so far (0–1). */
  onProgress?: (fraction: number) => void;
}

/**
 * Where the client runs: the browser wires the session in (app start-up); server rendering supplies
 * its own in-process fetch and the request's language, and never sends a token.
 */
export interface ApiEnvironment {
  fetch: typeof fetch;
  locale(): Locale;
  /**
   * The bearer token to send, or null. A promise while the token is being renewed: a browser that
   * remembers a sign-in has none after a page load until the session is restored (lib/auth/session.ts).
   */
  accessToken(): string | null | Promise<string | null>;
  /**
   * One attempt to renew the access token after a 401; null when the session cannot be renewed. Rejects
   * when there was no verdict (no answer, a server fault): the call fails, the session stays.
   */
  refresh(): Promise<string | null>;
  /** The session is gone (refresh failed): sign out and go to the login page. */
  onSessionLost(): void;
}

let env: ApiEnvironment = {
  fetch: (input, init) => globalThis.fetch(input, init),
  locale: () => (typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'ar'),
  accessToken: () => null,
  refresh: async () => null,
  onSessionLost: () => {},
};

export function configureApi(changes: Partial<ApiEnvironment>) {
  env = { ...env, ...changes };
}

export const API_BASE = '/api/v1';

function url(path: string, params?: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const qs = query.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function headers(auth: boolean, json: boolean): Promise<Record<string, string>> {
  const out: Record<string, string> = { Accept: 'application/json', 'Accept-Language': env.locale() };
  if (json) out['Content-Type'] = 'application/json';
  const token = auth ? await env.accessToken() : null;
  if (token) out.Authorization = `Bearer ${token}`;
  return out;
}

async function parse(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A 401 gets exactly one refresh and one retry (specification §8); when the session cannot be renewed
 * the user is signed out and sent to the login page. Concurrent 401s share one refresh (see lib/auth).
 * A refresh without a verdict (no answer) fails the call with its error and signs nobody out.
 */
async function withSession<T>(auth: boolean, send: () => Promise<{ status: number; body: unknown }>): Promise<T> {
  let result = await send();
  if (result.status === 401 && auth) {
    const renewed = await env.refresh();
    if (renewed) result = await send();
    else env.onSessionLost();
  }
  if (result.status >= 400 || result.status === 0) {
    // What a failure shows needs its text first (lib/errors.ts: the error messages, loaded on demand).
    await Promise.all([...failureHooks].map((wait) => wait()));
    throw new ApiError(result.status, (result.body as ApiErrorBody | null) ?? null);
  }
  return result.body as T;
}

const failureHooks = new Set<() => Promise<void>>();
/** `wait` runs before every failed call rejects (it must not reject itself). */
export function onApiFailure(wait: () => Promise<void>) {
  failureHooks.add(wait);
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth !== false;
  const send = async () => {
    const sent = { ...(await headers(auth, body !== undefined)), ...options.headers };
    // The time-out and the caller's signal (a newer search replacing this one) both abort the call.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await env.fetch(url(path, options.params), {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      return { status: response.status, body: await parse(response) };
    } catch (err) {
      if (options.signal?.aborted) throw err;
      return { status: 0, body: null };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  };
  return withSession<T>(auth, send);
}

/** Multipart with upload progress (fetch cannot report it), with the same headers, time-out and 401 handling. */
function upload<T>(method: 'POST' | 'PATCH' | 'PUT', path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const auth = options.auth !== false;
  const send = async () => {
    const sent = { ...(await headers(auth, false)), ...options.headers };
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url(path));
      for (const [key, value] of Object.entries(sent)) xhr.setRequestHeader(key, value);
      xhr.timeout = options.timeoutMs ?? 0;
      xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          /* not JSON */
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = xhr.ontimeout = () => resolve({ status: 0, body: null });
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  };
  return withSession<T>(auth, send);
}

/** The API client: same-origin /api/v1, JSON, the UI language, the bearer token, 20 s time-out. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T = null>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  upload,
};

/** Lists come paginated (`{ results }`) or, from older endpoints, as plain arrays (specification §7). */
export function listResults<T>(data: { results: T[] } | T[] | null): T[] {
  return Array.isArray(data) ? data : (data?.results ?? []);
}
