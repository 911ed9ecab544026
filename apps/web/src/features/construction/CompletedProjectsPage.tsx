import { Hero } from '@/components/hero/Hero';

/** Completed projects: the hero until the projects catalogue lands (its API is a later issue). */
export function CompletedProjectsPage() {
  return <Hero page="completed_projects" />;
}
