import { formatDate } from '@manara/shared/i18n/index';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useOutbox } from '../../api/outbox';
import { State } from '../state';

/** E-mail kept instead of sent (no SMTP server): what each person would have received, in their language. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useOutbox();
  return (
    <div className="mt-6">
      <p className="mb-4 text-stone-600">{t('admin.outbox.intro')}</p>
      <State query={list} emptyText={t('admin.outbox.empty')}>
        <ul className="space-y-3" aria-label={t('admin.outbox.title')}>
          {list.data?.results.map((m) => (
            <li key={m.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold text-stone-900" dir="auto">
                    {m.subject}
                  </span>
                  <span className="block text-sm text-stone-600">
                    {t('admin.outbox.to')}: <bdi dir="ltr">{m.recipient}</bdi> ·{' '}
                    {formatDate(m.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                    {t(`admin.messages.lang.${m.language}`)}
                  </span>
                </summary>
                <pre
                  lang={m.language}
                  dir={m.language === 'ar' ? 'rtl' : 'ltr'}
                  className="mt-3 overflow-x-auto whitespace-pre-wrap break-words font-sans text-sm text-stone-800"
                >
                  {m.text}
                </pre>
                {Object.keys(m.headers).length > 0 && (
                  <dl className="mt-3 text-xs text-stone-600" dir="ltr">
                    {Object.entries(m.headers).map(([name, value]) => (
                      <div key={name} className="break-all">
                        <dt className="inline font-medium">{name}:</dt> <dd className="inline">{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </details>
            </li>
          ))}
        </ul>
      </State>
    </div>
  );
}
