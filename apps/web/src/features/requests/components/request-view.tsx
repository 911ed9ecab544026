import { formatDate, formatNumber, formatPrice } from '@manara/shared/i18n/index';
import type { ConsultationRequestView } from '@manara/shared/schemas/requests';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useRequest } from '../api/requests';
import { RequestActions } from './request-actions';
import { RequestAttachments } from './request-attachments';
import { StatusBadge } from './request-list';
import { RequestThread } from './request-thread';
import { ReviewPanel } from './review-panel';
import '@/features/requests/locales/strings';

const LONG = { dateStyle: 'full', timeStyle: 'short' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/** What the listing is and where (the plot's village and address as its owner gave them), for the lawyer checking it. */
function ListingPlace({ listing }: { listing: NonNullable<ConsultationRequestView['listing']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pick = (ar: string | null, en: string | null) => (locale === 'ar' ? (ar ?? en) : (en ?? ar));
  const village = pick(listing.village_ar, listing.village_en);
  const address = pick(listing.address_ar, listing.address_en);
  return (
    <>
      <Row label={t('requests.view.listingType')}>{t(`requests.listingType.${listing.type}`)}</Row>
      {village && (
        <Row label={t('requests.view.village')}>
          <bdi>{village}</bdi>
        </Row>
      )}
      {address && (
        <Row label={t('requests.view.address')}>
          <bdi>{address}</bdi>
        </Row>
      )}
      {listing.land_basin && (
        <Row label={t('requests.view.landBasin')}>
          <bdi>{listing.land_basin}</bdi>
        </Row>
      )}
      {listing.land_plot && (
        <Row label={t('requests.view.landPlot')}>
          <bdi dir="ltr">{listing.land_plot}</bdi>
        </Row>
      )}
    </>
  );
}

/** One request as a party (or staff) reads it: what, when, with whom, the reader's steps and the thread. */
export function RequestView({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useRequest(id);
  if (query.isError) return <p className="text-stone-600">{t('requests.failed')}</p>;
  const request = query.data;
  if (!request) return <p aria-busy="true">…</p>;
  const other = request.role === 'client' ? (request.provider?.name ?? t('requests.team')) : request.client.name;
  return (
    <div className="space-y-6">
      <Link to={paths.requests} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
        {t('requests.back')}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">
          {request.kind === 'visit' ? t('requests.kind.visit') : t(`requests.topic.${request.topic}`)} —{' '}
          {t(request.role === 'client' ? 'requests.with' : 'requests.from', { name: other })}
        </h1>
        <StatusBadge request={request} />
      </header>
      {request.role === 'staff' && <p className="rounded-xl bg-stone-100 p-3 text-sm">{t('requests.view.readOnly')}</p>}
      <dl className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
        {(request.kind === 'consultation' || request.description) && (
          <Row label={t(request.kind === 'visit' ? 'requests.view.message' : 'requests.view.description')}>
            <span dir="auto" className="whitespace-pre-line">
              {request.description}
            </span>
          </Row>
        )}
        {request.scheduled_at && (
          <Row label={t('requests.view.scheduled')}>
            {formatDate(request.scheduled_at, locale, LONG)} ·{' '}
            {t('requests.view.minutes', { count: request.duration_minutes ?? 60, n: formatNumber(request.duration_minutes ?? 60, locale) })}
          </Row>
        )}
        <Row label={t('requests.view.preferred')}>
          <ul>
            {request.preferred_times.map((w) => (
              <li key={w.start}>
                {formatDate(w.start, locale, LONG)} – {formatDate(w.end, locale, { timeStyle: 'short' })}
              </li>
            ))}
          </ul>
        </Row>
        {request.quoted_price !== null && request.quoted_currency && (
          <Row label={t('requests.view.quote')}>{formatPrice(request.quoted_price, locale, request.quoted_currency)}</Row>
        )}
        {request.reason && (
          <Row label={t('requests.view.reason')}>
            <span dir="auto">{request.reason}</span>
          </Row>
        )}
        {request.listing && (
          <Row label={t('requests.view.listing')}>
            <Link to={paths.property(request.listing.id)} className="text-brand-700 underline">
              {(locale === 'ar'
                ? request.listing.title_ar || request.listing.title_en
                : request.listing.title_en || request.listing.title_ar) || `#${request.listing.id}`}
            </Link>{' '}
            · {locale === 'ar' ? request.listing.city.name_ar : request.listing.city.name_en} · {request.listing.area} m²
          </Row>
        )}
        {request.listing && <ListingPlace listing={request.listing} />}
        <Row label={t('requests.view.contact')}>{t(`requests.contact.${request.contact_preference}`)}</Row>
        {request.kind === 'consultation' && <Row label={t('requests.view.language')}>{t(`requests.language.${request.language}`)}</Row>}
      </dl>
      <RequestActions request={request} />
      {request.status === 'done' && request.provider && request.kind === 'consultation' && <ReviewPanel id={request.id} />}
      <RequestAttachments id={request.id} canAdd={request.role !== 'staff'} />
      <RequestThread id={request.id} canWrite={request.role !== 'staff'} />
    </div>
  );
}
