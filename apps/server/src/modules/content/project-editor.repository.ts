import { normalizeSearchText } from '@manara/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { completedProjects, projectMedia } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search';
import { mediaRecords } from '../media';
import type { ProjectCardRow, ProjectMediaRow, ProjectRow } from './content.repository';
import { systemClock, type Clock } from '../../lib/clock';

export type ProjectValues = Omit<typeof completedProjects.$inferInsert, 'id' | 'viewsCount' | 'searchText' | 'createdAt' | 'updatedAt'>;
export type NewProjectMedia = Omit<typeof projectMedia.$inferInsert, 'id' | 'projectId' | 'createdAt'>;

/** What a save does to the stored media, in one transaction with the project's fields. */
export interface MediaChange {
  remove: number[];
  /** Kept items: new captions and position. */
  keep: { id: number; captionAr: string; captionEn: string; position: number }[];
  add: NewProjectMedia[];
}

/** What staff find a project by: both titles, normalized (decision 003). */
export function projectSearchText(project: { titleAr: string; titleEn: string }): string {
  return normalizeSearchText(`${project.titleAr} ${project.titleEn}`);
}

/** Staff writes to completed projects and their media (reads of one project: the content repository). */
/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createProjectEditorRepository(db: Db, clock: Clock = systemClock) {
  return {
    /** Every project, newest completion first, optionally searched by title in either language. */
    async list(opts: {
      search?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: (ProjectCardRow & { images: number; videos: number; pending: number })[]; count: number }> {
      const where = matchesEveryWord(completedProjects.searchText, opts.search);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(completedProjects)
          .where(where)
          .orderBy(sql`${completedProjects.completionDate} desc nulls last`, sql`${completedProjects.id} desc`)
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(completedProjects).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const media: ProjectMediaRow[] = ids.length
        ? await db
            .select()
            .from(projectMedia)
            .where(inArray(projectMedia.projectId, ids))
            .orderBy(asc(projectMedia.position), asc(projectMedia.id))
        : [];
      return {
        rows: rows.map((r) => {
          const own = media.filter((m) => m.projectId === r.id);
          return {
            ...r,
            thumbnail: own.find((m) => m.mediaType === 'image' && m.widths.length > 0) ?? null,
            images: own.filter((m) => m.mediaType === 'image').length,
            pending: own.filter((m) => m.mediaType === 'image' && m.widths.length === 0).length,
            videos: own.filter((m) => m.mediaType === 'video').length,
          };
        }),
        count: Number(total?.n ?? 0),
      };
    },

    /** The project and its media rows in one transaction, in which `alongside` runs too (the photos' variants jobs). */
    async insert(values: ProjectValues, media: NewProjectMedia[], alongside?: (tx: Tx) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(completedProjects)
          .values({ ...values, searchText: projectSearchText(values) })
          .returning({ id: completedProjects.id });
        const id = row!.id;
        if (media.length) await tx.insert(projectMedia).values(media.map((m) => ({ ...m, projectId: id })));
        await alongside?.(tx);
        return id;
      });
    },

    /** The fields and the media change together (and `alongside`), or nothing; false when the project is gone. */
    async update(
      id: number,
      values: Partial<ProjectValues>,
      media: MediaChange | null,
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(completedProjects)
          .set({ ...values, updatedAt: clock.now() })
          .where(eq(completedProjects.id, id))
          .returning({ titleAr: completedProjects.titleAr, titleEn: completedProjects.titleEn });
        if (!row) return false;
        if (values.titleAr !== undefined || values.titleEn !== undefined) {
          await tx
            .update(completedProjects)
            .set({ searchText: projectSearchText(row) })
            .where(eq(completedProjects.id, id));
        }
        if (media) {
          if (media.remove.length)
            await tx.delete(projectMedia).where(and(eq(projectMedia.projectId, id), inArray(projectMedia.id, media.remove)));
          for (const m of media.keep) {
            await tx
              .update(projectMedia)
              .set({ captionAr: m.captionAr, captionEn: m.captionEn, position: m.position })
              .where(and(eq(projectMedia.projectId, id), eq(projectMedia.id, m.id)));
          }
          if (media.add.length) await tx.insert(projectMedia).values(media.add.map((m) => ({ ...m, projectId: id })));
        }
        await alongside?.(tx);
        return true;
      });
    },

    /** Its media rows' side of the media pipeline (keys, photo variants). */
    ...mediaRecords(db, projectMedia, clock),

    /** Deletes the project (its media rows and views go with it); the deleted row, if there was one. */
    async remove(id: number): Promise<ProjectRow | undefined> {
      const [row] = await db.delete(completedProjects).where(eq(completedProjects.id, id)).returning();
      return row;
    },
  };
}
export type ProjectEditorRepository = ReturnType<typeof createProjectEditorRepository>;
