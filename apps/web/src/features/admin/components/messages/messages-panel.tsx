import { formatDate } from '@manara/shared/i18n/index';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useContactMessages, useMarkContactMessage } from '../../api/people';
import { State } from '../state';
import '@/features/realty/locales/owner-strings';

/** Messages from the contact page, unread first. */
export function MessagesPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useContactMessages();
  const mark = useMarkContactMessage();
  return (
    <State query={list}>
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
