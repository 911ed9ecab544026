import type { Locale } from '@manara/shared';
import type { ReviewReportReason, ReviewReportStatus } from '@manara/shared/schemas/reviews';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';

type Raw = Record<string, unknown>;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const maybeDate = (v: unknown) => (v === null || v === undefined ? null : toDate(v));
const maybeText = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** What the reviews need of a consultation request (read-only: the requests module owns the table). */
export interface ReviewedRequest {
  id: number;
  clientId: number;
  providerId: number | null;
  status: string;
}

export interface ReviewRow {
  id: number;
  requestId: number;
  providerId: number;
  rating: number;
  comment: string | null;
  /** The client's name as the account has it now; null for an account since deleted. */
  author: string | null;
  answer: string | null;
  answeredAt: Date | null;
  hiddenAt: Date | null;
  createdAt: Date;
}

/** Whom a review's mail goes to. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
  language: Locale;
  mutedNotifications: string[];
  emailVerifiedAt: Date | null;
}

export interface ReviewReportRow {
  id: number;
  reason: ReviewReportReason;
  details: string | null;
  status: ReviewReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  review: { id: number; rating: number; comment: string | null; answer: string | null; hidden: boolean; providerId: number };
  reporter: { id: number; name: string } | null;
}

const REVIEW_COLUMNS = sql`r.id, r.request_id, r.provider_id, r.rating, r.comment, r.answer, r.answered_at, r.hidden_at, r.created_at, u.name as author`;
const toReview = (r: Raw): ReviewRow => ({
  id: Number(r.id),
  requestId: Number(r.request_id),
  providerId: Number(r.provider_id),
  rating: Number(r.rating),
  comment: maybeText(r.comment),
  author: maybeText(r.author),
  answer: maybeText(r.answer),
  answeredAt: maybeDate(r.answered_at),
  hiddenAt: maybeDate(r.hidden_at),
  createdAt: toDate(r.created_at),
});

/**
 * Reviews of consultations (decision 059): the only SQL on provider_reviews, provider_ratings and
 * review_reports. A provider's rating row changes in the transaction of each review and each hiding.
 * Reads consultation_requests, provider_profiles and users, never writes them.
 */
