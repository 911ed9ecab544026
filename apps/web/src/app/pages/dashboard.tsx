import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { SavedProperties } from '@/features/realty/components/saved-properties';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';

/** /dashboard: signed-in users only; the dashboard with the sections other features contribute. */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <DashboardPage>
        <SavedProperties />
      </DashboardPage>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('dashboard.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
