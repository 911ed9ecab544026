import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Hero } from '@/components/hero/hero';
import { heroPageHead, type HeroPageOptions } from '@/components/hero/hero-page';
import { prefetchHero } from '@/components/hero/use-hero';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';
import { projectsQueryOptions, useProjects, type ProjectFilter } from '../api/projects';
import { ProjectGrid } from '../components/project-grid';
import '@/features/construction/locales/strings';

/** The tab and page live in the address (`?filter=featured&page=2`), so they can be shared and are rendered on the server. */
function fromSearch(search: URLSearchParams): { filter: ProjectFilter; page: number } {
  const page = Number(search.get('page'));
  return {
    filter: search.get('filter') === 'featured' ? 'featured' : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /realty/completed-projects — the hero, All Projects / Featured Projects tabs and the card grid. */
export function CompletedProjectsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { filter, page } = fromSearch(search);
  const projects = useProjects(filter, page);
  const data = projects.data;

  const show = (next: { filter?: ProjectFilter; page?: number }) => {
    const params = new URLSearchParams();
    const f = next.filter ?? filter;
    const p = next.page ?? 1;
    if (f === 'featured') params.set('filter', 'featured');
    if (p > 1) params.set('page', String(p));
    setSearch(params, { preventScrollReset: true });
  };

  return (
    <>
      <Hero page="completed_projects" />
      <section className="py-12" aria-labelledby="projects-title">
        <Container>
          <h2 id="projects-title" className="sr-only">
            {t('construction.projectsTitle')}
          </h2>
          <Tabs
            label={t('construction.tabs.label')}
            value={filter}
            onChange={(key) => show({ filter: key })}
            items={[
              { key: 'all', label: t('construction.tabs.all') },
              { key: 'featured', label: t('construction.tabs.featured') },
            ]}
          >
            <ProjectGrid
              projects={data?.results}
              isPending={projects.isPending}
              isError={projects.isError}
              isFetching={projects.isFetching}
              onRetry={() => void projects.refetch()}
              empty={filter === 'featured' ? t('construction.noFeatured') : undefined}
            />
            {data && (data.next || data.previous) && (
              <nav className="mt-8 flex items-center justify-center gap-3" aria-label={t('construction.pages')}>
                <Button variant="outline" disabled={!data.previous} onClick={() => show({ page: page - 1 })}>
                  <ChevronLeft className="flip-rtl size-4" aria-hidden="true" />
                  {t('construction.previousPage')}
                </Button>
                <Button variant="outline" disabled={!data.next} onClick={() => show({ page: page + 1 })}>
                  {t('construction.nextPage')}
                  <ChevronRight className="flip-rtl size-4" aria-hidden="true" />
                </Button>
              </nav>
            )}
          </Tabs>
        </Container>
      </section>
    </>
  );
}

const options: HeroPageOptions = {
  hero: 'completed_projects',
  seo: 'completedProjects',
  crumbs: [
    ['nav.realty', paths.realty],
    ['construction.projectsTitle', paths.completedProjects],
  ],
};

export const route: PageRoute = {
  Component: CompletedProjectsPage,
  prefetch: async ({ queryClient, url }) => {
    const { filter, page } = fromSearch(url.searchParams);
    await Promise.all([prefetchHero(queryClient, 'completed_projects'), queryClient.prefetchQuery(projectsQueryOptions(filter, page))]);
  },
  head: (ctx) => heroPageHead(ctx, options),
};
