import { vi } from 'vitest';
import { api, ApiError, type ApiErrorBody } from '@/lib/api';
import { cities, palestine } from '@/test/factories';

/** An API double for the realty pages (their data comes from test/factories.ts). */

export function httpError(status: number, data: unknown = {}): ApiError {
  return new ApiError(status, data as ApiErrorBody);
}

type Handler = (config: { params?: Record<string, unknown> } | undefined) => unknown;

/**
 * `api.get` answered per URL: handlers return data, throw for errors, or return a pending promise. Heroes
 * fail (the page then shows its built-in hero) unless given.
 */
export function mockGet(handlers: Record<string, Handler | unknown>) {
  return vi.spyOn(api, 'get').mockImplementation((async (url: string, config?: unknown) => {
    const handler = handlers[url];
    if (handler === undefined) {
      if (url.endsWith('-hero/')) throw httpError(404, { detail: 'Not found.', code: 'not_found' });
      if (url === '/realty/countries/') return [palestine];
      if (url === '/realty/cities/') return cities;
      throw new Error(`unexpected GET ${url}`);
    }
    return typeof handler === 'function' ? await (handler as Handler)(config as { params?: Record<string, unknown> }) : handler;
  }) as typeof api.get);
}

/** The GET /realty/properties/ calls a spy has seen, as their query parameters. */
export function listCalls(get: ReturnType<typeof mockGet>) {
  return get.mock.calls
    .filter(([url]) => url === '/realty/properties/')
    .map(([, config]) => (config as { params: Record<string, unknown> }).params);
}
