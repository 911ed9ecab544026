import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { completedProjects, users } from '../db/schema';
import { projectSearchText } from '../modules/content/project-editor.repository';
import { userSearchText } from '../modules/users/users.repository';

const BATCH = 500;

/**
 * Users and projects stored before they had a search text (the migration that added it left '') get
 * theirs, in batches by id; later starts find none. The texts come from the repositories' own functions.
 */
export async function fillMissingSearchTexts(db: Db): Promise<void> {
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.searchText, ''), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (!rows.length) break;
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(users)
          .set({ searchText: userSearchText(row) })
          .where(eq(users.id, row.id));
    });
    after = rows.at(-1)!.id;
  }
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: completedProjects.id, titleAr: completedProjects.titleAr, titleEn: completedProjects.titleEn })
      .from(completedProjects)
      .where(and(eq(completedProjects.searchText, ''), gt(completedProjects.id, after)))
      .orderBy(asc(completedProjects.id))
      .limit(BATCH);
    if (!rows.length) break;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(completedProjects)
          .set({ searchText: projectSearchText(row) })
          .where(eq(completedProjects.id, row.id));
      }
    });
    after = rows.at(-1)!.id;
  }
}
