import { formatDate, formatNumber } from '@manara/shared/i18n/index';
import { ListingTitle } from '@/components/listing-text';
import type { InboxItem } from '@manara/shared/schemas/realty';
import { ArrowLeft, CalendarClock, Inbox as InboxIcon, Loader2, Mail, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useInbox, useMarkInquiry } from '../api/listings';
import '@/features/realty/locales/owner-strings';

const whatsapp = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '').replace(/^0/, '970')}`;

function Message({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mark = useMarkInquiry();
  const unread = item.read_at === null;
  const toggle = () => mark.mutate({ id: item.id, read: unread }, { onError: () => toast.error(t('realty.inbox.markFailed')) });
  return (
    <li className={cn('rounded-2xl bg-white p-4 shadow-sm ring-1', unread ? 'ring-brand-300' : 'ring-stone-200')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                item.kind === 'visit' ? 'bg-gold-300/60 text-stone-900' : 'bg-brand-50 text-brand-800',
              )}
            >
              {item.kind === 'visit' ? (
                <CalendarClock className="size-3.5" aria-hidden="true" />
              ) : (
                <MessageSquare className="size-3.5" aria-hidden="true" />
              )}
              {t(`realty.inbox.kinds.${item.kind}`)}
            </span>
            {unread && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('realty.inbox.new')}</span>
            )}
            <span className="text-stone-600">{formatDate(item.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</span>
          </p>
          <h3 className="mt-2 font-bold text-stone-900">
            <bdi>{item.name}</bdi>
          </h3>
          <p className="text-sm text-stone-600">
            {t('realty.inbox.about')}{' '}
            <Link to={paths.property(item.property.id)} className="font-medium text-brand-700 hover:underline">
              <ListingTitle listing={item.property} note={false} />
            </Link>
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={toggle} disabled={mark.isPending}>
          {unread ? t('realty.inbox.markRead') : t('realty.inbox.markUnread')}
        </Button>
      </div>
      {item.kind === 'visit' && item.preferred_date && (
        <p className="mt-2 text-sm font-medium text-stone-800">
          {t('realty.inbox.preferred', {
            date: formatDate(`${item.preferred_date}T12:00:00Z`, locale, { dateStyle: 'full' }),
            time: item.preferred_time ?? t('realty.inbox.anyTime'),
          })}
        </p>
      )}
      {item.message && (
        <p className="mt-2 whitespace-pre-line text-stone-800" dir="auto">
          {item.message}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        <a
          href={`mailto:${item.email}`}
          className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1.5 text-stone-800 hover:bg-stone-200"
        >
          <Mail className="size-4" aria-hidden="true" />
          <span dir="ltr">{item.email}</span>
        </a>
        {item.phone && (
          <>
            <a
              href={`tel:${item.phone}`}
              className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1.5 text-stone-800 hover:bg-stone-200"
            >
              <Phone className="size-4" aria-hidden="true" />
              <span dir="ltr">{item.phone}</span>
            </a>
            <a
              href={whatsapp(item.phone)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1.5 text-green-900 hover:bg-green-100"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('realty.inbox.whatsapp')}
            </a>
          </>
        )}
      </div>
    </li>
  );
}

/** /dashboard/inbox — inquiries and visit requests about the owner's listings, unread first. */
export function InboxPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const inbox = useInbox();
  return (
    <section aria-labelledby="inbox-title">
      <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {t('realty.inbox.back')}
      </Link>
      <div className="mt-4 mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="inbox-title" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {t('realty.inbox.title')}
        </h1>
        {inbox.data && (
          <p className="text-stone-600">
            {t('realty.inbox.unread', { count: inbox.data.unread_count, n: formatNumber(inbox.data.unread_count, locale) })}
          </p>
        )}
      </div>
      {inbox.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : inbox.isError ? (
        <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p className="text-stone-700">{t('realty.inbox.failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void inbox.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : inbox.data.results.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200">
          <InboxIcon className="size-12 text-brand-300" aria-hidden="true" />
          <p className="mt-3 font-bold text-stone-900">{t('realty.inbox.emptyTitle')}</p>
          <p className="mt-1 text-stone-600">{t('realty.inbox.emptyText')}</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {inbox.data.results.map((item) => (
            <Message key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's link to the inbox, with the number of unread messages. */
export function InboxLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  const inbox = useInbox();
  const unread = inbox.data?.unread_count ?? 0;
  return (
    <Link
      to={paths.inbox}
      className="inline-flex h-11 items-center gap-2 rounded-xl border border-brand-700 px-5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <InboxIcon className="size-5" aria-hidden="true" />
      {t('realty.inbox.title')}
      {unread > 0 && (
        <span
          className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
          aria-label={t('realty.inbox.unread', { count: unread, n: formatNumber(unread, locale) })}
        >
          {formatNumber(unread, locale)}
        </span>
      )}
    </Link>
  );
}
