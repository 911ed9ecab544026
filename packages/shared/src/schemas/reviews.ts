import { MAX_ID } from '../ids';
import { paginationQuery, queryInt } from './common';
import { optionalText, requiredText } from './fields';
import { z } from '../zod';

/**
 * Reviews of consultations (issue 32 item 6, decision 059): the client of a request that is done rates
 * it once, 1–5 with an optional comment in either language; its provider answers once; anyone signed in
 * may report a review and staff hide it (it leaves the page and the average) or dismiss the report.
 */
import {
  MAX_REVIEW_ANSWER,
  MAX_REVIEW_COMMENT,
  MAX_REVIEW_REPORT_DETAILS,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_STATUSES,
} from '../reviews';

export * from '../reviews';

/** POST /requests/{id}/review/: the client's rating of a consultation that is done. */
export const reviewRequest = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'rating_required' : 'rating_invalid') })
    .int({ error: 'rating_invalid' })
    .min(1, { error: 'rating_invalid' })
    .max(5, { error: 'rating_invalid' }),
  comment: optionalText(MAX_REVIEW_COMMENT),
});
export type ReviewRequest = z.output<typeof reviewRequest>;
export type ReviewForm = z.input<typeof reviewRequest>;

/** POST /requests/{id}/review/answer/: the provider's one answer. */
export const reviewAnswerRequest = z.object({ answer: requiredText(MAX_REVIEW_ANSWER, 'answer_required') });
export type ReviewAnswerRequest = z.output<typeof reviewAnswerRequest>;

/** POST /reviews/{id}/reports/: why a review should come down. */
export const reviewReportRequest = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? 'report_reason_required' : 'invalid_choice',
    }),
    details: optionalText(MAX_REVIEW_REPORT_DETAILS),
  })
  .refine((r) => r.reason !== 'other' || !!r.details, { path: ['details'], error: 'report_details_required' });
export type ReviewReportRequest = z.output<typeof reviewReportRequest>;

/** A provider's rating as pages show it: the average of visible reviews (one decimal) and their count. */
export const ratingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A review as anyone reads it (never hidden ones): the client's first name only. */
export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** The reviewer's name as shown: first word only; null for an account since deleted. */
  author: z.string().nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /providers/{id}/reviews/: newest first, paged, with the provider's rating. */
export const reviewPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(reviewSchema),
  rating: ratingSummary,
});
export type ReviewPage = z.infer<typeof reviewPage>;

/** GET /requests/{id}/review/: the request's review (null: none yet) and what the reader may do. */
export const requestReviewSchema = z.object({
  review: reviewSchema.extend({ hidden: z.boolean() }).nullable(),
  /** The client may rate (done, none yet); the provider may answer (a review without an answer). */
  can_review: z.boolean(),
  can_answer: z.boolean(),
});
export type RequestReview = z.infer<typeof requestReviewSchema>;

/** GET /providers/serving/?city=: verified lawyers and financial experts serving a city, best rated first. */
export const cityProvidersQuery = z.object({ city: queryInt({ min: 1, max: MAX_ID }) });
export const cityProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  provider_type: z.enum(['lawyer', 'financial_expert']),
  photo_url: z.string().nullable(),
  rating: ratingSummary,
});
export type CityProvider = z.infer<typeof cityProviderSchema>;
export const cityProvidersResponse = z.object({ results: z.array(cityProviderSchema) });
export type CityProviders = z.infer<typeof cityProvidersResponse>;

/** A review report in staff's queue. */
export const adminReviewReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REVIEW_REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  review: z.object({
    id: z.number().int(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    answer: z.string().nullable(),
    hidden: z.boolean(),
    provider: z.object({ id: z.number().int(), name: z.string() }),
  }),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;
export const adminReviewReportListQuery = paginationQuery.extend({
  status: z.enum(REVIEW_REPORT_STATUSES, { error: 'invalid_choice' }).optional().default('open'),
});
