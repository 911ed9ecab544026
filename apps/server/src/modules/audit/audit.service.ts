import type { AuditEntry } from '@manara/shared';
import { pageWindow, type PageQuery } from '../../http/paging';
import type { AuditRepository } from './audit.repository';

/** The audit log as staff read it, newest first. (Entries are written through `AuditRecorder`: lib/audit.ts.) */
export function createAuditService(repo: AuditRepository) {
  return {
    async list(query: PageQuery): Promise<{ count: number; results: AuditEntry[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await repo.list(limit, offset);
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
export type AuditService = ReturnType<typeof createAuditService>;
