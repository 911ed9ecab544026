import type { LeadKind } from '@manara/shared';
import type { AuthUser } from '../../../http/viewer';
import { AppError } from '../../../lib/errors';
import { visitorKey, type Viewer } from '../../../lib/visitor';
import { assertPublic, type CatalogueRepository } from '../listings';
import type { StatsService } from '../stats';
import type { LeadsRepository } from './leads.repository';

/**
 * Leads (decision 039): a visitor pressed Call or WhatsApp on an active listing whose owner shows a
 * phone. Counted per listing and kind for the owner's statistics; the owner's own presses are not.
 */
export function createLeadsService(deps: {
  repo: LeadsRepository;
  listings: Pick<CatalogueRepository, 'findContact'>;
  /** Counts the press once per visitor per day for the owner's statistics over time (decision 068). */
  stats: Pick<StatsService, 'count'>;
}) {
  const { repo, listings, stats } = deps;
  return {
    /** Whether the press was counted (false for the owner's own). `viewer` is who pressed. */
    async record(propertyId: number, kind: LeadKind, user: AuthUser | null, viewer: Viewer): Promise<boolean> {
      const listing = assertPublic(await listings.findContact(propertyId));
      if (!listing.phoneShown) throw new AppError(404, 'phone_not_shown');
      if (user?.id === listing.ownerId) return false;
      await repo.record(propertyId, kind);
      await stats.count(propertyId, kind, visitorKey(viewer));
      return true;
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
