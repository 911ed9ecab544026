import { normalizeSearchText } from '@manara/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search';

export type UserRow = typeof users.$inferSelect;
/** The search text is the repository's to write. */
export type NewUserRow = Omit<typeof users.$inferInsert, 'searchText'>;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'isStaff' | 'isActive' | 'passwordHash'>>;

/** What staff find a user by: name and e-mail, normalized (decision 003). */
export function userSearchText(user: { name: string; email: string }): string {
  return normalizeSearchText(`${user.name} ${user.email}`);
}

export function createUsersRepository(db: Db) {
  async function findById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }
  return {
    findById,
    /** Staff and active flags as stored now (read on every signed-in request). */
    async access(id: number): Promise<{ isStaff: boolean; isActive: boolean } | undefined> {
      const [row] = await db.select({ isStaff: users.isStaff, isActive: users.isActive }).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Users for staff, newest first, searched by e-mail or name. */
    async list(search: string | undefined, limit: number, offset: number): Promise<{ rows: UserRow[]; count: number }> {
      const where = matchesEveryWord(users.searchText, search);
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(users.dateJoined), desc(users.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },
    /** Active staff accounts (the last one cannot be unmade or deactivated). */
    async activeStaffCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isStaff, true), eq(users.isActive, true)));
      return Number(row?.n ?? 0);
    },
    /** `email` must already be normalized (lower case): that is how it is stored. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** Null when the e-mail is already taken, also when a concurrent insert won the race. */
    async insert(values: NewUserRow): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({ ...values, searchText: userSearchText(values) })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },
    async update(id: number, patch: UserPatch): Promise<UserRow | undefined> {
      // A new name changes the search text (the e-mail never changes).
      const current = patch.name === undefined ? undefined : await findById(id);
      const [row] = await db
        .update(users)
        .set({
          ...patch,
          ...(current && { searchText: userSearchText({ name: patch.name!, email: current.email }) }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
