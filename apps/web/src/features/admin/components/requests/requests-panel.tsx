import { formatDate } from '@manara/shared/i18n/index';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useTeamRequests } from '../../api/requests';
import { State } from '../state';
import '@/features/requests/locales/strings';

/** The site team's consultation requests (finance offerings, the construction page): staff answer each on its own page. */
export function RequestsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<'open' | 'all'>('open');
  const query = useTeamRequests(filter === 'open');
  return (
    <Tabs
      label={t('admin.requests.title')}
      value={filter}
      onChange={setFilter}
      items={[
        { key: 'open', label: t('admin.requests.open') },
        { key: 'all', label: t('admin.requests.all') },
      ]}
    >
      <State query={query} emptyText={t('admin.requests.empty')}>
        <ul className="space-y-3">
          {query.data?.results.map((r) => (
            <li key={r.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={paths.request(r.id)} className="font-bold text-brand-800 hover:underline">
                  {t(`requests.topic.${r.topic}`)} — {r.client.name}
                </Link>
                <span className="flex items-center gap-2 text-xs">
                  {r.unread_count > 0 && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 font-bold text-white">
                      {t('requests.unread', { n: r.unread_count })}
                    </span>
                  )}
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-800">
                    {/* The team answers these: an accepted time waits for the client, not for staff. */}
                    {t(r.status === 'accepted' ? 'requests.statusAnswering.accepted' : `requests.status.${r.status}`)}
                  </span>
                </span>
              </div>
              <p dir="auto" className="mt-2 line-clamp-2 text-sm text-stone-700">
                {r.description}
              </p>
              <p className="mt-1 text-xs text-stone-600">{formatDate(r.updated_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</p>
            </li>
          ))}
        </ul>
      </State>
    </Tabs>
  );
}
