import type { AdminReport, Locale, PropertyStatus, ReportRequest, ReportStatus } from '@manara/shared';
import { pageWindow, type PageQuery } from '../../../http/paging';
import type { AuthUser } from '../../../http/viewer';
import type { AuditRecorder } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { Tx } from '../../../db/client';
import type { Idempotency, IdempotencyClaim } from '../../../platform/idempotency';
import { assertPublic, titleFields, type ListingsRepository } from '../listings';
import type { ReportsRepository } from './reports.repository';

/**
 * "Report this listing" (decision 041): anyone may report an active listing (limited per address by
 * the route); staff read the open reports and either hide the listing — through the moderation
 * service, so the listing's lifecycle decides and the decision is audited — closing every open report
 * of it in the same transaction, or dismiss the report. Each staff action is in the audit log.
 */
export function createReportsService(deps: {
  repo: ReportsRepository;
  listings: Pick<ListingsRepository, 'findAccess'>;
  /** The listings module's moderation: hiding goes through the listing's lifecycle and is audited there. */
  moderation: { hide(staff: AuthUser, id: number, alongside?: (tx: Tx) => Promise<void>): Promise<void> };
  audit: AuditRecorder;
  /** The request's `Idempotency-Key` (decision 071): its row commits with the report. */
  idempotency: Pick<Idempotency, 'run'>;
}) {
  const { repo, listings, moderation, audit, idempotency } = deps;

  /** The report when it is still open; 404 when there is none, 409 when staff already handled it. */
  async function openReport(id: number) {
    const report = await repo.find(id);
    if (!report) throw AppError.notFound('report_not_found');
    if (report.status !== 'open') throw new AppError(409, 'report_closed');
    return report;
  }

  return {
    /** With `claim`, a report already answered is not made again; its answer is. */
    async create(propertyId: number, input: ReportRequest, user: AuthUser | null, claim?: IdempotencyClaim) {
      assertPublic(await listings.findAccess(propertyId));
      return idempotency.run(claim, async (tx) => {
        const row = await repo.insert({ propertyId, reporterId: user?.id ?? null, reason: input.reason, details: input.details }, tx);
        return { status: 201, body: { id: row.id, created_at: row.createdAt.toISOString() } };
      });
    },

    async list(query: PageQuery & { status: ReportStatus }, locale: Locale): Promise<{ count: number; results: AdminReport[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await repo.list(query.status, limit, offset);
      return {
        count,
        results: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          details: r.details,
          status: r.status,
          created_at: r.createdAt.toISOString(),
          resolved_at: r.resolvedAt?.toISOString() ?? null,
          property: { id: r.property.id, ...titleFields(r.property.titles, locale), status: r.property.status as PropertyStatus },
          reporter: r.reporter,
        })),
      };
    },

    /** Hides the reported listing (back to review) and closes every open report of it, audited together. */
    async hide(staff: AuthUser, id: number): Promise<void> {
      const report = await openReport(id);
      await moderation.hide(staff, report.propertyId, async (tx) => {
        const closed = await repo.closeHidden(report.propertyId, staff.id, tx);
        await audit(
          {
            actorId: staff.id,
            action: 'report.hide',
            entity: 'report',
            entityId: String(id),
            details: { property_id: report.propertyId, reason: report.reason, closed_reports: closed },
          },
          tx,
        );
      });
    },

    async dismiss(staff: AuthUser, id: number): Promise<void> {
      const report = await openReport(id);
      const done = await repo.dismiss(id, staff.id, (tx) =>
        audit(
          {
            actorId: staff.id,
            action: 'report.dismiss',
            entity: 'report',
            entityId: String(id),
            details: { property_id: report.propertyId, reason: report.reason },
          },
          tx,
        ),
      );
      if (!done) throw new AppError(409, 'report_closed');
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
