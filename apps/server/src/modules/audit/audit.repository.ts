import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { AuditRecorder } from '../../lib/audit';

/** The audit log: every staff action, written by the module that performs it, read by staff. */
export function createAuditRepository(db: Db) {
  const record: AuditRecorder = async (entry, tx) => {
    await (tx ?? db).insert(auditLog).values(entry);
  };

  return {
    record,

    /** Newest first, with who acted. */
    async list(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            action: auditLog.action,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            details: auditLog.details,
            createdAt: auditLog.createdAt,
            actorId: users.id,
            actorName: users.name,
            actorEmail: users.email,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
