import type { InquiryRequest } from '@manara/shared';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { inquiries } from '../../../db/schema';
import type { StoredImage } from '../../../lib/media-urls';
import type { ListingTitles } from '../listings';

export type InquiryRow = typeof inquiries.$inferSelect;

/** An inquiry in its listing owner's inbox, with the listing it is about. */
export interface InboxRow {
  id: number;
  kind: 'contact' | 'visit';
  name: string;
  email: string;
  phone: string | null;
  message: string;
  preferredDate: string | null;
  preferredTime: string | null;
  createdAt: Date;
  readAt: Date | null;
  property: { id: number; titles: ListingTitles; cover: StoredImage | null };
}

type Raw = Record<string, unknown>;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const toJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * Inquiries (Contact Seller, Schedule Visit). The inbox reads the listing each one is about (its owner,
 * title and cover photo): the only reads of listings outside their module, and never a write.
 */
export function createInquiriesRepository(db: Db) {
  const rows = async (query: SQL) => (await db.execute<Raw>(query)).rows;

  return {
    /**
     * Stores an inquiry and runs `alongside` (queueing its e-mail) in the same transaction, inside `on`
     * when given (the transaction that holds its idempotency key, decision 071).
     */
    async insert(
      propertyId: number,
      senderId: number | null,
      input: InquiryRequest,
      alongside: (tx: Tx) => Promise<void> = async () => {},
      on: Db | Tx = db,
    ): Promise<InquiryRow> {
      return on.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({
            propertyId,
            senderId,
            kind: input.kind,
            name: input.name,
            email: input.email,
            phone: input.phone,
            // A visit request without a message keeps an empty one.
            message: input.message ?? '',
            preferredDate: input.preferred_date,
            preferredTime: input.preferred_time,
          })
          .returning();
        await alongside(tx);
        return row!;
      });
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

    /** The inquiries about an owner's listings, unread first, then newest. */
    async inbox(ownerId: number, limit: number, offset: number): Promise<{ rows: InboxRow[]; count: number; unread: number }> {
      const [page, totals] = await Promise.all([
        rows(sql`
          select i.id, i.kind, i.name, i.email, i.phone, i.message, i.preferred_date::text as preferred_date,
            i.preferred_time, i.created_at, i.read_at,
            p.id as property_id, p.title_ar as property_title_ar, p.title_en as property_title_en,
            (select json_build_object('key', m.storage_key, 'widths', m.widths, 'width', m.width, 'height', m.height)
              from property_media m where m.property_id = p.id and m.media_type = 'image' order by m.position, m.id limit 1) as cover
          from inquiries i join properties p on p.id = i.property_id
          where p.owner_id = ${ownerId}
          order by (i.read_at is null) desc, i.created_at desc, i.id desc
          limit ${limit} offset ${offset}`),
        rows(sql`
          select count(*)::int as n, count(*) filter (where i.read_at is null)::int as unread
          from inquiries i join properties p on p.id = i.property_id where p.owner_id = ${ownerId}`),
      ]);
      return {
        rows: page.map((r) => ({
          id: Number(r.id),
          kind: r.kind as 'contact' | 'visit',
          name: String(r.name),
          email: String(r.email),
          phone: (r.phone as string | null) ?? null,
          message: String(r.message),
          preferredDate: (r.preferred_date as string | null) ?? null,
          preferredTime: (r.preferred_time as string | null) ?? null,
          createdAt: toDate(r.created_at),
          readAt: r.read_at === null ? null : toDate(r.read_at),
          property: {
            id: Number(r.property_id),
            titles: { title_ar: String(r.property_title_ar), title_en: String(r.property_title_en) },
            cover: r.cover ? toJson<StoredImage>(r.cover) : null,
          },
        })),
        count: Number(totals[0]?.n ?? 0),
        unread: Number(totals[0]?.unread ?? 0),
      };
    },

    /** Marks one of an owner's inquiries read or unread; false when it is not theirs (or missing). */
    async markRead(ownerId: number, inquiryId: number, read: boolean): Promise<boolean> {
      const result = await rows(sql`
        update inquiries i set read_at = ${read ? sql`coalesce(i.read_at, now())` : sql`null`}
        from properties p where p.id = i.property_id and p.owner_id = ${ownerId} and i.id = ${inquiryId}
        returning i.id`);
      return result.length > 0;
    },
  };
}
export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
