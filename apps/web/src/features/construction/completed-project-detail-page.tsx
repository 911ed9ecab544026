import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';

/** Until the projects catalogue lands, every project id is the specification's 'Project not found' state. */
export function CompletedProjectDetailPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-24 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{t('construction.projectNotFound')}</h1>
      <ButtonLink to={paths.completedProjects} variant="outline" className="mt-6">
        <ArrowRight className="flip-rtl size-4 rotate-180" aria-hidden="true" />
        {t('construction.backToProjects')}
      </ButtonLink>
    </Container>
  );
}

export const route: PageRoute = {
  Component: CompletedProjectDetailPage,
  prefetch: async () => ({ status: 404 }),
  head: ({ t }) => ({ title: t('construction.projectNotFound'), description: t('seo.completedProjects.description'), noindex: true }),
};
