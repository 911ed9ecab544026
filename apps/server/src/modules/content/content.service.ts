import type { ContactMessageRequest, Locale, Offering, ProjectCard, ProjectDetail } from '@manara/shared';
import { AppError } from '../../lib/errors';
import { viewDay, visitorKey, type Viewer } from '../../lib/visitor';
import { toOffering, type ProjectPresenter } from './content.presenter';
import type { ContentRepository } from './content.repository';

/** The content the public pages show: finance offerings, completed projects; and the contact form. */
export function createContentService(repo: ContentRepository, present: ProjectPresenter) {
  async function findProject(id: number) {
    const row = await repo.findProject(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async offerings(activeOnly: boolean): Promise<Offering[]> {
      return (await repo.listOfferings(activeOnly)).map(toOffering);
    },

    async projects(opts: { featuredOnly: boolean; page: number; pageSize: number }): Promise<{ count: number; results: ProjectCard[] }> {
      const { rows, count } = await repo.listProjects({
        featuredOnly: opts.featuredOnly,
        limit: opts.pageSize,
        offset: (opts.page - 1) * opts.pageSize,
      });
      return { count, results: rows.map(present.card) };
    },

    /**
     * A project's page. The web server's own request while rendering it (`viewer: null`) counts nothing:
     * the browser reports the visit itself (`recordView`), as for listings.
     */
    async project(id: number, viewer: Viewer | null): Promise<ProjectDetail> {
      const row = await findProject(id);
      if (viewer) {
        const views = await repo.recordProjectView(row.id, visitorKey(viewer), viewDay());
        if (views !== null) row.viewsCount = views;
      }
      return present.detail(row);
    },

    /** Counts a visit to a project's page once per visitor per day; returns the count. */
    async recordProjectView(id: number, viewer: Viewer): Promise<{ views_count: number }> {
      const row = await findProject(id);
      return { views_count: (await repo.recordProjectView(row.id, visitorKey(viewer), viewDay())) ?? row.viewsCount };
    },

    async sendContactMessage(input: ContactMessageRequest, language: Locale, userId: number | null) {
      const row = await repo.insertContactMessage({ ...input, language, userId });
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
