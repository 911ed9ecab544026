import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REFRESH_COOKIE } from '../src/modules/auth/auth-http';
import type { TestContext } from './context';

/** The auth suites' helpers: registrations, the refresh cookie, and requests through the HTTP layer. */

export const PASSWORD = 'secret-pass-1';
export const uniqueEmail = () => `user-${randomBytes(5).toString('hex')}@example.com`;
export const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirm: PASSWORD,
  name: 'Layla Haddad',
  ...overrides,
});
/** A token's name in refresh_tokens (only its SHA-256 is stored). */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
export const refreshCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === REFRESH_COOKIE);

/** POST under /api/v1, the current user, and accounts registered and signed in through the API. */
export function authApi(ctx: () => TestContext) {
  const post = (url: string, payload?: unknown, options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
    ctx().app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, ...options });
  const me = (access: string) => ctx().app.inject({ url: '/api/v1/users/me/', headers: { authorization: `Bearer ${access}` } });
  async function registered(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const res = await post('/auth/register/', body);
    expect(res.statusCode, res.body).toBe(201);
    return { ...body, email: String(body.email).trim().toLowerCase(), id: res.json().id as number };
  }
  async function login(email: string, password = PASSWORD) {
    const res = await post('/auth/login/', { email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }
  return { post, me, registered, login };
}
