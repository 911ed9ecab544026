import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailSent } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';

/**
 * Which mail jobs' messages a server accepted (the mail_sent table, the only SQL on it). Checked before
 * each attempt: a job run again after its process died, or after it expired, sends nothing twice.
 */
export function createSentLog(db: Db, clock: Clock = systemClock) {
  return {
    async has(jobId: string): Promise<boolean> {
      const rows = await db.select({ jobId: mailSent.jobId }).from(mailSent).where(eq(mailSent.jobId, jobId)).limit(1);
      return rows.length > 0;
    },
    async record(jobId: string): Promise<void> {
      await db.insert(mailSent).values({ jobId, sentAt: clock.now() }).onConflictDoNothing();
    },
    /** Forgets jobs older than `ms`: a mail job's retries end within about an hour. */
    async forget(ms: number): Promise<number> {
      const gone = await db
        .delete(mailSent)
        .where(lt(mailSent.sentAt, new Date(clock.now().getTime() - ms)))
        .returning({ jobId: mailSent.jobId });
      return gone.length;
    },
  };
}
export type SentLog = ReturnType<typeof createSentLog>;
