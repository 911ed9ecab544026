import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  registerRequest,
  type ErrorCode,
  type LoginRequest,
  type LoginResponse,
  type RefreshResponse,
  type RegisterRequest,
  type User,
} from '@manara/shared';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { signAccessToken } from '../../lib/tokens';
import type { UserRow, UsersRepository } from '../users/users.repository';
import { toUser } from '../users/users.service';
import type { AuthRepository } from './auth.repository';

export interface AuthSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

/** Per-account brake on password guessing, supplied by the transport (absent when rate limits are off). */
export interface LoginThrottle {
  /** True when this account has had too many failed attempts lately. */
  isBlocked(): Promise<boolean>;
  recordFailure(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** Opaque refresh tokens: 32 random bytes; only their SHA-256 is stored. */
function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const refreshInvalid = () => new AppError(401, 'refresh_invalid');

export function createAuthService(deps: { users: UsersRepository; tokens: AuthRepository; settings: AuthSettings }) {
  const { users, tokens, settings } = deps;

  function accessToken(user: UserRow): Promise<string> {
    return signAccessToken({ id: user.id, isStaff: user.isStaff }, settings.jwtSecret, settings.accessTokenTtlSeconds);
  }

  /** Stores a new refresh token of `familyId` (a new family per login) and returns the token itself. */
  async function storeRefreshToken(userId: number, familyId: string): Promise<string> {
    const refresh = newRefreshToken();
    await tokens.insertRefreshToken({ userId, familyId, tokenHash: hashToken(refresh), expiresAt: expiry() });
    return refresh;
  }
  function expiry(): Date {
    return new Date(Date.now() + settings.refreshTokenTtlDays * DAY_MS);
  }

  return {
    /** Creates a client or provider account; the e-mail (already lower-cased) must be free. */
    async register(input: RegisterRequest): Promise<User> {
      const row = await users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: input.name,
        phone: input.phone ?? null,
        role: input.role,
        providerType: input.role === 'provider' ? input.provider_type : null,
      });
      if (!row) throw AppError.field('email', 'email_taken');
      return toUser(row);
    },

    /**
     * Unknown e-mail, wrong password and inactive account all fail the same way, after the same
     * amount of argon2 work, so the answer does not reveal which accounts exist.
     */
    async login(input: LoginRequest, throttle?: LoginThrottle): Promise<LoginResponse> {
      if (await throttle?.isBlocked()) throw new AppError(429, 'throttled');
      const row = await users.findByEmail(input.email);
      const ok = row ? await verifyPassword(row.passwordHash, input.password) : await verifyDummyPassword(input.password);
      if (!row || !ok || !row.isActive) {
        await throttle?.recordFailure();
        throw new AppError(401, 'invalid_credentials');
      }
      const refresh = await storeRefreshToken(row.id, randomUUID());
      return { access: await accessToken(row), refresh, user: toUser(row) };
    },

    /**
     * Exchanges a refresh token for a new pair. Each token works once: presenting a spent one means it
     * was copied, so the whole family (that login session) is revoked.
     */
    async refresh(token: string | null | undefined): Promise<RefreshResponse> {
      if (!token) throw refreshInvalid();
      const current = await tokens.findRefreshToken(hashToken(token));
      if (!current || current.revokedAt) throw refreshInvalid();
      if (current.usedAt) {
        await tokens.revokeFamily(current.familyId);
        throw refreshInvalid();
      }
      if (current.expiresAt.getTime() <= Date.now()) throw refreshInvalid();
      const user = await users.findById(current.userId);
      if (!user || !user.isActive) {
        await tokens.revokeFamily(current.familyId);
        throw refreshInvalid();
      }
      const refresh = newRefreshToken();
      const rotated = await tokens.rotateRefreshToken(current.id, {
        userId: user.id,
        familyId: current.familyId,
        tokenHash: hashToken(refresh),
        expiresAt: expiry(),
      });
      // Lost a race with another request presenting the same token: that is reuse too.
      if (!rotated) {
        await tokens.revokeFamily(current.familyId);
        throw refreshInvalid();
      }
      return { access: await accessToken(user), refresh };
    },

    /** Ends the session the refresh token belongs to; unknown or missing tokens are ignored. */
    async logout(token: string | null | undefined): Promise<void> {
      if (!token) return;
      const current = await tokens.findRefreshToken(hashToken(token));
      if (current) await tokens.revokeFamily(current.familyId);
    },

    /**
     * create-admin: makes `email` a staff user. A new account needs a password (and takes `name`, else
     * the e-mail's local part); an existing one is promoted and gets the password when one is given.
     */
    async ensureStaffUser(input: StaffInput): Promise<{ user: User; created: boolean }> {
      const { email, password, name } = parseStaffInput(input);
      const existing = await users.findByEmail(email);
      if (existing) {
        const updated = await users.update(existing.id, {
          isStaff: true,
          ...(name !== undefined ? { name } : {}),
          ...(password !== undefined ? { passwordHash: await hashPassword(password) } : {}),
        });
        return { user: toUser(updated ?? existing), created: false };
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
      return { user: toUser(row), created: true };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

export interface StaffInput {
  email: string;
  password?: string;
  name?: string;
}

/** Checks create-admin's input with the registration rules; throws a field AppError. */
export function parseStaffInput(input: StaffInput): StaffInput {
  return {
    email: parseField('email', input.email),
    password: input.password === undefined ? undefined : parseField('password', input.password),
    name: input.name === undefined ? undefined : parseField('name', input.name),
  };
}

/** Validates one field with the registration rules (same codes as the API), for callers without a request. */
function parseField(field: 'email' | 'password' | 'name', value: string): string {
  const result = registerRequest.shape[field].safeParse(value);
  if (!result.success) throw AppError.field(field, (result.error.issues[0]?.message ?? 'invalid') as ErrorCode);
  return result.data;
}
