import { randomUUID } from 'node:crypto';
import type { LoginRequest, LoginResponse } from '@manara/shared';
import type { Tx } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { defineJob } from '../../platform/jobs';
import { AppError } from '../../lib/errors';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { signAccessToken } from '../../lib/tokens';
import { toUser, type UserRow, type UsersRepository } from '../users';
import type { AuthRepository } from './auth.repository';
import { DAY_MS, hashToken, newOpaqueToken } from './opaque-token';

/** Deletes dead refresh-token rows and spent account links (the worker runs it: job-handlers.ts). */
export const sessionSweepJob = defineJob('auth.session-sweep', { expireInSeconds: 300 });

export interface SessionSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  sessionMaxDays: number;
  /**
   * A spent refresh token presented again this soon after its rotation is a second tab (or a retried
   * request) refreshing with the token the first one just replaced: it gets a token of the same session
   * beside the first one's. Later, it is honoured only while nothing it was replaced by has been used (the
   * answer that carried its successor was lost); once a successor has been used, it ends the session
   * (decision 047). Longer than the web client's refresh time-out (REFRESH_TIMEOUT_MS), so two requests of
   * one browser always fall within it (REFRESH_REUSE_GRACE_SECONDS, 30 by default).
   */
  refreshReuseGraceSeconds: number;
}

/** Revoked tokens are kept this long (a trace of ended sessions), then deleted with the expired ones. */
export const REVOKED_TOKEN_RETENTION_DAYS = 7;

/**
 * Brakes on password guessing, supplied by the transport (absent when rate limits are off). Failures
 * are counted per client address and account, and per account from every address.
 */
export interface LoginThrottle {
  /** True when this address has failed too often on this account lately (the owner elsewhere is not affected). */
  isBlocked(): Promise<boolean>;
  /** Failed attempts on this account lately, from every address. */
  accountFailures(): Promise<number>;
  recordFailure(): Promise<void>;
  /**
   * Takes one of the account's few places for a password check under way (see LIMITS), returning what
   * gives it back; null when they are all taken: the attempt is refused at once, not queued on the CPU.
   */
  enter(): (() => void) | null;
}

/**
 * An account guessed at from many addresses is slowed down, never locked: once it has had
 * `freeFailures` recent failures, every attempt (the owner's too) waits `stepMs` more per further
 * failure, at most `maxDelayMs`. A botnet's guesses get slow; the owner's right password still works.
 */
export const LOGIN_SLOWDOWN = { freeFailures: 20, stepMs: 250, maxDelayMs: 3000 } as const;

function loginDelayMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN.freeFailures) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, (failures - LOGIN_SLOWDOWN.freeFailures + 1) * LOGIN_SLOWDOWN.stepMs);
}

/** A new access token and the refresh token that replaces the one presented. */
export interface TokenPair {
  access: string;
  refresh: string;
}

const refreshInvalid = () => new AppError(401, 'refresh_invalid');

/**
 * Sessions: sign-in (with its throttling), access tokens, and the families of refresh tokens a sign-in
 * starts — rotation, reuse, sign-out, and the sweep of tokens that can never be honoured again.
 */