export function createReviewsRepository(db: Db, clock: Clock = systemClock) {
  const rows = async (query: SQL, on: Db | Tx = db) => (await on.execute<Raw>(query)).rows;
  const now = () => sql`${clock.now().toISOString()}::timestamptz`;

  /** Moves a provider's rating by one review (+1 when added, -1 when hidden). */
  async function rate(tx: Tx, providerId: number, rating: number, sign: 1 | -1) {
    await tx.execute(sql`
      insert into provider_ratings as t (provider_id, review_count, rating_sum, average)
      values (${providerId}, ${sign}, ${sign * rating}, ${sign > 0 ? rating : null})
      on conflict (provider_id) do update set
        review_count = t.review_count + excluded.review_count,
        rating_sum = t.rating_sum + excluded.rating_sum,
        average = case when t.review_count + excluded.review_count > 0
          then round((t.rating_sum + excluded.rating_sum)::numeric / (t.review_count + excluded.review_count), 1) end`);
  }

  return {
    /** A consultation that may be reviewed (a visit to a listing is not a provider's service: decision 067). */
    async request(id: number): Promise<ReviewedRequest | undefined> {
      const [r] = await rows(
        sql`select id, client_id, provider_id, status from consultation_requests where id = ${id} and kind = 'consultation'`,
      );
      return (
        r && {
          id: Number(r.id),
          clientId: Number(r.client_id),
          providerId: r.provider_id === null ? null : Number(r.provider_id),
          status: String(r.status),
        }
      );
    },

    async recipient(userId: number): Promise<Recipient | undefined> {
      const [r] = await rows(sql`select id, name, email, language, muted_notifications, email_verified_at from users where id = ${userId}`);
      if (!r) return undefined;
      return {
        id: Number(r.id),
        name: String(r.name),
        email: String(r.email),
        language: r.language as Locale,
        mutedNotifications: (r.muted_notifications as string[] | null) ?? [],
        emailVerifiedAt: maybeDate(r.email_verified_at),
      };
    },

    /**
     * Stores the request's review and moves the provider's rating, with `alongside` (its mail) in the
     * same transaction; undefined when the request already has one (its unique key).
     */
    async insert(
      values: { requestId: number; providerId: number; clientId: number; rating: number; comment: string | null },
      alongside: (tx: Tx) => Promise<void>,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await rows(
          sql`insert into provider_reviews (request_id, provider_id, client_id, rating, comment, created_at)
            values (${values.requestId}, ${values.providerId}, ${values.clientId}, ${values.rating}, ${values.comment}, ${now()})
            on conflict (request_id) do nothing returning id`,
          tx,
        );
        if (!row) return undefined;
        await rate(tx, values.providerId, values.rating, 1);
        await alongside(tx);
        return Number(row.id);
      });
    },

    async byRequest(requestId: number): Promise<ReviewRow | undefined> {
      const [r] = await rows(sql`select ${REVIEW_COLUMNS} from provider_reviews r left join users u on u.id = r.client_id
        where r.request_id = ${requestId}`);
      return r && toReview(r);
    },

    async find(id: number): Promise<ReviewRow | undefined> {
      const [r] = await rows(
        sql`select ${REVIEW_COLUMNS} from provider_reviews r left join users u on u.id = r.client_id where r.id = ${id}`,
      );
      return r && toReview(r);
    },

    /** The provider's one answer; false when it was already answered. */
    async answer(id: number, answer: string): Promise<boolean> {
      const done = await rows(sql`update provider_reviews set answer = ${answer}, answered_at = ${now()}
        where id = ${id} and answer is null returning id`);
      return done.length > 0;
    },

    /** A provider's visible reviews, newest first, one page, and how many there are. */
    async page(providerId: number, limit: number, offset: number): Promise<{ rows: ReviewRow[]; count: number }> {
      const [page, total] = await Promise.all([
        rows(sql`select ${REVIEW_COLUMNS} from provider_reviews r left join users u on u.id = r.client_id
          where r.provider_id = ${providerId} and r.hidden_at is null
          order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`),
        rows(sql`select count(*)::int as n from provider_reviews where provider_id = ${providerId} and hidden_at is null`),
      ]);
      return { rows: page.map(toReview), count: Number(total[0]?.n ?? 0) };
    },

    /** Providers' kept ratings by id (a provider without reviews is missing). */
    async ratings(ids: number[]): Promise<Map<number, { average: number | null; count: number }>> {
      const found = new Map<number, { average: number | null; count: number }>();
      if (!ids.length) return found;
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      for (const r of await rows(sql`select provider_id, review_count, average from provider_ratings where provider_id in (${list})`))
        found.set(Number(r.provider_id), { average: r.average === null ? null : Number(r.average), count: Number(r.review_count) });
      return found;
    },

    /**
     * Verified, active lawyers and financial experts whose cities include `cityId`: best rated first
     * (average, then count, then the newest profile), at most `limit`.
     */
    async serving(cityId: number, limit: number): Promise<number[]> {
      const found = await rows(sql`
        select p.user_id from provider_profiles p
        join users u on u.id = p.user_id
        left join provider_ratings t on t.provider_id = p.user_id
        where p.verification_status = 'verified' and u.is_active and u.role = 'provider'
          and u.provider_type in ('lawyer', 'financial_expert') and ${cityId}::int = any(p.city_ids)
        order by t.average desc nulls last, t.review_count desc nulls last, p.created_at desc, p.user_id desc
        limit ${limit}`);
      return found.map((r) => Number(r.user_id));
    },

    async insertReport(values: { reviewId: number; reporterId: number; reason: ReviewReportReason; details: string | null }) {
      const [row] = await rows(sql`insert into review_reports (review_id, reporter_id, reason, details, created_at)
        values (${values.reviewId}, ${values.reporterId}, ${values.reason}, ${values.details}, ${now()})
        returning id, created_at`);
      return { id: Number(row!.id), createdAt: toDate(row!.created_at) };
    },

    async findReport(id: number) {
      const [r] = await rows(sql`select id, review_id, status, reason from review_reports where id = ${id}`);
      return (
        r && {
          id: Number(r.id),
          reviewId: Number(r.review_id),
          status: r.status as ReviewReportStatus,
          reason: r.reason as ReviewReportReason,
        }
      );
    },

    /** Reports in `status`, newest first, one page, with their review and provider, and how many there are. */
    async listReports(status: ReviewReportStatus, limit: number, offset: number): Promise<{ rows: ReviewReportRow[]; count: number }> {
      const [page, total] = await Promise.all([
        rows(sql`
          select x.id, x.reason, x.details, x.status, x.created_at, x.resolved_at,
            r.id as review_id, r.rating, r.comment, r.answer, r.hidden_at, r.provider_id,
            u.id as reporter_id, u.name as reporter_name
          from review_reports x
          join provider_reviews r on r.id = x.review_id
          left join users u on u.id = x.reporter_id
          where x.status = ${status}
          order by x.created_at desc, x.id desc
          limit ${limit} offset ${offset}`),
        rows(sql`select count(*)::int as n from review_reports where status = ${status}`),
      ]);
      return {
        count: Number(total[0]?.n ?? 0),
        rows: page.map((r) => ({
          id: Number(r.id),
          reason: r.reason as ReviewReportReason,
          details: maybeText(r.details),
          status: r.status as ReviewReportStatus,
          createdAt: toDate(r.created_at),
          resolvedAt: maybeDate(r.resolved_at),
          review: {
            id: Number(r.review_id),
            rating: Number(r.rating),
            comment: maybeText(r.comment),
            answer: maybeText(r.answer),
            hidden: r.hidden_at !== null,
            providerId: Number(r.provider_id),
          },
          reporter: r.reporter_id === null ? null : { id: Number(r.reporter_id), name: String(r.reporter_name) },
        })),
      };
    },

    /** Closes one open report as dismissed, with `alongside` (its audit entry); false when it was not open. */
    async dismiss(id: number, staffId: number, alongside: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await rows(
          sql`update review_reports set status = 'dismissed', resolved_by = ${staffId}, resolved_at = ${now()}
            where id = ${id} and status = 'open' returning id`,
          tx,
        );
        if (!done.length) return false;
        await alongside(tx);
        return true;
      });
    },

    /**
     * Hides a review: it leaves the public page and its provider's rating, every open report of it closes,
     * `alongside` (the audit entry, given the closed reports) in the same transaction. False when the
     * report was no longer open.
     */
    async hide(reportId: number, staffId: number, alongside: (tx: Tx, closed: number[]) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [report] = await rows(sql`select review_id from review_reports where id = ${reportId} and status = 'open' for update`, tx);
        if (!report) return false;
        const [hidden] = await rows(
          sql`update provider_reviews set hidden_at = ${now()} where id = ${report.review_id} and hidden_at is null
            returning provider_id, rating`,
          tx,
        );
        if (hidden) await rate(tx, Number(hidden.provider_id), Number(hidden.rating), -1);
        const closed = await rows(
          sql`update review_reports set status = 'hidden', resolved_by = ${staffId}, resolved_at = ${now()}
            where review_id = ${report.review_id} and status = 'open' returning id`,
          tx,
        );
        await alongside(
          tx,
          closed.map((r) => Number(r.id)).sort((a, b) => a - b),
        );
        return true;
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
