import type { ConsultationRequestView } from '@manara/shared/schemas/requests';
import { formatDate } from '@manara/shared/i18n/index';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/auth/use-session';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useRequestList, type Side } from '../api/requests';
import '@/features/requests/locales/strings';

export const STATUS_CLASS: Record<ConsultationRequestView['status'], string> = {
  requested: 'bg-gold-300/40 text-brand-900',
  accepted: 'bg-blue-50 text-blue-900',
  proposed: 'bg-blue-50 text-blue-900',
  confirmed: 'bg-green-50 text-green-800',
  done: 'bg-stone-100 text-stone-800',
  declined: 'bg-stone-100 text-stone-700',
  no_show: 'bg-stone-100 text-stone-700',
  cancelled: 'bg-stone-100 text-stone-700',
};

/** A request's status as its reader should read it: an accepted time waits for the client, so only the client is asked to confirm. */
export function StatusBadge({ request }: { request: Pick<ConsultationRequestView, 'status' | 'role'> }) {
  const { t } = useTranslation();
  const { status } = request;
  const label =
    status === 'accepted' && request.role !== 'client' ? t('requests.statusAnswering.accepted') : t(`requests.status.${status}`);
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[status]}`}>{label}</span>;
}

/** One request in a list: what, with whom, its status and unread entries. */
export function RequestRow({ request }: { request: ConsultationRequestView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const other = request.role === 'client' ? (request.provider?.name ?? t('requests.team')) : request.client.name;
  return (
    <li>
      <Link
        to={paths.request(request.id)}
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-300"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-brand-800">
            {request.kind === 'visit' ? t('requests.kind.visit') : t(`requests.topic.${request.topic}`)}
            {request.kind === 'visit' && request.listing && (
              <>
                {' — '}
                <bdi>
                  {locale === 'ar'
                    ? request.listing.title_ar || request.listing.title_en
                    : request.listing.title_en || request.listing.title_ar}
                </bdi>
              </>
            )}
          </span>
          <span className="block text-sm text-stone-700">
            {t(request.role === 'client' ? 'requests.with' : 'requests.from', { name: other })} · {formatDate(request.updated_at, locale)}
          </span>
        </span>
        <span className="flex items-center gap-2">
          {request.unread_count > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('requests.unread', { n: request.unread_count })}
            </span>
          )}
          <StatusBadge request={request} />
        </span>
      </Link>
    </li>
  );
}

function SideList({ side }: { side: Side }) {
  const { t } = useTranslation();
  const list = useRequestList(side, 1);
  if (list.isError) return <p className="text-stone-600">{t('requests.failed')}</p>;
  if (!list.data)
    return (
      <p className="text-stone-600" aria-busy="true">
        …
      </p>
    );
  if (list.data.results.length === 0) return <p className="text-stone-600">{t('requests.empty')}</p>;
  return (
    <ul className="space-y-2">
      {list.data.results.map((r) => (
        <RequestRow key={r.id} request={r} />
      ))}
    </ul>
  );
}

/** /dashboard/requests: the requests the user sent and, for a provider, those received. */
export function RequestsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Providers answer consultations; anyone may answer visit requests about their listings (decision 067).
  const received = useRequestList('provider', 1, !!user && user.role !== 'provider');
  const provider = user?.role === 'provider' || (received.data?.count ?? 0) > 0;
  const [chosen, setSide] = useState<Side | null>(null);
  const side: Side = chosen ?? (provider ? 'provider' : 'client');
  return (
    <section aria-labelledby="requests-title" className="space-y-4">
      <h1 id="requests-title" className="flex items-center gap-2 text-2xl font-bold text-brand-800">
        <MessagesSquare className="size-6" aria-hidden="true" />
        {t('requests.title')}
      </h1>
      {provider && (
        <div role="group" className="flex gap-2">
          {(['provider', 'client'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={side === s}
              onClick={() => setSide(s)}
              className="h-10 rounded-full border border-brand-700 px-4 text-sm font-medium text-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {t(s === 'provider' ? 'requests.received' : 'requests.sent')}
            </button>
          ))}
        </div>
      )}
      <SideList key={side} side={side} />
    </section>
  );
}

/** The dashboard's link to the requests, with how many have unread entries. */
export function RequestsLink() {
  const { t } = useTranslation();
  const { user } = useSession();
  const sent = useRequestList('client', 1, !!user);
  const received = useRequestList('provider', 1, !!user);
  const unread = (sent.data?.unread_count ?? 0) + (received.data?.unread_count ?? 0);
  return (
    <Link
      to={paths.requests}
      className="inline-flex h-11 items-center gap-2 rounded-xl border border-brand-700 px-5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <MessagesSquare className="size-5" aria-hidden="true" />
      {t('requests.open')}
      {unread > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs font-bold text-white">{unread}</span>}
    </Link>
  );
}
