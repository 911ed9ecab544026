import type { ProjectCard as Card } from '@manara/shared/schemas/content';
import { HardHat, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/use-translation';
import { ProjectCard } from './project-card';
import '@/features/construction/locales/strings';

/** Projects as cards, with the list's loading (six skeleton cards), failed and empty states. */
export function ProjectGrid({
  projects,
  isPending,
  isError,
  isFetching,
  onRetry,
  empty,
}: {
  projects: Card[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry(): void;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) return <CardGridSkeleton count={6} />;
  if (isError || !projects) {
    return (
      <div role="alert" className="rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-stone-200">
        <p className="text-stone-700">{t('construction.projectsError')}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry} disabled={isFetching}>
          <RotateCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (projects.length === 0) {
    return (
      <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
        <HardHat className="mx-auto size-12 text-stone-400" aria-hidden="true" />
        <p className="mt-3 text-stone-700">{empty ?? t('construction.noProjects')}</p>
      </div>
    );
  }
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', isFetching && 'opacity-70 transition-opacity')}>
      {projects.map((project, i) => (
        <li key={project.id}>
          <ProjectCard project={project} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}
