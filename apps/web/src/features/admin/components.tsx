import { formatDate } from '@manara/shared/i18n/index';
import { ArrowRight, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { errorKey, errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { auditChanges, fieldLabel, formatAuditValue } from './audit-changes';
import { useAdminUsers, useAuditLog, useContactMessages, useMarkContactMessage, useUpdateUser } from './api/people';

/** A staff list's loading, failed (with retry) and empty states, or the list itself. */
export function State({
  pending,
  error,
  empty,
  retry,
  failedText,
  emptyText,
  children,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  retry(): void;
  failedText?: string;
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  if (error)
    return (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
        <p>{failedText ?? t('admin.loadFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (empty)
    return <p className="rounded-2xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">{emptyText ?? t('admin.empty')}</p>;
  return children;
}

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
      <State pending={list.isPending} error={list.isError} empty={!list.data?.results.length} retry={() => void list.refetch()}>
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

/** Messages from the contact page, unread first. */
export function MessagesPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useContactMessages();
  const mark = useMarkContactMessage();
  return (
    <State pending={list.isPending} error={list.isError} empty={!list.data?.results.length} retry={() => void list.refetch()}>
      <ul className="space-y-3" aria-label={t('admin.messages.title')}>
        {list.data?.results.map((m) => (
          <li key={m.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  <bdi>{m.name}</bdi>{' '}
                  {m.read_at === null && (
                    <span className="ms-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t('realty.inbox.new')}</span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  <a className="text-brand-700 hover:underline" href={`mailto:${m.email}`} dir="ltr">
                    {m.email}
                  </a>
                  {m.phone && (
                    <>
                      {' · '}
                      <a className="text-brand-700 hover:underline" href={`tel:${m.phone}`} dir="ltr">
                        {m.phone}
                      </a>
                    </>
                  )}{' '}
                  · {formatDate(m.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                  {t(`admin.messages.lang.${m.language}`)}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                disabled={mark.isPending}
                onClick={() => mark.mutate({ id: m.id, read: m.read_at === null })}
              >
                {m.read_at === null ? t('realty.inbox.markRead') : t('realty.inbox.markUnread')}
              </Button>
            </div>
            {m.subject && (
              <p className="mt-2 font-medium text-stone-900" dir="auto">
                {m.subject}
              </p>
            )}
            <p className="mt-1 whitespace-pre-line text-stone-800" dir="auto">
              {m.message}
            </p>
          </li>
        ))}
      </ul>
    </State>
  );
}

/** Every staff action: who, what, when, and what it changed (field, before → after) in the page's language. */
export function AuditPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const log = useAuditLog();
  return (
    <State pending={log.isPending} error={log.isError} empty={!log.data?.results.length} retry={() => void log.refetch()}>
      <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200" aria-label={t('admin.audit.title')}>
        {log.data?.results.map((e) => {
          const changes = auditChanges(e.details);
          const value = (field: string, v: unknown) => <bdi>{formatAuditValue(t, locale, e.entity, field, v)}</bdi>;
          return (
            <li key={e.id} className="p-4 text-sm">
              <p className="font-medium text-stone-900">
                {t(`admin.audit.actions.${e.action}`, { defaultValue: e.action })} ·{' '}
                {t(`admin.audit.entities.${e.entity}`, { defaultValue: e.entity })}
                {e.entity_id && ` #${e.entity_id}`}
              </p>
              <p className="text-stone-600">
                <bdi>{e.actor?.name ?? '—'}</bdi> · {formatDate(e.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </p>
              {changes.length > 0 && (
                <dl className="mt-2 space-y-1 rounded-xl bg-stone-50 px-3 py-2">
                  {changes.map((c) => (
                    <div key={c.field} className="flex flex-wrap items-baseline gap-x-1.5">
                      <dt className="font-medium text-stone-700">{fieldLabel(t, e.entity, c.field)}:</dt>
                      <dd className="min-w-0 break-words text-stone-900">
                        {'before' in c && 'after' in c ? (
                          <>
                            <del className="text-stone-600">{value(c.field, c.before)}</del>{' '}
                            <ArrowRight className="flip-rtl inline size-3.5 text-stone-500" aria-hidden="true" />
                            <span className="sr-only">{t('admin.audit.changedTo')}</span>{' '}
                            <ins className="no-underline">{value(c.field, c.after)}</ins>
                          </>
                        ) : (
                          value(c.field, 'after' in c ? c.after : c.before)
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </State>
  );
}