export function createSessionsService(deps: { users: UsersRepository; tokens: AuthRepository; settings: SessionSettings; clock?: Clock }) {
  const { users, tokens, settings, clock = systemClock } = deps;

  function accessToken(user: UserRow): Promise<string> {
    return signAccessToken({ id: user.id, isStaff: user.isStaff }, settings.jwtSecret, settings.accessTokenTtlSeconds, clock.now());
  }

  /** A new token expires after its lifetime, or when its session ends if that comes first. */
  function expiry(now: Date, familyStartedAt: Date): Date {
    return new Date(Math.min(now.getTime() + settings.refreshTokenTtlDays * DAY_MS, sessionEnd(familyStartedAt)));
  }
  function sessionEnd(familyStartedAt: Date): number {
    return familyStartedAt.getTime() + settings.sessionMaxDays * DAY_MS;
  }

  /** A new session (a new family of refresh tokens) for a user who just proved who they are. */
  async function start(row: UserRow): Promise<LoginResponse> {
    const now = clock.now();
    const refresh = newOpaqueToken();
    await tokens.insertRefreshToken({
      userId: row.id,
      familyId: randomUUID(),
      familyStartedAt: now,
      tokenHash: hashToken(refresh),
      expiresAt: expiry(now, now),
    });
    return { access: await accessToken(row), refresh, user: toUser(row) };
  }

  return {
    start,

    /** Ends every session of the user as of `at` (refresh tokens revoked, older access tokens refused), in `tx` when given. */
    async endAll(userId: number, { at = clock.now(), tx }: { at?: Date; tx?: Tx } = {}): Promise<void> {
      await tokens.revokeUserSessions(userId, at, tx);
    },

    /**
     * Unknown e-mail, wrong password and inactive account all fail the same way, after the same
     * amount of argon2 work, so the answer does not reveal which accounts exist.
     */
    async login(input: LoginRequest, throttle?: LoginThrottle): Promise<LoginResponse> {
      if (throttle && (await throttle.isBlocked())) throw new AppError(429, 'throttled');
      const leave = throttle ? throttle.enter() : () => {};
      if (!leave) throw new AppError(429, 'throttled');
      let row: UserRow;
      try {
        if (throttle) {
          const delay = loginDelayMs(await throttle.accountFailures());
          if (delay > 0) await clock.sleep(delay);
        }
        const found = await users.findByEmail(input.email);
        const ok = found ? await verifyPassword(found.passwordHash, input.password) : await verifyDummyPassword(input.password);
        if (!found || !ok || !found.isActive) {
          await throttle?.recordFailure();
          throw new AppError(401, 'invalid_credentials');
        }
        row = found;
      } finally {
        leave();
      }
      // Each login starts a session: a new family of refresh tokens.
      return start(row);
    },

    /**
     * Exchanges a refresh token for a new pair. Each token is replaced once: a spent one presented again
     * gets another successor within the grace window (two tabs refreshing together), or later while
     * nothing it was replaced by has been used (its answer was lost: that successor is retired). A spent
     * token whose successor has been used, or a retired or revoked one, means a copy is in other hands:
     * the whole family (that login session) is revoked. No session outlives SESSION_MAX_DAYS from its
     * sign-in.
     */
    async refresh(token: string | null | undefined): Promise<TokenPair> {
      if (!token) throw refreshInvalid();
      const now = clock.now();
      const current = await tokens.findRefreshToken(hashToken(token));
      if (!current) throw refreshInvalid();
      const endSession = async () => {
        await tokens.revokeFamily(current.familyId, now);
        return refreshInvalid();
      };
      if (current.revokedAt) throw await endSession();
      if (current.expiresAt <= now || sessionEnd(current.familyStartedAt) <= now.getTime()) throw refreshInvalid();
      const user = await users.findById(current.userId);
      if (!user || !user.isActive) throw await endSession();
      const refresh = newOpaqueToken();
      const outcome = await tokens.rotateRefreshToken(
        current.id,
        {
          userId: user.id,
          familyId: current.familyId,
          familyStartedAt: current.familyStartedAt,
          tokenHash: hashToken(refresh),
          expiresAt: expiry(now, current.familyStartedAt),
        },
        { now, reusableSince: new Date(now.getTime() - settings.refreshReuseGraceSeconds * 1000) },
      );
      // Reused, or revoked meanwhile (a logout, or reuse detected by a concurrent request): the session is over.
      if (outcome !== 'rotated') throw await endSession();
      return { access: await accessToken(user), refresh };
    },

    /** Deletes refresh tokens that can never be honoured again; returns how many. */
    async sweep(): Promise<number> {
      const now = clock.now();
      return tokens.deleteDeadRefreshTokens({
        now,
        revokedBefore: new Date(now.getTime() - REVOKED_TOKEN_RETENTION_DAYS * DAY_MS),
        startedBefore: new Date(now.getTime() - settings.sessionMaxDays * DAY_MS),
      });
    },

    /** Ends the session the refresh token belongs to; unknown or missing tokens are ignored. */
    async logout(token: string | null | undefined): Promise<void> {
      if (!token) return;
      const current = await tokens.findRefreshToken(hashToken(token));
      if (current) await tokens.revokeFamily(current.familyId, clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
