import { AdminPage } from '@/features/admin/pages/admin-page';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';

/** /admin: staff only; its code loads only when a staff member opens it (the link shows only to staff). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <AdminPage />
    </RequireAuth>
  ),
  // The staff area's own strings load with its code (features/admin/strings.ts): the head uses the app's.
  head: ({ t }) => ({ title: `${t('nav.admin')} | ${t('brand.name')}`, description: t('nav.admin'), noindex: true }),
};
