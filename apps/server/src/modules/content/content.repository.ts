import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { completedProjects, contactMessages, financeOfferings, projectMedia } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';

export type OfferingRow = typeof financeOfferings.$inferSelect;
export type ProjectRow = typeof completedProjects.$inferSelect;
export type ProjectMediaRow = typeof projectMedia.$inferSelect;
export type ProjectCardRow = ProjectRow & { thumbnail: ProjectMediaRow | null };
export type ProjectDetailRow = ProjectRow & { media: ProjectMediaRow[] };
export type ContactMessageRow = typeof contactMessages.$inferSelect;

// Newest completion first (projects without a date last), as completed_projects_newest_idx orders them.
const newestFirst = [sql`${completedProjects.completionDate} desc nulls last`, desc(completedProjects.id)];

/** Finance offerings, completed projects with their media, and contact messages. */
/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createContentRepository(db: Db, clock: Clock = systemClock) {
  /** Each project's first image whose variants are ready, for the cards. */
  async function thumbnails(ids: number[]): Promise<Map<number, ProjectMediaRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([projectMedia.projectId])
      .from(projectMedia)
      .where(and(inArray(projectMedia.projectId, ids), eq(projectMedia.mediaType, 'image'), sql`cardinality(${projectMedia.widths}) > 0`))
      .orderBy(projectMedia.projectId, asc(projectMedia.position), asc(projectMedia.id));
    return new Map(rows.map((r) => [r.projectId, r]));
  }

  return {
    async listOfferings(activeOnly: boolean): Promise<OfferingRow[]> {
      return db
        .select()
        .from(financeOfferings)
        .where(activeOnly ? eq(financeOfferings.isActive, true) : undefined)
        .orderBy(asc(financeOfferings.sortOrder), asc(financeOfferings.id));
    },

    async listProjects(opts: { featuredOnly: boolean; limit: number; offset: number }): Promise<{ rows: ProjectCardRow[]; count: number }> {
      const where = opts.featuredOnly ? eq(completedProjects.isFeatured, true) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(completedProjects)
          .where(where)
          .orderBy(...newestFirst)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(completedProjects).where(where),
      ]);
      const thumbs = await thumbnails(rows.map((r) => r.id));
      return { rows: rows.map((r) => ({ ...r, thumbnail: thumbs.get(r.id) ?? null })), count: Number(total?.n ?? 0) };
    },

    async findProject(id: number): Promise<ProjectDetailRow | undefined> {
      const [row] = await db.select().from(completedProjects).where(eq(completedProjects.id, id)).limit(1);
      if (!row) return undefined;
      const media = await db
        .select()
        .from(projectMedia)
        .where(eq(projectMedia.projectId, id))
        .orderBy(asc(projectMedia.position), asc(projectMedia.id));
      return { ...row, media };
    },

    /** Counts a view once per visitor per day; the new count, or null when this visitor was counted today. */
    async recordProjectView(projectId: number, visitorKey: string, day: string): Promise<number | null> {
      const result = await db.execute<{ views_count: number | string }>(sql`
        with seen as (
          insert into project_views (project_id, visitor_key, day) values (${projectId}, ${visitorKey}, ${day})
          on conflict do nothing returning 1
        )
        update completed_projects set views_count = views_count + 1
        where id = ${projectId} and exists (select 1 from seen)
        returning views_count`);
      const [r] = result.rows;
      return r ? Number(r.views_count) : null;
    },

    async insertOffering(values: typeof financeOfferings.$inferInsert): Promise<OfferingRow> {
      const [row] = await db.insert(financeOfferings).values(values).returning();
      return row!;
    },

    async updateOffering(
      id: number,
      values: Partial<typeof financeOfferings.$inferInsert>,
    ): Promise<{ before: OfferingRow; after: OfferingRow } | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(financeOfferings).where(eq(financeOfferings.id, id));
        if (!before) return undefined;
        const [after] = await tx
          .update(financeOfferings)
          .set({ ...values, updatedAt: clock.now() })
          .where(eq(financeOfferings.id, id))
          .returning();
        return { before, after: after! };
      });
    },

    async deleteOffering(id: number): Promise<OfferingRow | undefined> {
      const [row] = await db.delete(financeOfferings).where(eq(financeOfferings.id, id)).returning();
      return row;
    },

    async insertContactMessage(values: typeof contactMessages.$inferInsert) {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return row!;
    },

    /** Contact messages for staff: unread first, then newest. */
    async listContactMessages(limit: number, offset: number): Promise<{ rows: ContactMessageRow[]; count: number }> {
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

    /** False when there is no such message. */
    async markContactMessage(id: number, read: boolean): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
