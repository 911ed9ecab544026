import type { Inquiry, InquiryRequest } from '@manara/shared';
import type { AuthUser } from '../../../plugins/auth';
import { assertCanManage, assertPublic } from '../listings/listing-policy';
import type { PropertiesRepository } from '../listings/listings.repository';
import { toInquiry } from './inquiries.presenter';
import type { InquiriesRepository } from './inquiries.repository';

export function createInquiriesService(repo: InquiriesRepository, properties: PropertiesRepository) {
  return {
    /** Anyone may contact the owner of an active listing; hidden listings do not exist for senders. */
    async create(propertyId: number, input: InquiryRequest, user: AuthUser | null) {
      assertPublic(await properties.findAccess(propertyId));
      const row = await repo.insert(propertyId, user?.id ?? null, input);
      return { id: row.id, kind: row.kind, created_at: row.createdAt.toISOString() };
    },

    /** Only the listing's owner and staff read its inquiries; for anyone else the listing is not found. */
    async list(propertyId: number, user: AuthUser, page: number, pageSize: number): Promise<{ count: number; results: Inquiry[] }> {
      assertCanManage(user, await properties.findAccess(propertyId));
      const { rows, count } = await repo.list(propertyId, pageSize, (page - 1) * pageSize);
      return { count, results: rows.map(toInquiry) };
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
