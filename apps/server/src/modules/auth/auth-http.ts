import { errorBody, validationErrorBody, z } from '@manara/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The web app's copy of the refresh token: HttpOnly, sent only to the auth endpoints. */
export const REFRESH_COOKIE = 'manara_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth/';

/** Rate limits (active only when RATE_LIMIT is on). */
export const LIMITS = {
  loginPerIp: { max: 20, timeWindow: '1 minute' },
  /**
   * Failed logins per client address and e-mail; a correct password does not count. Per address, so a
   * guesser elsewhere cannot lock the owner out (see LOGIN_SLOWDOWN for attacks from many addresses).
   */
  loginFailuresPerAddressAndAccount: { max: 10, timeWindow: '15 minutes' },
  /** The window in which an account's failures from every address are counted (for LOGIN_SLOWDOWN). */
  loginFailuresPerAccountWindow: '15 minutes',
  /**
   * Password checks under way at once for one account, from every address (in this process). More
   * are answered 429 at once: a botnet's parallel guesses cannot queue up on the hashing CPU, and the
   * owner gets in again as soon as the flood stops (nothing is locked).
   */
  loginChecksInFlightPerAccount: 2,
  registerPerIp: { max: 10, timeWindow: '1 hour' },
  /** A browser refreshes about every 15 minutes per tab; a household behind one address stays far below. */
  refreshPerIp: { max: 30, timeWindow: '1 minute' },
  /** Reset e-mails asked for from one address (each may go to a different account). */
  passwordResetPerIp: { max: 5, timeWindow: '15 minutes' },
  /** Links tried (reset, verification) and current-password checks (change of password or e-mail) per address. */
  accountLinksPerIp: { max: 20, timeWindow: '15 minutes' },
} as const;

/** A 400 is a field error or a plain one (malformed JSON): the response schema must accept both, or it becomes a 500. */
const badRequestBody = z.union([validationErrorBody, errorBody]);
/** The failures every auth route may answer with. */
export const errorResponses = { 400: badRequestBody, 413: errorBody, 415: errorBody, 429: errorBody };

/** The refresh cookie as the session and account routes set, clear and read it. */
export function refreshCookie(app: FastifyInstance) {
  const options = {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.env === 'production',
  };
  return {
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(REFRESH_COOKIE, token, { ...options, maxAge: app.config.refreshTokenTtlDays * 86_400 }),
    clear: (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, options),
    /** The body's token wins over the cookie's (API clients send it in the body, the web app relies on the cookie). */
    presented: (request: FastifyRequest, body: { refresh?: string | null } | null | undefined) =>
      body?.refresh || request.cookies[REFRESH_COOKIE] || null,
  };
}
