import type { AdminProperty, AuditEntry, PropertyStatus } from '@manara/shared';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { PropertyPresenter } from '../realty/properties/properties.presenter';
import type { PropertiesRepository } from '../realty/properties/properties.repository';
import type { AdminRepository } from './admin.repository';

/**
 * Staff moderation: the listings by status, approve (public at once, publication time set), reject with
 * a reason the owner sees, hide (back to review); every decision in the audit log. Staff rights are
 * read from the user row on each request, so unmaking staff takes effect at once.
 */
export function createAdminService(repo: AdminRepository, listings: PropertiesRepository, present: PropertyPresenter) {
  async function listing(id: number) {
    const row = await repo.findListing(id);
    if (!row) throw AppError.notFound('property_not_found');
    return row;
  }

  return {
    /** 403 unless the user is staff and active as stored now. */
    async assertStaff(user: AuthUser): Promise<void> {
      const status = await repo.staffStatus(user.id);
      if (!status?.isActive) throw new AppError(401, 'token_invalid');
      if (!status.isStaff) throw new AppError(403, 'permission_denied');
    },

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
