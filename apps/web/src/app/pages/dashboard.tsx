import { ChartLine, UserRoundCog } from 'lucide-react';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { AddPropertyButton } from '@/features/realty/components/add-property-button';
import { InboxLink } from '@/features/realty/components/inbox';
import { RequestsLink } from '@/features/requests/components/request-list';
import { MyProperties } from '@/features/realty/components/my-properties';
import { SavedProperties } from '@/features/realty/components/saved-properties';
import { SavedSearches } from '@/features/realty/components/saved-searches';
import { MyServices } from '@/features/services/components/my-services';
import { ProviderProfileCard } from '@/features/providers/components/provider-profile-card';
import { Link } from '@/components/ui/link';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';
import { RequireAuth } from '../require-auth';
import '@/features/auth/locales/strings';
import '@/features/dashboard/locales/strings';

function ProfileLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.profile}
      className="inline-flex h-11 items-center gap-2 rounded-xl border border-brand-700 px-5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <UserRoundCog className="size-5" aria-hidden="true" />
      {t('auth.profile.open')}
    </Link>
  );
}

/** The owner's statistics over time (decision 068): its page loads the chart library, the dashboard does not. */
function StatisticsLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={`${paths.dashboard}/statistics`}
      className="inline-flex h-11 items-center gap-2 rounded-xl border border-brand-700 px-5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <ChartLine className="size-5" aria-hidden="true" />
      {t('dashboard.statistics.open')}
    </Link>
  );
}

/** /dashboard: signed-in users only; the dashboard with the sections other features contribute. */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <DashboardPage
        actions={
          <>
            <AddPropertyButton floating={false} />
            <InboxLink />
            <RequestsLink />
            <StatisticsLink />
            <ProfileLink />
          </>
        }
      >
        <ProviderProfileCard />
        <MyServices />
        <MyProperties />
        <SavedProperties />
        <SavedSearches />
      </DashboardPage>
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('dashboard.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
