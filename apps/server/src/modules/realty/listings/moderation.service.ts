import type { AdminProperty, ListingChangesResponse, Locale, PropertyStatus } from '@manara/shared';
import type { Tx } from '../../../db/client';
import { keysetWindow, mapPage, NEWEST_FIRST, type KeysetQuery, type KeysetResult } from '../../../http/paging';
import type { AuthUser } from '../../../http/viewer';
import type { AuditRecorder } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { accountRecipient, type NotificationsService } from '../../notifications';
import type { UsersRepository } from '../../users';
import { listingValues, publishedValue, type EditFields } from './listing-edit';
import { allowsHeld, refuseHeld, transition, type ListingEvent } from './listing-status';
import { heldChanges, titleFields, titlesOf, type ListingPresenter } from './listings.presenter';
import type { ListingsRepository, PublishedPriceChange } from './listings.repository';
import type { ManagedListsRepository } from './managed-lists.repository';

/** How many waiting edits the staff queue shows at once (oldest first). */
const CHANGES_PAGE = 50;

/**
 * Staff moderation: every listing by status, searched by title or owner; approve (public at once,
 * publication time set), reject with a reason the owner sees, hide (back to review). Each decision and
 * its audit entry are stored together. Owners' edits of live listings held for review (decision 044):
 * each beside the published version, applied or refused with a reason. (Staff rights come from the user row on every request:
 * plugins/auth.ts.)
 */
/**
 * Told of each approval, in its transaction (saved searches match the listing), and of each published
 * price cut with the price it came down from (decision 060: searches it now matches hear of it). The
 * listings module owns this port; the module behind it depends on listings, never the reverse.
 */
export interface PublicationListener {
  listingPublished(tx: Tx, id: number): Promise<void>;
  listingPriceCut(tx: Tx, id: number, before: { priceUsd: number }): Promise<void>;
}

/** Tells `publication` of a published price change that lowered the price (in US dollars, as searches compare it). */
export async function tellPriceCut(
  publication: Pick<PublicationListener, 'listingPriceCut'> | undefined,
  tx: Tx,
  id: number,
  change: PublishedPriceChange | null,
): Promise<void> {
  if (publication && change && change.newPriceUsd < change.oldPriceUsd)
    await publication.listingPriceCut(tx, id, { priceUsd: change.oldPriceUsd });
}

export function createModerationService(deps: {
  repo: ListingsRepository;
  /** Staff's list and their queue of held edits. */
  lists: Pick<ManagedListsRepository, 'listForStaff' | 'waitingChanges' | 'cityNames'>;
  present: ListingPresenter;
  audit: AuditRecorder;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  publication: PublicationListener;
}) {
  const { repo, lists, present, audit, users, notifications, publication } = deps;

  /** The owner hears of an approval or a refusal (with its reason), queued with the decision. */
  async function tellOwner(
    tx: Tx,
    row: { id: number; ownerId: number; titleAr: string; titleEn: string },
    event: ListingEvent,
    reason?: string,
  ) {
    if (event !== 'approve' && event !== 'reject') return;
    const owner = await users.findById(row.ownerId, tx);
    if (!owner) return;
    const to = accountRecipient(owner);
    if (event === 'approve') {
      const listingUrl = notifications.pageUrl(`/realty/property/${row.id}`, owner.language);
      await notifications.send('listing_approved', to, { listingTitle: titlesOf(row), listingUrl }, { tx });
    } else {
      const dashboardUrl = notifications.pageUrl('/dashboard', owner.language);
      await notifications.send('listing_rejected', to, { listingTitle: titlesOf(row), reason: reason ?? '', dashboardUrl }, { tx });
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
          details: { from: row.status, to: change.status, ...(reason !== undefined && { reason }), title: row.titleAr || row.titleEn },
        },
        tx,
      );
      await tellOwner(tx, row, event, reason);
      if (change.status === 'active') await publication.listingPublished(tx, id);
      await alongside?.(tx);
    });
  }

  return {
    async list(query: KeysetQuery & { status?: PropertyStatus; search?: string }, locale: Locale): Promise<KeysetResult<AdminProperty>> {
      const { limit, seek } = keysetWindow(query, NEWEST_FIRST);
      const page = await lists.listForStaff({ status: query.status, search: query.search || undefined, limit, seek });
      return {
        ...mapPage(page, (r) => ({
          ...present.managed(r, locale),
          owner: r.owner,
          published_at: r.publishedAt?.toISOString() ?? null,
        })),
        ordering: NEWEST_FIRST,
        limit,
      };
    },

    /** Edits of live listings waiting for review, oldest first, each field beside its published value. */
    async waitingChanges(locale: Locale): Promise<ListingChangesResponse> {
      const { waiting, count } = await lists.waitingChanges(CHANGES_PAGE);
      const cityIds = waiting.flatMap(({ held, listing }) =>
        'city_id' in held.changes ? [Number(held.changes.city_id), listing.cityId] : [],
      );
      return {
        count,
        cities: await lists.cityNames([...new Set(cityIds)]),
        results: waiting.map(({ held, listing }) => ({
          id: listing.id,
          ...titleFields(titlesOf(listing), locale),
          status: listing.status,
          owner_id: listing.ownerId,
          changes: heldChanges(held),
          published: Object.fromEntries(Object.keys(held.changes).map((field) => [field, publishedValue(listing, field)])),
        })),
      };
    },

    /** Applies a listing's waiting changes (the published version becomes them) with its audit entry. */
    async approveChanges(staff: AuthUser, id: number): Promise<void> {
      const held = await repo.heldChanges(id);
      if (!held || !allowsHeld('apply', held)) throw AppError.notFound('changes_not_found');
      const fields = held.changes as EditFields;
      let countryId: number | undefined;
      if (fields.city_id !== undefined) {
        countryId = await repo.countryOfCity(fields.city_id);
        if (countryId === undefined) throw AppError.field('city_id', 'city_not_found');
      }
      await repo.update(id, listingValues(fields, countryId), null, { removeMediaIds: [], moves: [], add: [] }, async (tx, priceChange) => {
        await repo.dropChanges(id, tx);
        await tellPriceCut(publication, tx, id, priceChange);
        await audit(
          {
            actorId: staff.id,
            action: 'property.approve_changes',
            entity: 'property',
            entityId: String(id),
            details: { fields: Object.keys(fields) },
          },
          tx,
        );
      });
    },

    /** Refuses a listing's waiting changes with a reason its owner sees; the published version stays. */
    async rejectChanges(staff: AuthUser, id: number, reason: string): Promise<void> {
      const refused = await repo.changeHeld(id, refuseHeld(reason), (tx) =>
        audit({ actorId: staff.id, action: 'property.reject_changes', entity: 'property', entityId: String(id), details: { reason } }, tx),
      );
      if (!refused) throw AppError.notFound('changes_not_found');
    },

    approve: (staff: AuthUser, id: number) => decide(staff, id, 'approve'),
    reject: (staff: AuthUser, id: number, reason: string) => decide(staff, id, 'reject', reason),
    /** Back to review; `alongside` runs in the decision's transaction. */
    hide: (staff: AuthUser, id: number, alongside?: (tx: Tx) => Promise<void>) => decide(staff, id, 'hide', undefined, alongside),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
