import { optionalText } from './fields';
import { paginationQuery } from './common';
import { PROPERTY_STATUSES } from '../realty';
import { listingTitle } from './realty';
import { z } from '../zod';

/** Why a visitor reports a listing (decision 041); `other` needs a few words. */
export const REPORT_REASONS = ['fraud', 'wrong_info', 'unavailable', 'duplicate', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Open until staff act: `hidden` (the listing went back to review) or `dismissed`. */
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MAX_REPORT_DETAILS = 1000;

/** POST /realty/properties/{id}/reports/: a reason from the list and, optionally (required for `other`), what is wrong. */
export const reportRequest = z
  .object({
    reason: z.enum(REPORT_REASONS, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? 'report_reason_required' : 'invalid_choice',
    }),
    details: optionalText(MAX_REPORT_DETAILS),
  })
  .refine((r) => r.reason !== 'other' || !!r.details, { path: ['details'], error: 'report_details_required' });
export type ReportRequest = z.output<typeof reportRequest>;
export type ReportForm = z.input<typeof reportRequest>;

export const reportCreated = z.object({ id: z.number().int(), created_at: z.string() });

/** A report in the staff queue: the listing it is about, who sent it (null: a visitor), and what became of it. */
export const adminReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  property: z.object({ id: z.number().int(), ...listingTitle, status: z.enum(PROPERTY_STATUSES) }),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** GET /admin/reports/: open reports unless another status is asked for, newest first. */
export const adminReportListQuery = paginationQuery.extend({
  status: z.enum(REPORT_STATUSES, { error: 'invalid_choice' }).optional().default('open'),
});
