import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './message';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The mail_outbox table: where messages go when there is no SMTP server (the only SQL on it). */
export function createOutbox(db: Db, clock: Clock = systemClock) {
  return {
    async keep(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        kind: message.kind,
        language: message.language,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...(message.replyTo && { 'Reply-To': message.replyTo }), ...message.headers },
        createdAt: clock.now(),
      });
    },
    async list(limit: number, offset: number): Promise<{ rows: OutboxRow[]; count: number }> {
      const [rows, [total]] = await Promise.all([
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(mailOutbox),
      ]);
      return { rows, count: Number(total?.n ?? 0) };
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
