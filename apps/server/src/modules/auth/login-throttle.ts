import type { LoginRequest } from '@manara/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../../lib/client-address';
import { LIMITS } from './auth-http';
import type { LoginThrottle } from './sessions.service';

/**
 * The transport's side of the sign-in brakes (none when rate limits are off): failed logins counted
 * per (client address, normalized e-mail) and per e-mail, and the password checks under way per
 * account. The body is validated by the time the handler runs, so capitalization does not matter. A
 * second route-level `config.rateLimit` cannot do this: the plugin runs one limit per request, and it
 * would count successful logins too.
 */
export function createLoginThrottle(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => LoginThrottle | undefined {
  const email = (request: FastifyRequest) => (request.body as LoginRequest).email;
  const pairLimit = app.config.rateLimit
    ? app.createRateLimit({
        ...LIMITS.loginFailuresPerAddressAndAccount,
        keyGenerator: (request) => `login:${clientKey(request.ip)}:${email(request)}`,
      })
    : null;
  // A counter, not a limit: its ceiling is never meant to be reached.
  const accountFailures = app.config.rateLimit
    ? app.createRateLimit({
        max: 1_000_000,
        timeWindow: LIMITS.loginFailuresPerAccountWindow,
        keyGenerator: (request) => `login-account:${email(request)}`,
      })
    : null;
  // Password checks under way, per account; an entry lives only while it has one.
  const inFlight = new Map<string, number>();
  return (request, reply) =>
    pairLimit && accountFailures
      ? {
          async isBlocked() {
            const state = await pairLimit(request, { increment: false });
            if (state.isAllowed || state.remaining > 0) return false;
            reply.header('retry-after', state.ttlInSeconds);
            return true;
          },
          async accountFailures() {
            const state = await accountFailures(request, { increment: false });
            return state.isAllowed ? 0 : state.max - state.remaining;
          },
          async recordFailure() {
            await pairLimit(request);
            await accountFailures(request);
          },
          enter() {
            const account = email(request);
            const busy = inFlight.get(account) ?? 0;
            if (busy >= LIMITS.loginChecksInFlightPerAccount) {
              reply.header('retry-after', 1);
              return null;
            }
            inFlight.set(account, busy + 1);
            let left = false;
            return () => {
              if (left) return;
              left = true;
              const remaining = (inFlight.get(account) ?? 1) - 1;
              if (remaining > 0) inFlight.set(account, remaining);
              else inFlight.delete(account);
            };
          },
        }
      : undefined;
}
