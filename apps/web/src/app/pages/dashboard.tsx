import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { AddPropertyButton } from '@/features/realty/components/add-property-button';
import { InboxLink } from '@/features/realty/components/inbox';
import { MyProperties } from '@/features/realty/components/my-properties';
import { SavedProperties } from '@/features/realty/components/saved-properties';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';

/** /dashboard: signed-in users only; the dashboard with the sections other features contribute. */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <DashboardPage
        actions={
          <>
            <AddPropertyButton floating={false} />
            <InboxLink />
          </>
        }
      >
        <MyProperties />
        <SavedProperties />
      </DashboardPage>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('dashboard.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
