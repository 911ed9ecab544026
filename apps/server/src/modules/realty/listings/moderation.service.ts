import type { AdminProperty, PropertyStatus } from '@manara/shared';
import type { Tx } from '../../../db/client';
import { keysetWindow, mapPage, NEWEST_FIRST, type KeysetQuery, type KeysetResult } from '../../../http/paging';
import type { AuthUser } from '../../../http/viewer';
import type { AuditRecorder } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { accountRecipient, type NotificationsService } from '../../notifications';
import type { SavedSearchesService } from '../../saved-searches';
import type { UsersRepository } from '../../users';
import { transition, type ListingEvent } from './listing-status';
import type { ListingPresenter } from './listings.presenter';
import type { ListingsRepository } from './listings.repository';

/**
 * Staff moderation: every listing by status, searched by title or owner; approve (public at once,
 * publication time set), reject with a reason the owner sees, hide (back to review). Each decision and
 * its audit entry are stored together. (Staff rights come from the user row on every request:
 * plugins/auth.ts.)
 */
export function createModerationService(deps: {
  repo: ListingsRepository;
  present: ListingPresenter;
  audit: AuditRecorder;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  /** Told of each approval, in its transaction: matching saved searches hear of the listing. */
  savedSearches: Pick<SavedSearchesService, 'listingPublished'>;
}) {
  const { repo, present, audit, users, notifications, savedSearches } = deps;

  /** The owner hears of an approval or a refusal (with its reason), queued with the decision. */
  async function tellOwner(tx: Tx, row: { id: number; ownerId: number; title: string }, event: ListingEvent, reason?: string) {
    if (event !== 'approve' && event !== 'reject') return;
    const owner = await users.findById(row.ownerId, tx);
    if (!owner) return;
    const to = accountRecipient(owner);
    if (event === 'approve') {
      const listingUrl = notifications.pageUrl(`/realty/property/${row.id}`, owner.language);
      await notifications.send('listing_approved', to, { listingTitle: row.title, listingUrl }, { tx });
    } else {
      const dashboardUrl = notifications.pageUrl('/dashboard', owner.language);
      await notifications.send('listing_rejected', to, { listingTitle: row.title, reason: reason ?? '', dashboardUrl }, { tx });
    }
  }

  /**
   * Makes `event` happen (moderation is staff's, whoever owns the listing) and records it with `details`;
   * `alongside` runs in the same transaction (a report closed by the decision, decision 041).
   */
  async function decide(
    staff: AuthUser,
    id: number,
    event: ListingEvent,
    reason?: string,
    alongside?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const row = await repo.findForDecision(id);
    if (!row) throw AppError.notFound('property_not_found');
    const change = transition(event, 'staff', row, reason);
    await repo.applyStatus(id, change, async (tx) => {
      await audit(
        {
          actorId: staff.id,
          action: `property.${event}`,
          entity: 'property',
          entityId: String(id),
          details: { from: row.status, to: change.status, ...(reason !== undefined && { reason }), title: row.title },
        },
        tx,
      );
      await tellOwner(tx, row, event, reason);
      if (change.status === 'active') await savedSearches.listingPublished(tx, id);
      await alongside?.(tx);
    });
  }

  return {
    async list(query: KeysetQuery & { status?: PropertyStatus; search?: string }): Promise<KeysetResult<AdminProperty>> {
      const { limit, seek } = keysetWindow(query, NEWEST_FIRST);
      const page = await repo.listForStaff({ status: query.status, search: query.search || undefined, limit, seek });
      return {
        ...mapPage(page, (r) => ({
          ...present.card(r),
          rejection_reason: r.rejectionReason,
          updated_at: r.updatedAt.toISOString(),
          owner: r.owner,
          published_at: r.publishedAt?.toISOString() ?? null,
        })),
        ordering: NEWEST_FIRST,
        limit,
      };
    },

    approve: (staff: AuthUser, id: number) => decide(staff, id, 'approve'),
    reject: (staff: AuthUser, id: number, reason: string) => decide(staff, id, 'reject', reason),
    /** Back to review; `alongside` runs in the decision's transaction. */
    hide: (staff: AuthUser, id: number, alongside?: (tx: Tx) => Promise<void>) => decide(staff, id, 'hide', undefined, alongside),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
