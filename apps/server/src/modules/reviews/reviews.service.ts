import {
  CITY_PROVIDERS,
  type AdminReviewReport,
  type CityProvider,
  type RatingSummary,
  type RequestReview,
  type Review,
  type ReviewAnswerRequest,
  type ReviewReportRequest,
  type ReviewReportStatus,
  type ReviewRequest,
} from '@manara/shared/schemas/reviews';
import { pageWindow, type PageQuery } from '../../http/paging';
import type { AuthUser } from '../../http/viewer';
import type { AuditRecorder } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { accountRecipient, type NotificationsService } from '../notifications';
import type { ReviewedRequest, ReviewRow, ReviewsRepository } from './reviews.repository';

/** What reviews read of providers: their read port (providers/provider-ports.ts, decision 056), as far as used here. */
interface ProviderSummary {
  display_name: string;
  provider_type: string;
  photo: { url: string } | null;
  verified: boolean;
  active: boolean;
}
export interface ReviewProviders {
  publicProviderSummary(ids: number[]): Promise<Map<number, ProviderSummary>>;
  standing(userId: number): Promise<{ provider: boolean; type: string | null; active: boolean } | undefined>;
}

const NO_RATING: RatingSummary = { average: null, count: 0 };

/** The reviewer as the public sees them: the first word of their name. */
const firstName = (name: string | null) => (name === null ? null : (name.trim().split(/\s+/)[0] ?? null));

const present = (r: ReviewRow): Review => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  author: firstName(r.author),
  answer: r.answer,
  answered_at: r.answeredAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/**
 * Reviews of consultations (decision 059): the client of a request that is done rates it once, its
 * provider answers once; anyone signed in reports a review, staff hide it (it leaves the page and the
 * average, audited) or dismiss the report. A request's review exists only for its parties and staff.
 */
