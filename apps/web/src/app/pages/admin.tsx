import { AdminPage } from '@/features/admin/admin-page';
import type { PageRoute } from '@/lib/page';
import { RequireAuth } from '../require-auth';

/** /admin: staff only; its code loads only when a staff member opens it (the link shows only to staff). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <AdminPage />
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('admin.title')} | ${t('brand.name')}`, description: t('admin.subtitle'), noindex: true }),
};
