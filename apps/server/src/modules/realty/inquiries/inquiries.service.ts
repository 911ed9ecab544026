import type { InboxItem, Inquiry, InquiryRequest, Locale } from '@manara/shared';
import type { Tx } from '../../../db/client';
import { pageWindow, type PageQuery } from '../../../http/paging';
import type { AuthUser } from '../../../http/viewer';
import { AppError } from '../../../lib/errors';
import { visitorKey, type Viewer } from '../../../lib/visitor';
import type { Idempotency, IdempotencyClaim, StoredAnswer } from '../../../platform/idempotency';
import type { MediaStorage } from '../../../platform/storage';
import { accountRecipient, type NotificationsService } from '../../notifications';
import type { UsersRepository } from '../../users';
import { assertCanManage, assertPublic, type ListingsRepository } from '../listings';
import { toInboxItem, toInquiry } from './inquiries.presenter';
import type { StatsService } from '../stats';
import type { InquiriesRepository, InquiryRow } from './inquiries.repository';

/** Contact Seller and Schedule Visit: anyone writes to an active listing's owner; the owner reads them in an inbox. */
export function createInquiriesService(deps: {
  repo: InquiriesRepository;
  listings: Pick<ListingsRepository, 'findAccess' | 'findForDecision'>;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  storage: MediaStorage;
  /** Counts the message or visit request once per visitor per day for the owner's statistics (decision 068). */
  stats: Pick<StatsService, 'count'>;
  /** The request's `Idempotency-Key` (decision 071): its row commits with the inquiry. */
  idempotency: Pick<Idempotency, 'run'>;
}) {
  const { repo, listings, users, notifications, storage, stats, idempotency } = deps;
  return {
    /**
     * Anyone may contact the owner of an active listing; hidden listings do not exist for senders. The
     * owner is e-mailed (a reply goes to the sender) and the sender gets a confirmation, in `language`
     * unless they are signed in (then in their account's), both queued with the inquiry. `viewer` is
     * who sent it. With `claim`, a request already answered creates nothing and gets that answer again.
     */
    async create(
      propertyId: number,
      input: InquiryRequest,
      user: AuthUser | null,
      language: Locale,
      viewer: Viewer,
      claim?: IdempotencyClaim,
    ): Promise<
      { replayed: StoredAnswer } | { created: { status: 201; body: { id: number; kind: InquiryRow['kind']; created_at: string } } }
    > {
      assertPublic(await listings.findAccess(propertyId));
      const [listing, sender] = await Promise.all([listings.findForDecision(propertyId), user ? users.findById(user.id) : undefined]);
      const owner = listing && (await users.findById(listing.ownerId));
      const queueMail = async (tx: Tx) => {
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
      };
      const outcome = await idempotency.run(claim, async (tx) => {
        const row = await repo.insert(propertyId, user?.id ?? null, input, queueMail, tx);
        return { status: 201 as const, body: { id: row.id, kind: row.kind, created_at: row.createdAt.toISOString() } };
      });
      if ('created' in outcome) await stats.count(propertyId, input.kind === 'visit' ? 'visit' : 'inquiry', visitorKey(viewer));
      return outcome;
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
