import { Container } from '@/components/ui/container';
import { StatisticsPage } from '@/features/dashboard/pages/statistics-page';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';
import '@/features/dashboard/locales/strings';

/** /dashboard/statistics: the owner's statistics over time (signed-in users only; decision 068). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <Container className="py-8 sm:py-12">
        <StatisticsPage />
      </Container>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('dashboard.statistics.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
