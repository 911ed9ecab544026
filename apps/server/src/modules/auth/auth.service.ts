import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  passwordResemblesAccount,
  registerRequest,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ErrorCode,
  type Locale,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
} from '@manara/shared';
import { systemClock, type Clock } from '../../lib/clock';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { signAccessToken } from '../../lib/tokens';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { NotificationsService } from '../notifications';
import { toUser, type UserRow, type UsersRepository, type UsersService } from '../users';
import type { AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository';
import type { AuthRepository } from './auth.repository';

export interface AuthSettings {
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

const DAY_MS = 86_400_000;

/** A new access token and the refresh token that replaces the one presented. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Opaque refresh tokens: 32 random bytes; only their SHA-256 is stored. */
function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const refreshInvalid = () => new AppError(401, 'refresh_invalid');

/** A forgot-password request, handled after the answer (AuthService.sendPasswordReset). */
export const passwordResetJob = defineJob<{ email: string }>('auth.password-reset', { expireInSeconds: 120, retryLimit: 3 });

/** How long the links sent by e-mail work (decision 037). */
export const LINK_LIFETIME = { passwordResetMinutes: 45, verificationDays: 7 } as const;

/** The error of a link that does not work (unknown, spent, expired, or sent to another address). */
const LINK_INVALID: Record<AccountTokenPurpose, ErrorCode> = {
  password_reset: 'reset_link_invalid',
  email_verification: 'verification_link_invalid',
};

/** Where each e-mailed link leads (a page of the web app, which posts its token to the API). */
const LINK_PAGES: Record<AccountTokenPurpose, string> = {
  password_reset: '/auth/reset-password',
  email_verification: '/auth/verify-email',
};

export function createAuthService(deps: {
  users: UsersRepository;
  tokens: AuthRepository;
  links: AccountTokensRepository;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  /** Changes of rights (create-admin's promotion), as staff make them. */
  rights: Pick<UsersService, 'changeAccess'>;
  jobs: Pick<Jobs, 'queue'>;
  settings: AuthSettings;
  clock?: Clock;
}) {
  const { users, tokens, links, notifications, rights, jobs, settings, clock = systemClock } = deps;

  /** E-mails a new single-use link to `user` (at `email`), in the transaction that stores it. */
  async function sendLink(user: UserRow, purpose: AccountTokenPurpose, email = user.email): Promise<void> {
    const token = newRefreshToken();
    const now = clock.now().getTime();
    const expiresAt = new Date(
      purpose === 'password_reset' ? now + LINK_LIFETIME.passwordResetMinutes * 60_000 : now + LINK_LIFETIME.verificationDays * DAY_MS,
    );
    const link = notifications.pageUrl(`${LINK_PAGES[purpose]}?token=${token}`, user.language);
    const to = { email, name: user.name, language: user.language, id: user.id, verified: !!user.emailVerifiedAt && email === user.email };
    await links.issue({ userId: user.id, purpose, tokenHash: hashToken(token), email, expiresAt }, (tx) =>
      purpose === 'password_reset'
        ? notifications.send('password_reset', to, { link, minutes: LINK_LIFETIME.passwordResetMinutes }, { tx })
        : notifications.send('email_verification', to, { link, days: LINK_LIFETIME.verificationDays }, { tx }),
    );
  }

  /**
   * The account a link (of any purpose) may act on: the link valid and sent to the account's current
   * address, the account active (a deactivated account's links do nothing, whatever their purpose).
   */
  async function linkAccount(purpose: AccountTokenPurpose, token: string, now: Date) {
    const link = await links.findValid(purpose, hashToken(token), now);
    const row = link && (await users.findById(link.userId));
    if (!link || !row || row.email !== link.email) throw AppError.field('token', LINK_INVALID[purpose]);
    if (!row.isActive) throw AppError.field('token', 'account_inactive');
    return { link, row };
  }

  /** The checks every new password passes beyond its length: not a common one, not the account's e-mail or name. */
  function checkNewPassword(password: string, account: { email: string; name: string }): void {
    refuseCommonPassword(password);
    if (passwordResemblesAccount(password, account)) throw AppError.field('password', 'password_too_similar');
  }

  /** A new session (a new family of refresh tokens) for a user who just proved who they are. */
  async function startSession(row: UserRow): Promise<LoginResponse> {
    const now = clock.now();
    const refresh = newRefreshToken();
    await tokens.insertRefreshToken({
      userId: row.id,
      familyId: randomUUID(),
      familyStartedAt: now,
      tokenHash: hashToken(refresh),
      expiresAt: expiry(now, now),
    });
    return { access: await accessToken(row), refresh, user: toUser(row) };
  }

  async function activeUser(userId: number): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row || !row.isActive) throw new AppError(401, 'token_invalid');
    return row;
  }

  async function checkCurrentPassword(row: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(row.passwordHash, password))) throw AppError.field('current_password', 'current_password_invalid');
  }

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

  return {
    /** Creates a client or provider account; the e-mail (already lower-cased) must be free. */
    async register(input: RegisterRequest, language: Locale): Promise<User> {
      checkNewPassword(input.password, input);
      const row = await users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        phone: input.phone ?? null,
        role: input.role,
        providerType: input.role === 'provider' ? input.provider_type : null,
        language,
      });
      if (!row) throw AppError.field('email', 'email_taken');
      await sendLink(row, 'email_verification');
      return toUser(row);
    },

    /**
     * Forgot password: queues the request and nothing else, whatever the address, so the answer (and
     * the time it takes) is the same for an address with an account and one without; the job looks
     * the address up and sends the link (sendPasswordReset).
     */
    async requestPasswordReset(email: string): Promise<void> {
      await jobs.queue(passwordResetJob, { email });
    },

    /** The forgot-password job: e-mails a reset link when the address belongs to an active account. */
    async sendPasswordReset(email: string): Promise<void> {
      const row = await users.findByEmail(email);
      if (row?.isActive) await sendLink(row, 'password_reset');
    },

    /**
     * A new password from a reset link: the link works once, within its lifetime, and only for the
     * address it was sent to. Every session ends (refresh tokens revoked, older access tokens refused),
     * and the address counts as verified (the link reached it).
     */
    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      const now = clock.now();
      const { link, row } = await linkAccount('password_reset', input.token, now);
      checkNewPassword(input.password, row);
      const passwordHash = await hashPassword(input.password);
      const done = await links.consume(link.id, now, async (tx) => {
        await users.setPassword(row.id, passwordHash, { verified: true, tx });
        await tokens.revokeUserSessions(row.id, now, tx);
      });
      if (!done) throw AppError.field('token', 'reset_link_invalid');
    },

    /** The link from the verification e-mail: marks the address it was sent to verified (again: no harm). */
    async verifyEmail(token: string): Promise<void> {
      const now = clock.now();
      const { link, row } = await linkAccount('email_verification', token, now);
      const done = await links.consume(link.id, now, async (tx) => {
        await users.update(row.id, { emailVerifiedAt: now }, tx);
      });
      if (!done) throw AppError.field('token', 'verification_link_invalid');
    },

    /** Sends the verification link again (nothing when the address is already verified). */
    async resendVerification(userId: number): Promise<void> {
      const row = await activeUser(userId);
      if (!row.emailVerifiedAt) await sendLink(row, 'email_verification');
    },

    /**
     * The signed-in user's new password (the current one required). Every session ends, this one too;
     * the answer is a fresh session so the browser that changed it stays signed in.
     */
    async changePassword(userId: number, input: ChangePasswordRequest): Promise<LoginResponse> {
      const row = await activeUser(userId);
      await checkCurrentPassword(row, input.current_password);
      checkNewPassword(input.password, row);
      await users.setPassword(row.id, await hashPassword(input.password));
      await tokens.revokeUserSessions(row.id, clock.now());
      return startSession((await users.findById(row.id)) ?? row);
    },

    /**
     * Moves the account to another address (the current password required), to be verified by a link
     * sent there. The old address is told (in case it was not its owner), and, as a password change
     * does, every session ends and the answer is a new one for the browser that made the change.
     */
    async changeEmail(userId: number, input: ChangeEmailRequest): Promise<LoginResponse> {
      const row = await activeUser(userId);
      await checkCurrentPassword(row, input.current_password);
      if (input.email === row.email) return startSession(row);
      const moved = await users.setEmail(row.id, input.email, row.name);
      if (!moved) throw AppError.field('email', 'email_taken');
      await tokens.revokeUserSessions(row.id, clock.now());
      await notifications.send(
        'email_changed',
        { email: row.email, name: row.name, language: row.language, id: row.id, verified: !!row.emailVerifiedAt },
        { newEmail: moved.email, contactUrl: notifications.pageUrl('/contact', row.language) },
      );
      await sendLink(moved, 'email_verification');
      return startSession(moved);
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
      return startSession(row);
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
      const refresh = newRefreshToken();
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

    /** Deletes refresh tokens that can never be honoured again (returns how many), and links used or expired a week ago. */
    async sweepSessions(): Promise<number> {
      const now = clock.now();
      await links.sweep(new Date(now.getTime() - REVOKED_TOKEN_RETENTION_DAYS * DAY_MS));
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

    /**
     * create-admin: makes `email` a staff user. A new account needs a password (and takes `name`, else
     * the e-mail's local part). An existing account becomes staff only with `promote`; promoting it or
     * changing its password ends its sessions (tokens issued before no longer refresh).
     */
    async ensureStaffUser(input: StaffInput): Promise<StaffResult> {
      const { email, password, name } = parseStaffInput(input);
      const existing = await users.findByEmail(email);
      if (existing) {
        if (!existing.isStaff && !input.promote) throw new AccountExistsError(existing.email);
        const promoted = !existing.isStaff;
        const sessionsEnded = promoted || password !== undefined;
        // The same change of rights as staff make in /admin: it ends every session.
        if (promoted) await rights.changeAccess(existing.id, { isStaff: true });
        if (name !== undefined) await users.update(existing.id, { name });
        if (password !== undefined) {
          await users.setPassword(existing.id, await hashPassword(password));
          await tokens.revokeUserSessions(existing.id, clock.now());
        }
        const updated = await users.findById(existing.id);
        return { user: toUser(updated ?? existing), created: false, promoted, passwordChanged: password !== undefined, sessionsEnded };
      }
      if (password === undefined) throw AppError.field('password', 'password_required');
      const row = await users.insert({
        email,
        passwordHash: await hashPassword(password),
        name: name ?? parseField('name', email.split('@')[0] ?? email),
        role: 'client',
        isStaff: true,
      });
      if (!row) throw AppError.field('email', 'email_taken');
      return { user: toUser(row), created: true, promoted: false, passwordChanged: true, sessionsEnded: false };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

export interface StaffInput {
  email: string;
  password?: string;
  name?: string;
  /** Required to make an existing account that is not staff yet a staff account. */
  promote?: boolean;
}

export interface StaffResult {
  user: User;
  created: boolean;
  promoted: boolean;
  passwordChanged: boolean;
  sessionsEnded: boolean;
}

/** create-admin met an existing account that is not staff, without --promote. */
export class AccountExistsError extends Error {
  constructor(readonly email: string) {
    super(`${email} already has an account`);
  }
}

/** Checks create-admin's input with the registration rules; throws a field AppError. */
export function parseStaffInput(input: StaffInput): StaffInput {
  const password = input.password === undefined ? undefined : parseField('password', input.password);
  const email = parseField('email', input.email);
  const name = input.name === undefined ? undefined : parseField('name', input.name);
  if (password !== undefined) refuseCommonPassword(password);
  if (password !== undefined && passwordResemblesAccount(password, { email, name }))
    throw AppError.field('password', 'password_too_similar');
  return { email, password, name };
}

/** A new password must not be one of the most common ones (checked here: the list stays off the web bundle). */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw AppError.field('password', 'password_too_common');
}

/** Validates one field with the registration rules (same codes as the API), for callers without a request. */
function parseField(field: 'email' | 'password' | 'name', value: string): string {
  const result = registerRequest.shape[field].safeParse(value);
  if (!result.success) throw AppError.field(field, (result.error.issues[0]?.message ?? 'invalid') as ErrorCode);
  return result.data;
}
