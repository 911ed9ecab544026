import { formatDate } from '@manara/shared/i18n/index';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { errorKey, errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminUsers, useUpdateUser } from '../../api/people';
import { State } from '../state';

/** Users: search, make or unmake staff, deactivate or reactivate. */
export function UsersPanel({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const list = useAdminUsers(search.trim());
  const update = useUpdateUser();
  const change = (id: number, patch: { is_staff?: boolean; is_active?: boolean }) =>
    update.mutate(
      { id, ...patch },
      {
        onSuccess: () => toast.success(t('admin.users.saved')),
        onError: (e) => toast.error(errorText(errorKey(e), locale) ?? t('admin.failed')),
      },
    );
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <Field id="admin-user-search" label={t('admin.users.search')}>
          <Input id="admin-user-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} dir="auto" />
        </Field>
      </div>
      <State query={list}>
        <ul className="space-y-3" aria-label={t('admin.users.title')}>
          {list.data?.results.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  <bdi>{u.name}</bdi>
                  {u.is_staff && (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">{t('admin.users.staff')}</span>
                  )}
                  {!u.is_active && (
                    <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">{t('admin.users.inactive')}</span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  <span dir="ltr">{u.email}</span> · {formatDate(u.date_joined, locale)}
                </p>
              </div>
              {u.id !== selfId && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => change(u.id, { is_staff: !u.is_staff })}>
                    {u.is_staff ? t('admin.users.unmakeStaff') : t('admin.users.makeStaff')}
                  </Button>
                  <Button
                    size="sm"
                    variant={u.is_active ? 'ghost' : 'outline'}
                    disabled={update.isPending}
                    onClick={() => change(u.id, { is_active: !u.is_active })}
                  >
                    {u.is_active ? t('admin.users.deactivate') : t('admin.users.reactivate')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </State>
    </div>
  );
}
