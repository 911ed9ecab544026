import type { User } from '@manara/shared';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { toUser, type UsersRepository, type UsersService } from '../users';
import { checkNewPassword, parseField } from './password-rules';
import type { SessionsService } from './sessions.service';

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
  if (password !== undefined) checkNewPassword(password, { email, name });
  return { email, password, name };
}

/** Staff accounts made from the command line (npm run create-admin), not through the API. */
export function createStaffAccounts(deps: {
  users: UsersRepository;
  sessions: Pick<SessionsService, 'endAll'>;
  /** Changes of rights (create-admin's promotion), as staff make them. */
  rights: Pick<UsersService, 'changeAccess'>;
}) {
  const { users, sessions, rights } = deps;
  return {
    /**
     * Makes `email` a staff user. A new account needs a password (and takes `name`, else the e-mail's
     * local part). An existing account becomes staff only with `promote`; promoting it or changing its
     * password ends its sessions (tokens issued before no longer refresh).
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
          await sessions.endAll(existing.id);
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
export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
