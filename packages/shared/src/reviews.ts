/**
 * Reviews' limits and vocabularies, zod-free so pages can read them without the validation code (the
 * schemas in schemas/reviews.ts use them and re-export them). Decision 059.
 */
export const MAX_REVIEW_COMMENT = 2000;
export const MAX_REVIEW_ANSWER = 2000;
export const MAX_REVIEW_REPORT_DETAILS = 1000;
/** How many providers a listing's page shows beside it. */
export const CITY_PROVIDERS = 3;

export const REVIEW_REPORT_REASONS = ['offensive', 'false', 'private_info', 'spam', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];
