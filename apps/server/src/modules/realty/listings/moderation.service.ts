import type { AdminProperty, AdminUser, AuditEntry, ContactMessage, PropertyStatus } from '@manara/shared';
import { AppError } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/auth';
import type { PropertyPresenter } from './listings.presenter';
import type { PropertiesRepository } from './listings.repository';
import type { AuthRepository } from '../../auth/auth.repository';
import type { UsersRepository } from '../../users/users.repository';
import type { AdminRepository } from '../../audit/audit.repository';

/**
 * Staff moderation: the listings by status, approve (public at once, publication time set), reject with
 * a reason the owner sees, hide (back to review); every decision in the audit log. (Staff rights come
 * from the user row on every request: plugins/auth.ts.)
 */
export function createAdminService(deps: {
  repo: AdminRepository;
  listings: PropertiesRepository;
  present: PropertyPresenter;
  users: UsersRepository;
  tokens: AuthRepository;
}) {
  const { repo, listings, present, users, tokens } = deps;
  async function listing(id: number) {
    const row = await repo.findListing(id);
    if (!row) throw AppError.notFound('property_not_found');
    return row;
  }

  return {
    async listings(query: {
      status?: PropertyStatus;
      search?: string;
      page: number;
      page_size: number;
    }): Promise<{ count: number; results: AdminProperty[] }> {
      const { ids, count } = await repo.listingIds({
        status: query.status,
        search: query.search || undefined,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const [cards, extras] = await Promise.all([listings.cardsByIds(ids), repo.listingExtras(ids)]);
      const byId = new Map(cards.map((c) => [c.id, c]));
      const results = ids.flatMap((id) => {
        const card = byId.get(id);
        const extra = extras.get(id);
        if (!card || !extra) return [];
        return [
          {
            ...present.card(card),
            rejection_reason: extra.rejectionReason,
            updated_at: extra.updatedAt.toISOString(),
            owner: extra.owner,
            published_at: extra.publishedAt?.toISOString() ?? null,
          },
        ];
      });
      return { count, results };
    },

    async approve(staff: AuthUser, id: number): Promise<void> {
      const row = await listing(id);
      await repo.setStatus(
        id,
        { status: 'active', rejectionReason: null, publish: true },
        { actorId: staff.id, action: 'property.approve', details: { from: row.status, to: 'active', title: row.title } },
      );
    },

    async reject(staff: AuthUser, id: number, reason: string): Promise<void> {
      const row = await listing(id);
      await repo.setStatus(
        id,
        { status: 'rejected', rejectionReason: reason, publish: false },
        { actorId: staff.id, action: 'property.reject', details: { from: row.status, to: 'rejected', reason, title: row.title } },
      );
    },

    async hide(staff: AuthUser, id: number): Promise<void> {
      const row = await listing(id);
      await repo.setStatus(
        id,
        { status: 'pending', rejectionReason: row.rejectionReason, publish: false },
        { actorId: staff.id, action: 'property.hide', details: { from: row.status, to: 'pending', title: row.title } },
      );
    },

    async users(search: string | undefined, page: number, pageSize: number): Promise<{ count: number; results: AdminUser[] }> {
      const { rows, count } = await users.list(search || undefined, pageSize, (page - 1) * pageSize);
      return {
        count,
        results: rows.map((u) => ({
          id: u.id,
          email: u.email,
          name: u.name,
          role: u.role,
          is_staff: u.isStaff,
          is_active: u.isActive,
          date_joined: u.dateJoined.toISOString(),
        })),
      };
    },

    /**
     * Makes or unmakes staff, deactivates or reactivates. Deactivating ends every session at once; the
     * last active staff account cannot lose its access (nobody could run the site).
     */
    async updateUser(staff: AuthUser, id: number, change: { is_staff?: boolean; is_active?: boolean }): Promise<AdminUser> {
      const before = await users.findById(id);
      if (!before) throw AppError.notFound();
      const losesStaff = before.isStaff && before.isActive && (change.is_staff === false || change.is_active === false);
      if (losesStaff && (await users.activeStaffCount()) <= 1)
        throw AppError.field(change.is_active === false ? 'is_active' : 'is_staff', 'last_staff');
      const after = await users.update(id, {
        ...(change.is_staff !== undefined && { isStaff: change.is_staff }),
        ...(change.is_active !== undefined && { isActive: change.is_active }),
      });
      if (!after) throw AppError.notFound();
      if (change.is_active === false) await tokens.revokeUserSessions(id, new Date());
      await repo.record({
        actorId: staff.id,
        action: 'user.update',
        entity: 'user',
        entityId: String(id),
        details: {
          before: { is_staff: before.isStaff, is_active: before.isActive },
          after: { is_staff: after.isStaff, is_active: after.isActive },
        },
      });
      return {
        id: after.id,
        email: after.email,
        name: after.name,
        role: after.role,
        is_staff: after.isStaff,
        is_active: after.isActive,
        date_joined: after.dateJoined.toISOString(),
      };
    },

    async contactMessages(page: number, pageSize: number): Promise<{ count: number; results: ContactMessage[] }> {
      const { rows, count } = await repo.contactMessages(pageSize, (page - 1) * pageSize);
      return {
        count,
        results: rows.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          phone: m.phone,
          subject: m.subject,
          message: m.message,
          language: m.language,
          created_at: m.createdAt.toISOString(),
          read_at: m.readAt?.toISOString() ?? null,
        })),
      };
    },

    async markContactMessage(id: number, read: boolean): Promise<void> {
      if (!(await repo.markContactMessage(id, read))) throw AppError.notFound();
    },

    async auditLog(page: number, pageSize: number): Promise<{ count: number; results: AuditEntry[] }> {
      const { rows, count } = await repo.auditLog(pageSize, (page - 1) * pageSize);
      return {
        count,
        results: rows.map((r) => ({
          id: r.id,
          actor: r.actorId !== null ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          details: r.details,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