export function createReviewsService(deps: {
  repo: ReviewsRepository;
  providers: ReviewProviders;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  audit: AuditRecorder;
}) {
  const { repo, providers, notifications, audit } = deps;

  /** The request and the user's side of it; 404 for anyone who is no party (staff read). */
  async function load(user: AuthUser, requestId: number): Promise<{ request: ReviewedRequest; side: 'client' | 'provider' | 'staff' }> {
    const request = await repo.request(requestId);
    if (request) {
      if (request.clientId === user.id) return { request, side: 'client' };
      if (request.providerId !== null && request.providerId === user.id) return { request, side: 'provider' };
      if (request.providerId === null && user.isStaff) return { request, side: 'provider' };
      if (user.isStaff) return { request, side: 'staff' };
    }
    throw AppError.notFound();
  }

  /** 404 unless `id` has a public provider page (an active provider, with a profile or not: a realtor may have none). */
  async function assertPublicProvider(id: number): Promise<void> {
    const standing = await providers.standing(id);
    if (!standing?.provider || !standing.type || !standing.active) throw new AppError(404, 'provider_not_found');
  }

  return {
    async forRequest(user: AuthUser, requestId: number): Promise<RequestReview> {
      const { request, side } = await load(user, requestId);
      const review = await repo.byRequest(requestId);
      return {
        review: review ? { ...present(review), hidden: review.hiddenAt !== null } : null,
        can_review: side === 'client' && !review && request.status === 'done' && request.providerId !== null,
        can_answer: side === 'provider' && !!review && review.answer === null && request.providerId !== null,
      };
    },

    async review(user: AuthUser, requestId: number, input: ReviewRequest): Promise<RequestReview> {
      const { request, side } = await load(user, requestId);
      if (side !== 'client') throw new AppError(403, 'permission_denied');
      if (request.status !== 'done' || request.providerId === null) throw new AppError(400, 'review_not_allowed');
      const providerId = request.providerId;
      const [provider, client] = await Promise.all([repo.recipient(providerId), repo.recipient(user.id)]);
      const id = await repo.insert(
        { requestId, providerId, clientId: user.id, rating: input.rating, comment: input.comment },
        async (tx) => {
          if (!provider || !client) return;
          const url = notifications.pageUrl(`/dashboard/requests/${requestId}`, provider.language);
          await notifications.send('request_reviewed', accountRecipient(provider), { other: client.name, url }, { tx });
        },
      );
      if (id === undefined) throw new AppError(409, 'review_exists');
      return this.forRequest(user, requestId);
    },

    async answer(user: AuthUser, requestId: number, input: ReviewAnswerRequest): Promise<RequestReview> {
      const { request, side } = await load(user, requestId);
      if (side !== 'provider' || request.providerId === null) throw new AppError(403, 'permission_denied');
      const review = await repo.byRequest(requestId);
      if (!review) throw AppError.notFound('review_not_found');
      if (!(await repo.answer(review.id, input.answer))) throw new AppError(409, 'review_answered');
      return this.forRequest(user, requestId);
    },

    /** A public provider's visible reviews, newest first, and their rating. */
    async providerReviews(providerId: number, query: PageQuery): Promise<{ count: number; results: Review[]; rating: RatingSummary }> {
      await assertPublicProvider(providerId);
      const { limit, offset } = pageWindow(query);
      const [{ rows, count }, ratings] = await Promise.all([repo.page(providerId, limit, offset), repo.ratings([providerId])]);
      return { count, results: rows.map(present), rating: ratings.get(providerId) ?? NO_RATING };
    },

    /** Kept ratings of providers by id (NO_RATING for those without reviews), for the directories' cards. */
    async ratings(ids: number[]): Promise<Map<number, RatingSummary>> {
      const kept = await repo.ratings([...new Set(ids)]);
      return new Map(ids.map((id) => [id, kept.get(id) ?? NO_RATING]));
    },

    /** At most CITY_PROVIDERS verified lawyers and financial experts serving a city, best rated first. */
    async serving(cityId: number): Promise<{ results: CityProvider[] }> {
      const ids = await repo.serving(cityId, CITY_PROVIDERS);
      const [summaries, ratings] = await Promise.all([providers.publicProviderSummary(ids), repo.ratings(ids)]);
      const results = ids.flatMap((id): CityProvider[] => {
        const p = summaries.get(id);
        if (!p || !p.verified || (p.provider_type !== 'lawyer' && p.provider_type !== 'financial_expert')) return [];
        return [
          {
            id,
            name: p.display_name,
            provider_type: p.provider_type,
            photo_url: p.photo?.url ?? null,
            rating: ratings.get(id) ?? NO_RATING,
          },
        ];
      });
      return { results };
    },

    async report(user: AuthUser, reviewId: number, input: ReviewReportRequest): Promise<{ id: number; created_at: string }> {
      const review = await repo.find(reviewId);
      if (!review || review.hiddenAt !== null) throw AppError.notFound('review_not_found');
      const row = await repo.insertReport({ reviewId, reporterId: user.id, reason: input.reason, details: input.details });
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },

    async listReports(query: PageQuery & { status: ReviewReportStatus }): Promise<{ count: number; results: AdminReviewReport[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await repo.listReports(query.status, limit, offset);
      const names = await providers.publicProviderSummary(rows.map((r) => r.review.providerId));
      return {
        count,
        results: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          details: r.details,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          resolved_at: r.resolvedAt?.toISOString() ?? null,
          review: {
            id: r.review.id,
            rating: r.review.rating,
            comment: r.review.comment,
            answer: r.review.answer,
            hidden: r.review.hidden,
            provider: { id: r.review.providerId, name: names.get(r.review.providerId)?.display_name ?? '' },
          },
          reporter: r.reporter,
        })),
      };
    },

    /** Hides the reported review (off the page and the average) and closes every open report of it, audited together. */
    async hide(staff: AuthUser, reportId: number): Promise<void> {
      const report = await repo.findReport(reportId);
      if (!report) throw AppError.notFound('report_not_found');
      const done = await repo.hide(reportId, staff.id, (tx, closed) =>
        audit(
          {
            actorId: staff.id,
            action: 'review.hide',
            entity: 'review',
            entityId: String(report.reviewId),
            details: { report_id: reportId, reason: report.reason, closed_reports: closed },
          },
          tx,
        ),
      );
      if (!done) throw new AppError(409, 'report_closed');
    },

    async dismiss(staff: AuthUser, reportId: number): Promise<void> {
      const report = await repo.findReport(reportId);
      if (!report) throw AppError.notFound('report_not_found');
      const done = await repo.dismiss(reportId, staff.id, (tx) =>
        audit(
          {
            actorId: staff.id,
            action: 'review.dismiss',
            entity: 'review',
            entityId: String(report.reviewId),
            details: { report_id: reportId, reason: report.reason },
          },
          tx,
        ),
      );
      if (!done) throw new AppError(409, 'report_closed');
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
