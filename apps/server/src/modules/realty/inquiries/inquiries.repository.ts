import type { InquiryRequest } from '@manara/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inquiries } from '../../../db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;

export function createInquiriesRepository(db: Db) {
  return {
    async insert(propertyId: number, senderId: number | null, input: InquiryRequest): Promise<InquiryRow> {
      const [row] = await db
        .insert(inquiries)
        .values({
          propertyId,
          senderId,
          kind: input.kind,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          preferredDate: input.preferred_date,
          preferredTime: input.preferred_time,
        })
        .returning();
      return row!;
    },
    /** A listing's inquiries, newest first. */
    async list(propertyId: number, limit: number, offset: number): Promise<{ rows: InquiryRow[]; count: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(eq(inquiries.propertyId, propertyId))
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(inquiries).where(eq(inquiries.propertyId, propertyId)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
