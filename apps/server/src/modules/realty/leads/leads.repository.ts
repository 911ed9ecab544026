import type { LeadKind } from '@manara/shared';
import type { Db } from '../../../db/client';
import { listingLeads } from '../../../db/schema';

/** Presses of Call and WhatsApp on listing pages (decision 039): the only writer of `listing_leads`. */
export function createLeadsRepository(db: Db) {
  return {
    async record(propertyId: number, kind: LeadKind): Promise<void> {
      await db.insert(listingLeads).values({ propertyId, kind });
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
