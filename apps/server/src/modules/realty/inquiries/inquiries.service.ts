import type { InboxItem, Inquiry, InquiryRequest, Locale } from '@manara/shared';
import { pageWindow, type PageQuery } from '../../../http/paging';
import type { AuthUser } from '../../../http/viewer';
import { AppError } from '../../../lib/errors';
import { visitorKey, type Viewer } from '../../../lib/visitor';
import type { MediaStorage } from '../../../platform/storage';
import { accountRecipient, type NotificationsService } from '../../notifications';
import type { UsersRepository } from '../../users';
import { assertCanManage, assertPublic, type ListingsRepository } from '../listings';
import { toInboxItem, toInquiry } from './inquiries.presenter';
import type { StatsService } from '../stats';
import type { InquiriesRepository } from './inquiries.repository';

/** Contact Seller and Schedule Visit: anyone writes to an active listing's owner; the owner reads them in an inbox. */
export function createInquiriesService(deps: {
  repo: InquiriesRepository;
  listings: Pick<ListingsRepository, 'findAccess' | 'findForDecision'>;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  storage: MediaStorage;
  /** Counts the message or visit request once per visitor per day for the owner's statistics (decision 068). */
  stats: Pick<StatsService, 'count'>;
}) {
  const { repo, listings, users, notifications, storage, stats } = deps;
  return {
    /**
     * Anyone may contact the owner of an active listing; hidden listings do not exist for senders. The
     * owner is e-mailed (a reply goes to the sender) and the sender gets a confirmation, in `language`
     * unless they are signed in (then in their account's), both queued with the inquiry. `viewer` is
     * who sent it.
     */
    async create(propertyId: number, input: InquiryRequest, user: AuthUser | null, language: Locale, viewer: Viewer) {
      assertPublic(await listings.findAccess(propertyId));
      const [listing, sender] = await Promise.all([listings.findForDecision(propertyId), user ? users.findById(user.id) : undefined]);
      const owner = listing && (await users.findById(listing.ownerId));
      const row = await repo.insert(propertyId, user?.id ?? null, input, async (tx) => {
        if (!listing || !owner) return;
        const about = {
          listingTitle: { title_ar: listing.titleAr, title_en: listing.titleEn },
          kind: input.kind,
          message: input.message ?? '',
        };
        await notifications.send(
          'inquiry_received',
          accountRecipient(owner),
          {
            ...about,
            listingUrl: notifications.pageUrl(`/realty/property/${propertyId}`, owner.language),
            inboxUrl: notifications.pageUrl('/dashboard/inbox', owner.language),
            inquirerName: input.name,
            inquirerEmail: input.email,
            inquirerPhone: input.phone ?? null,
            preferredDate: input.preferred_date,
            preferredTime: input.preferred_time,
          },
          { tx, replyTo: input.email },
        );
        // An anonymous sender's address is not verified: their confirmation carries nothing they typed.
        const to = sender ? accountRecipient(sender) : { email: input.email, name: input.name, language };
        await notifications.send(
          'inquiry_sent',
          to,
          { ...about, listingUrl: notifications.pageUrl(`/realty/property/${propertyId}`, to.language) },
          { tx },
        );
      });
      await stats.count(propertyId, row.kind === 'visit' ? 'visit' : 'inquiry', visitorKey(viewer));
      return { id: row.id, kind: row.kind, created_at: row.createdAt.toISOString() };
    },

    /** Only the listing's owner and staff read its inquiries; for anyone else the listing is not found. */
    async list(propertyId: number, user: AuthUser, query: PageQuery): Promise<{ count: number; results: Inquiry[] }> {
      assertCanManage(user, await listings.findAccess(propertyId));
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await repo.list(propertyId, limit, offset);
      return { count, results: rows.map(toInquiry) };
    },

    /** The inquiries about the user's listings, unread first, with how many are unread. */
    async inbox(user: AuthUser, query: PageQuery, locale: Locale): Promise<{ count: number; unread_count: number; results: InboxItem[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count, unread } = await repo.inbox(user.id, limit, offset);
      return { count, unread_count: unread, results: rows.map((r) => toInboxItem(storage, r, locale)) };
    },

    /** 404 unless the inquiry is about one of the user's listings. */
    async markRead(user: AuthUser, id: number, read: boolean): Promise<void> {
      if (!(await repo.markRead(user.id, id, read))) throw AppError.notFound();
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
