import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'isStaff' | 'isActive' | 'passwordHash'>>;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Staff and active flags as stored now (read on every signed-in request). */
    async access(id: number): Promise<{ isStaff: boolean; isActive: boolean } | undefined> {
      const [row] = await db.select({ isStaff: users.isStaff, isActive: users.isActive }).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Users for staff, newest first, searched by e-mail or name. */
    async list(search: string | undefined, limit: number, offset: number): Promise<{ rows: UserRow[]; count: number }> {
      const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = like ? or(ilike(users.email, like), ilike(users.name, like)) : undefined;
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
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row ?? null;
    },
    async update(id: number, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
