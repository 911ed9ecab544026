import type { Partner, PartnershipAction, PartnershipList, PartnershipView, ProviderPartners } from '@manara/shared/schemas/partnerships';
import { AppError } from '../../lib/errors';
import type { PartnershipRow, PartnershipSide, PartnershipsRepository } from './partnerships.repository';

/** What partnerships read of providers: their read port (providers/provider-ports.ts), as far as used here. */
export interface PartnerLookup {
  publicProviderSummary(
    ids: number[],
  ): Promise<Map<number, { id: number; display_name: string; provider_type: Partner['provider_type']; active: boolean }>>;
}

const sideOf = (type: Partner['provider_type']): PartnershipSide => (type === 'realtor' ? 'realtor' : 'expert');

/**
 * Partnerships (issue 32 item 7): a realtor and a lawyer or financial expert agree to work together.
 * Either invites; only the invited side accepts or declines; either side ends an accepted one. Only
 * accepted ones are public (the provider page's partners); a partnership exists only for its two sides
 * (404 for anyone else).
 */
export function createPartnershipsService(deps: { repo: PartnershipsRepository; providers: PartnerLookup }) {
  const { repo, providers } = deps;

  /** The reader's side of a row and what they may do now. */
  function actionsOf(row: PartnershipRow, userId: number): PartnershipAction[] {
    const mine: PartnershipSide = row.realtorId === userId ? 'realtor' : 'expert';
    if (row.status === 'pending') return row.invitedBy === mine ? ['end'] : ['accept', 'decline'];
    if (row.status === 'accepted') return ['end'];
    return [];
  }

  async function views(userId: number, list: PartnershipRow[]): Promise<PartnershipView[]> {
    const others = list.map((r) => (r.realtorId === userId ? r.expertId : r.realtorId));
    const found = await providers.publicProviderSummary(others);
    return list.flatMap((row, i) => {
      const other = found.get(others[i]!);
      if (!other) return [];
      const mine: PartnershipSide = row.realtorId === userId ? 'realtor' : 'expert';
      return [
        {
          id: row.id,
          status: row.status,
          invited_by_me: row.invitedBy === mine,
          partner: { id: other.id, name: other.display_name, provider_type: other.provider_type },
          actions: actionsOf(row, userId),
          updated_at: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  async function ofParty(userId: number, id: number): Promise<PartnershipRow> {
    const row = await repo.find(id);
    if (!row || (row.realtorId !== userId && row.expertId !== userId)) throw AppError.notFound();
    return row;
  }

  return {
    async list(userId: number): Promise<PartnershipList> {
      return { results: await views(userId, await repo.listOf(userId)) };
    },

    /** Invites a provider of the other kind: a realtor invites a lawyer or financial expert, and the reverse. */
    async invite(userId: number, otherId: number): Promise<PartnershipView> {
      const found = await providers.publicProviderSummary([userId, otherId]);
      const me = found.get(userId);
      if (!me || !me.active) throw new AppError(403, 'permission_denied');
      const other = found.get(otherId);
      if (otherId === userId || !other || !other.active || sideOf(me.provider_type) === sideOf(other.provider_type)) {
        throw AppError.field('provider_id', 'partnership_pair_invalid');
      }
      const mySide = sideOf(me.provider_type);
      const [realtorId, expertId] = mySide === 'realtor' ? [userId, otherId] : [otherId, userId];
      const row = await repo.invite(realtorId, expertId, mySide);
      if (!row) throw AppError.field('provider_id', 'partnership_exists');
      const [view] = await views(userId, [row]);
      if (!view) throw AppError.notFound();
      return view;
    },

    /** Accept or decline (the invited side, while pending); end (either side, pending or accepted). */
    async change(userId: number, id: number, action: PartnershipAction): Promise<PartnershipView> {
      const row = await ofParty(userId, id);
      if (!actionsOf(row, userId).includes(action)) throw AppError.field('action', 'partnership_action_invalid');
      const to = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'ended';
      if (!(await repo.change(id, row.status, to))) throw AppError.field('action', 'partnership_action_invalid');
      const [view] = await views(userId, [await ofParty(userId, id)]);
      if (!view) throw AppError.notFound();
      return view;
    },

    /** Whom a provider works with, both agreeing, among providers still active (the public page). */
    async partnersOf(providerId: number): Promise<ProviderPartners> {
      const page = (await providers.publicProviderSummary([providerId])).get(providerId);
      if (!page || !page.active) throw new AppError(404, 'provider_not_found');
      const ids = await repo.acceptedPartnersOf(providerId);
      const found = await providers.publicProviderSummary(ids);
      return {
        results: ids.flatMap((pid) => {
          const p = found.get(pid);
          return p && p.active ? [{ id: p.id, name: p.display_name, provider_type: p.provider_type }] : [];
        }),
      };
    },
  };
}
export type PartnershipsService = ReturnType<typeof createPartnershipsService>;
