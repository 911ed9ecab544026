import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, contactMessages, properties, users } from '../../db/schema';

/** What staff actions read and write: listing statuses, the audit log, and who is staff right now. */
export function createAdminRepository(db: Db) {
  return {
    /** Ids of listings for the staff list (filtered, newest first), with the total. */
    async listingIds(opts: { status?: string; search?: string; limit: number; offset: number }): Promise<{ ids: number[]; count: number }> {
      const where: SQL[] = [];
      if (opts.status) where.push(sql`p.status = ${opts.status}`);
      if (opts.search) {
        const like = `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(sql`(p.title ilike ${like} or u.email ilike ${like} or u.name ilike ${like})`);
      }
      const cond = where.length ? sql.join(where, sql` and `) : sql`true`;
      const [page, total] = await Promise.all([
        db.execute<{ id: number }>(
          sql`select p.id from properties p join users u on u.id = p.owner_id where ${cond} order by p.created_at desc, p.id desc limit ${opts.limit} offset ${opts.offset}`,
        ),
        db.execute<{ n: number }>(sql`select count(*)::int as n from properties p join users u on u.id = p.owner_id where ${cond}`),
      ]);
      return { ids: page.rows.map((r) => Number(r.id)), count: Number(total.rows[0]?.n ?? 0) };
    },

    /** Owner and publication time of listings, for the staff list. */
    async listingExtras(ids: number[]) {
      if (!ids.length)
        return new Map<
          number,
          { owner: { id: number; name: string; email: string }; publishedAt: Date | null; rejectionReason: string | null; updatedAt: Date }
        >();
      const rows = await db
        .select({
          id: properties.id,
          ownerId: users.id,
          name: users.name,
          email: users.email,
          publishedAt: properties.publishedAt,
          rejectionReason: properties.rejectionReason,
          updatedAt: properties.updatedAt,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.ownerId))
        .where(inArray(properties.id, ids));
      return new Map(
        rows.map((r) => [
          r.id,
          {
            owner: { id: r.ownerId, name: r.name, email: r.email },
            publishedAt: r.publishedAt,
            rejectionReason: r.rejectionReason,
            updatedAt: r.updatedAt,
          },
        ]),
      );
    },

    async findListing(id: number) {
      const [row] = await db
        .select({ id: properties.id, status: properties.status, title: properties.title, rejectionReason: properties.rejectionReason })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1);
      return row;
    },

    /** Changes a listing's status and records who did it, in one transaction. */
    async setStatus(
      id: number,
      change: { status: 'active' | 'rejected' | 'pending'; rejectionReason: string | null; publish: boolean },
      audit: { actorId: number; action: string; details: Record<string, unknown> },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({
            status: change.status,
            rejectionReason: change.rejectionReason,
            ...(change.publish ? { publishedAt: new Date() } : {}),
            updatedAt: new Date(),
          })
          .where(eq(properties.id, id));
        await tx
          .insert(auditLog)
          .values({ actorId: audit.actorId, action: audit.action, entity: 'property', entityId: String(id), details: audit.details });
      });
    },

    async contactMessages(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(sql`${contactMessages.readAt} is null desc`, desc(contactMessages.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },

    async markContactMessage(id: number, read: boolean): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    /** Records a staff action taken elsewhere (an edit or deletion through the owner routes). */
    async record(entry: {
      actorId: number;
      action: string;
      entity: string;
      entityId: string;
      details: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    async auditLog(limit: number, offset: number, entity?: string) {
      const where = entity ? eq(auditLog.entity, entity) : undefined;
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
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(where),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
