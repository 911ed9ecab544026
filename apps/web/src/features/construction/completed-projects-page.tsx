import { Hero } from '@/components/hero/hero';
import { heroPage } from '@/components/hero/hero-page';
import { paths } from '@/lib/paths';

/** Completed projects: the hero until the projects catalogue lands (its API is a later issue). */
export function CompletedProjectsPage() {
  return <Hero page="completed_projects" />;
}

export const route = heroPage(CompletedProjectsPage, {
  hero: 'completed_projects',
  seo: 'completedProjects',
  crumbs: [
    ['nav.realty', paths.realty],
    ['construction.projectsTitle', paths.completedProjects],
  ],
});
