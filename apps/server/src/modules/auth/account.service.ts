import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ErrorCode,
  Locale,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
  User,
} from '@manara/shared';
import { systemClock, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { NotificationsService } from '../notifications';
import { toUser, type UserRow, type UsersRepository } from '../users';
import type { AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository';
import { DAY_MS, hashToken, newOpaqueToken } from './opaque-token';
import { checkNewPassword } from './password-rules';
import { REVOKED_TOKEN_RETENTION_DAYS, type SessionsService } from './sessions.service';

/** A forgot-password request, handled after the answer (AccountService.sendPasswordReset). */
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

/**
 * The account itself: registration, recovery (reset and verification links, stored hashed, single
 * use), and changes of password and e-mail, which end every session and start a new one (decision 037).
 */
export function createAccountService(deps: {
  users: UsersRepository;
  sessions: Pick<SessionsService, 'start' | 'endAll'>;
  links: AccountTokensRepository;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  jobs: Pick<Jobs, 'queue'>;
  clock?: Clock;
}) {
  const { users, sessions, links, notifications, jobs, clock = systemClock } = deps;

  /** E-mails a new single-use link to `user` (at `email`), in the transaction that stores it. */
  async function sendLink(user: UserRow, purpose: AccountTokenPurpose, email = user.email): Promise<void> {
    const token = newOpaqueToken();
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

  async function activeUser(userId: number): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row || !row.isActive) throw new AppError(401, 'token_invalid');
    return row;
  }

  async function checkCurrentPassword(row: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(row.passwordHash, password))) throw AppError.field('current_password', 'current_password_invalid');
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
        await sessions.endAll(row.id, { at: now, tx });
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
      await sessions.endAll(row.id);
      return sessions.start((await users.findById(row.id)) ?? row);
    },

    /**
     * Moves the account to another address (the current password required), to be verified by a link
     * sent there. The old address is told (in case it was not its owner), and, as a password change
     * does, every session ends and the answer is a new one for the browser that made the change.
     */
    async changeEmail(userId: number, input: ChangeEmailRequest): Promise<LoginResponse> {
      const row = await activeUser(userId);
      await checkCurrentPassword(row, input.current_password);
      if (input.email === row.email) return sessions.start(row);
      const moved = await users.setEmail(row.id, input.email, row.name);
      if (!moved) throw AppError.field('email', 'email_taken');
      await sessions.endAll(row.id);
      await notifications.send(
        'email_changed',
        { email: row.email, name: row.name, language: row.language, id: row.id, verified: !!row.emailVerifiedAt },
        { newEmail: moved.email, contactUrl: notifications.pageUrl('/contact', row.language) },
      );
      await sendLink(moved, 'email_verification');
      return sessions.start(moved);
    },

    /** Deletes the links used or expired a week ago (the session sweep's other half). */
    async sweepLinks(): Promise<void> {
      await links.sweep(new Date(clock.now().getTime() - REVOKED_TOKEN_RETENTION_DAYS * DAY_MS));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
