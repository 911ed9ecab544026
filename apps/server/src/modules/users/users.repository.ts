import { normalizeSearchText } from '@manara/shared';
import type { NotificationKind } from '@manara/shared';
import { and, asc, count, desc, eq, exists, ne, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search';
import { systemClock, type Clock } from '../../lib/clock';

export type UserRow = typeof users.$inferSelect;
/** The search text is the repository's to write. */
export type NewUserRow = Omit<typeof users.$inferInsert, 'searchText'>;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'displayNameAr'
    | 'displayNameEn'
    | 'phone'
    | 'isStaff'
    | 'isActive'
    | 'passwordHash'
    | 'language'
    | 'mutedNotifications'
    | 'emailVerifiedAt'
    | 'sessionsValidAfter'
    | 'showPhone'
  >
>;

/**
 * The current second of `now`: access tokens issued before it stop counting (iat has whole seconds;
 * decision 037). The app's clock, the one tokens are signed with, not the database's.
 */
export const sessionsEndAt = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);

/** What staff find a user by: name and e-mail, normalized (decision 003). */
export function userSearchText(user: { name: string; email: string }): string {
  return normalizeSearchText(`${user.name} ${user.email}`);
}

/** `clock` stamps the times the rows record (the app's clock in services.ts). */
export function createUsersRepository(db: Db, clock: Clock = systemClock) {
  async function findById(id: number, tx?: Tx): Promise<UserRow | undefined> {
    const [row] = await (tx ?? db).select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }
  return {
    findById,
    /** Staff and active flags and the sessions-valid-after time as stored now (read on every signed-in request). */
    async access(id: number): Promise<{ isStaff: boolean; isActive: boolean; sessionsValidAfter: Date | null } | undefined> {
      const [row] = await db
        .select({ isStaff: users.isStaff, isActive: users.isActive, sessionsValidAfter: users.sessionsValidAfter })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
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
    /**
     * Makes or unmakes staff, deactivates or reactivates, never leaving the site without an active
     * staff account: a change taking access away applies only while another active staff account
     * exists, and the active staff rows are locked (in id order, before the user's own row) for the
     * transaction, so two concurrent demotions cannot each count on the other. A change of rights
     * (promotion, demotion, deactivation) ends every access token issued before it (decision 037) and
     * runs `endSessions` in the same transaction. 'last_staff' when refused for that, undefined when
     * there is no such user.
     */
    async updateAccess(
      id: number,
      change: { isStaff?: boolean; isActive?: boolean },
      endSessions: (tx: Tx) => Promise<void>,
    ): Promise<UserRow | 'last_staff' | undefined> {
      const activeStaff = and(eq(users.isStaff, true), eq(users.isActive, true))!;
      const takesAway = change.isStaff === false || change.isActive === false;
      return db.transaction(async (tx) => {
        if (takesAway) await tx.select({ id: users.id }).from(users).where(activeStaff).orderBy(asc(users.id)).for('update');
        const [before] = await tx
          .select({ isStaff: users.isStaff, isActive: users.isActive })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) return undefined;
        const rightsChange =
          (change.isStaff !== undefined && change.isStaff !== before.isStaff) || (change.isActive === false && before.isActive);
        const set = {
          ...(change.isStaff !== undefined && { isStaff: change.isStaff }),
          ...(change.isActive !== undefined && { isActive: change.isActive }),
          ...(rightsChange && { sessionsValidAfter: sessionsEndAt(clock.now()) }),
          updatedAt: clock.now(),
        };
        const [row] = takesAway
          ? await tx
              .update(users)
              .set(set)
              .where(
                and(
                  eq(users.id, id),
                  or(
                    not(activeStaff),
                    exists(
                      tx
                        .select({ id: users.id })
                        .from(users)
                        .where(and(activeStaff, ne(users.id, id))),
                    ),
                  ),
                ),
              )
              .returning()
          : await tx.update(users).set(set).where(eq(users.id, id)).returning();
        if (!row) return 'last_staff';
        if (rightsChange) await endSessions(tx);
        return row;
      });
    },
    /** `email` must already be normalized (lower case): that is how it is stored. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /**
     * Null when the e-mail is already taken, also when a concurrent insert won the race. Providers
     * show their phone on their listings unless told otherwise (decision 039).
     */
    async insert(values: NewUserRow): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({ showPhone: values.role === 'provider', ...values, searchText: userSearchText(values) })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },
    /** Turns one kind of notification off; false when there is no such user. */
    async mute(id: number, kind: NotificationKind): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          mutedNotifications: sql`case when ${kind} = any(${users.mutedNotifications}) then ${users.mutedNotifications}
            else array_append(${users.mutedNotifications}, ${kind}::text) end`,
        })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** A new password: every access token issued before now stops counting (the caller ends the refresh sessions). */
    async setPassword(id: number, passwordHash: string, options: { verified?: boolean; tx?: Tx } = {}): Promise<void> {
      await (options.tx ?? db)
        .update(users)
        .set({
          passwordHash,
          sessionsValidAfter: sessionsEndAt(clock.now()),
          ...(options.verified && { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }),
          updatedAt: clock.now(),
        })
        .where(eq(users.id, id));
    },
    /**
     * Moves the account to another address, not verified yet; every access token issued before now
     * stops counting (the caller ends the refresh sessions). Null when the address is taken.
     */
    async setEmail(id: number, email: string, name: string, tx?: Tx): Promise<UserRow | null> {
      const taken = await (tx ?? db)
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, id)))
        .limit(1);
      if (taken.length) return null;
      try {
        const [row] = await (tx ?? db)
          .update(users)
          .set({
            email,
            emailVerifiedAt: null,
            sessionsValidAfter: sessionsEndAt(clock.now()),
            searchText: userSearchText({ name, email }),
            updatedAt: clock.now(),
          })
          .where(eq(users.id, id))
          .returning();
        return row ?? null;
      } catch (err) {
        if ((err as { cause?: { code?: string } }).cause?.code === '23505') return null;
        throw err;
      }
    },
    async update(id: number, patch: UserPatch, tx?: Tx): Promise<UserRow | undefined> {
      const q = tx ?? db;
      // A new name changes the search text (the e-mail changes through setEmail).
      const [current] = patch.name === undefined ? [] : await q.select().from(users).where(eq(users.id, id)).limit(1);
      const [row] = await q
        .update(users)
        .set({
          ...patch,
          ...(current && { searchText: userSearchText({ name: patch.name!, email: current.email }) }),
          updatedAt: clock.now(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
