import { formatDate } from '@manara/shared/i18n/index';
import { ArrowRight } from 'lucide-react';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAuditLog } from '../../api/people';
import { auditChanges, fieldLabel, formatAuditValue } from '../../lib/audit-changes';
import { State } from '../state';

/** Every staff action: who, what, when, and what it changed (field, before → after) in the page's language. */
export function AuditPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const log = useAuditLog();
  return (
    <State query={log}>
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
