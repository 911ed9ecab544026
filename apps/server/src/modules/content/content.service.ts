import type { AuditRecorder } from '../../lib/audit';
import type {
  ContactMessage,
  ContactMessageRequest,
  Locale,
  Offering,
  OfferingWriteRequest,
  ProjectCard,
  PublicProjectDetail,
} from '@manara/shared';
import { pageWindow, type PageQuery } from '../../http/paging';
import type { AuthUser } from '../../http/viewer';
import { AppError } from '../../lib/errors';
import { viewDay, visitorKey, type Viewer } from '../../lib/visitor';
import { toContactMessage, toOffering, type ProjectPresenter } from './content.presenter';
import type { ContentRepository } from './content.repository';
import type { Clock } from '../../lib/clock';

/** The content the public pages show: finance offerings, completed projects; and the contact form and its messages. */
export function createContentService(repo: ContentRepository, present: ProjectPresenter, audit: AuditRecorder, clock: Clock) {
  const offeringValues = (input: Partial<OfferingWriteRequest>) => ({
    ...(input.title_ar !== undefined && { titleAr: input.title_ar }),
    ...(input.title_en !== undefined && { titleEn: input.title_en }),
    ...(input.description_ar !== undefined && { descriptionAr: input.description_ar }),
    ...(input.description_en !== undefined && { descriptionEn: input.description_en }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.price_unit !== undefined && { priceUnit: input.price_unit }),
    ...(input.order !== undefined && { sortOrder: input.order }),
    ...(input.is_active !== undefined && { isActive: input.is_active }),
  });

  async function findProject(id: number) {
    const row = await repo.findProject(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async offerings(activeOnly: boolean): Promise<Offering[]> {
      return (await repo.listOfferings(activeOnly)).map(toOffering);
    },

    async projects(query: PageQuery & { featuredOnly: boolean }): Promise<{ count: number; results: ProjectCard[] }> {
      const { rows, count } = await repo.listProjects({ featuredOnly: query.featuredOnly, ...pageWindow(query) });
      return { count, results: rows.map(present.card) };
    },

    /**
     * A project's page. The web server's own request while rendering it (`viewer: null`) counts nothing:
     * the browser reports the visit itself (`recordView`), as for listings.
     */
    async project(id: number, viewer: Viewer | null, locale: Locale): Promise<PublicProjectDetail> {
      const row = await findProject(id);
      if (viewer) {
        const views = await repo.recordProjectView(row.id, visitorKey(viewer), viewDay(clock.now()));
        if (views !== null) row.viewsCount = views;
      }
      return present.publicDetail(row, locale);
    },

    /** Counts a visit to a project's page once per visitor per day; returns the count. */
    async recordProjectView(id: number, viewer: Viewer): Promise<{ views_count: number }> {
      const row = await findProject(id);
      return { views_count: (await repo.recordProjectView(row.id, visitorKey(viewer), viewDay(clock.now()))) ?? row.viewsCount };
    },

    async createOffering(staff: AuthUser, input: OfferingWriteRequest): Promise<Offering> {
      const row = await repo.insertOffering({
        ...offeringValues(input),
        titleAr: input.title_ar,
        titleEn: input.title_en,
        category: input.category,
      });
      const offering = toOffering(row);
      await audit({
        actorId: staff.id,
        action: 'offering.create',
        entity: 'offering',
        entityId: String(row.id),
        details: { after: offering },
      });
      return offering;
    },

    async updateOffering(staff: AuthUser, id: number, input: Partial<OfferingWriteRequest>): Promise<Offering> {
      const changed = await repo.updateOffering(id, offeringValues(input));
      if (!changed) throw AppError.notFound();
      const before = toOffering(changed.before);
      const after = toOffering(changed.after);
      await audit({ actorId: staff.id, action: 'offering.update', entity: 'offering', entityId: String(id), details: { before, after } });
      return after;
    },

    async deleteOffering(staff: AuthUser, id: number): Promise<void> {
      const row = await repo.deleteOffering(id);
      if (!row) throw AppError.notFound();
      await audit({
        actorId: staff.id,
        action: 'offering.delete',
        entity: 'offering',
        entityId: String(id),
        details: { before: toOffering(row) },
      });
    },

    async sendContactMessage(input: ContactMessageRequest, language: Locale, userId: number | null) {
      const row = await repo.insertContactMessage({ ...input, language, userId });
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },

    /** For staff: unread first, then newest. */
    async contactMessages(query: PageQuery): Promise<{ count: number; results: ContactMessage[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await repo.listContactMessages(limit, offset);
      return { count, results: rows.map(toContactMessage) };
    },

    async markContactMessage(id: number, read: boolean): Promise<void> {
      if (!(await repo.markContactMessage(id, read))) throw AppError.notFound();
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
