import { NOTIFICATION_KINDS, type AdminUser, type UpdateMeRequest, type User } from '@manara/shared';
import { pageWindow, type PageQuery } from '../../http/paging';
import type { AuthUser } from '../../http/viewer';
import type { Tx } from '../../db/client';
import type { AuditRecorder } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { toAdminUser, toUser } from './users.presenter';
import type { UserPatch, UserRow, UsersRepository } from './users.repository';

/**
 * Accounts: the signed-in user's own (read, change name and phone), and staff's management of everyone's
 * (list, make or unmake staff, deactivate or reactivate).
 */
export function createUsersService(deps: {
  repo: UsersRepository;
  /** Ends every session of a user at once (the auth module's refresh tokens), in the caller's transaction. */
  sessions: { revokeUserSessions(userId: number, now: Date, tx?: Tx): Promise<void> };
  audit: AuditRecorder;
  clock: Clock;
}) {
  const { repo, sessions, audit, clock } = deps;

  /** The signed-in user's row; a token of a deleted or deactivated account no longer counts. */
  async function activeUser(id: number): Promise<UserRow> {
    const row = await repo.findById(id);
    if (!row || !row.isActive) throw new AppError(401, 'token_invalid');
    return row;
  }

  /**
   * The one way an account's rights change (staff in /admin, create-admin's promotion): a promotion,
   * demotion or deactivation ends every session of the account, refresh tokens and access tokens alike.
   */
  const changeAccess = (id: number, change: { isStaff?: boolean; isActive?: boolean }) =>
    repo.updateAccess(id, change, (tx) => sessions.revokeUserSessions(id, clock.now(), tx));

  return {
    changeAccess,

    /** Staff and active flags as stored now: a 15-minute token must not outlive a change of rights. */
    async access(userId: number) {
      return repo.access(userId);
    },

    async getMe(userId: number): Promise<User> {
      return toUser(await activeUser(userId));
    },

    /**
     * Name, phone (and whether listing pages show it), the language of their e-mail and which
     * notifications they get; an absent field stays
     * as it is, an empty phone clears it, a notification left out of `notifications` keeps its choice.
     */
    async updateMe(userId: number, input: UpdateMeRequest): Promise<User> {
      const row = await activeUser(userId);
      const patch: UserPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.display_name_ar !== undefined) patch.displayNameAr = input.display_name_ar;
      if (input.display_name_en !== undefined) patch.displayNameEn = input.display_name_en;
      if (input.phone !== undefined) patch.phone = input.phone;
      if (input.language !== undefined) patch.language = input.language;
      if (input.show_phone !== undefined) patch.showPhone = input.show_phone;
      if (input.notifications !== undefined) {
        const choices = input.notifications;
        const enabled = (kind: (typeof NOTIFICATION_KINDS)[number]) => choices[kind] ?? !row.mutedNotifications.includes(kind);
        patch.mutedNotifications = NOTIFICATION_KINDS.filter((kind) => !enabled(kind));
      }
      if (Object.keys(patch).length === 0) return toUser(row);
      const updated = await repo.update(userId, patch);
      if (!updated) throw new AppError(401, 'token_invalid');
      return toUser(updated);
    },

    /** For staff: newest first, searched by e-mail or name. */
    async list(query: PageQuery & { search?: string }): Promise<{ count: number; results: AdminUser[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await repo.list(query.search || undefined, limit, offset);
      return { count, results: rows.map(toAdminUser) };
    },

    /**
     * Makes or unmakes staff, deactivates or reactivates. Any change of rights ends every session at
     * once; the last active staff account cannot lose its access (nobody could run the site).
     */
    async updateByStaff(staff: AuthUser, id: number, change: { is_staff?: boolean; is_active?: boolean }): Promise<AdminUser> {
      const before = await repo.findById(id);
      if (!before) throw AppError.notFound();
      const after = await changeAccess(id, { isStaff: change.is_staff, isActive: change.is_active });
      if (after === 'last_staff') throw AppError.field(change.is_active === false ? 'is_active' : 'is_staff', 'last_staff');
      if (!after) throw AppError.notFound();
      await audit({
        actorId: staff.id,
        action: 'user.update',
        entity: 'user',
        entityId: String(id),
        details: {
          before: { is_staff: before.isStaff, is_active: before.isActive },
          after: { is_staff: after.isStaff, is_active: after.isActive },
        },
      });
      return toAdminUser(after);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
