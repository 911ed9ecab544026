import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { completedProjects, properties, users } from '../db/schema';
import { projectSearchText } from '../modules/content';
import { listingSearchTitle } from '../modules/realty/listings';
import { userSearchText } from '../modules/users';

const BATCH = 500;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows `read` finds after an id, each rewritten by `write`, a batch per transaction, until none are left. */
async function inBatches<T extends { id: number }>(
  db: Db,
  read: (after: number) => Promise<T[]>,
  write: (tx: Tx, row: T) => Promise<unknown>,
) {
  for (let after = 0; ;) {
    const rows = await read(after);
    if (!rows.length) return;
    await db.transaction(async (tx) => {
      for (const row of rows) await write(tx, row);
    });
    after = rows.at(-1)!.id;
  }
}

/**
 * Users and projects stored before they had a search text, and listings stored before they had a
 * search title (the migrations that added them left '') get theirs; later starts find none. The texts
 * come from the repositories' own functions.
 */
export async function fillMissingSearchTexts(db: Db): Promise<void> {
  await inBatches(
    db,
    (after) =>
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.searchText, ''), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(BATCH),
    (tx, row) =>
      tx
        .update(users)
        .set({ searchText: userSearchText(row) })
        .where(eq(users.id, row.id)),
  );
  await inBatches(
    db,
    (after) =>
      db
        .select({ id: completedProjects.id, titleAr: completedProjects.titleAr, titleEn: completedProjects.titleEn })
        .from(completedProjects)
        .where(and(eq(completedProjects.searchText, ''), gt(completedProjects.id, after)))
        .orderBy(asc(completedProjects.id))
        .limit(BATCH),
    (tx, row) =>
      tx
        .update(completedProjects)
        .set({ searchText: projectSearchText(row) })
        .where(eq(completedProjects.id, row.id)),
  );
  await inBatches(
    db,
    (after) =>
      db
        .select({ id: properties.id, titleAr: properties.titleAr, titleEn: properties.titleEn })
        .from(properties)
        .where(and(eq(properties.searchTitle, ''), gt(properties.id, after)))
        .orderBy(asc(properties.id))
        .limit(BATCH),
    (tx, row) =>
      tx
        .update(properties)
        .set({ searchTitle: listingSearchTitle(row) })
        .where(eq(properties.id, row.id)),
  );
}
