import { formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import { listingText } from '@manara/shared/text/listing-text';
import { ListingTitle } from '@/components/listing-text';
import type { MyProperty } from '@manara/shared/schemas/realty';
import {
  Building2,
  CalendarDays,
  Eye,
  Heart,
  Home,
  Loader2,
  MapPin,
  MessageCircle,
  MessageSquare,
  Pencil,
  Phone,
  Trash2,
  CheckCircle2,
  Clock,
  BarChart3,
  Tag,
  CalendarClock,
  RefreshCw,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { useConfirmFlow } from '@/components/form/confirm-flow';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { renewable } from '../lib/renewal';
import { useDeleteProperty, useMarkClosed, useMyProperties, useRenewProperty, type MyPropertiesFilter } from '../api/listings';
import { toast } from '@/lib/toast';
import { AddPropertyButton } from './add-property-button';
import { ChangesRefusedNote } from './changes-refused-note';
import { EditPropertyDialog } from './edit-property-dialog';
import { PhotosPendingNote } from '@/components/form/photos-pending';
import { Price } from './price';
import '@/features/realty/locales/owner-strings';

/** Badge colours (specification §4): active green, pending yellow, draft grey, sold red, anything else blue. */
export const STATUS_BADGE: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-900',
  draft: 'bg-stone-200 text-stone-800',
  sold: 'bg-red-100 text-red-800',
  expired: 'bg-orange-100 text-orange-900',
};

function StatCard({ icon: Icon, label, value }: { icon: typeof Home; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-2xl font-bold text-stone-900 tabular-nums">{value}</p>
        <p className="text-sm text-stone-600">{label}</p>
      </div>
    </div>
  );
}

/** How people reached out (decision 039): per listing and in total, beside the views. */
const REACH = [
  { key: 'inquiries', icon: MessageSquare },
  { key: 'saves', icon: Heart },
  { key: 'calls', icon: Phone },
  { key: 'whatsapp', icon: MessageCircle },
] as const;

function ListingItem({
  property,
  onEdit,
  onDelete,
  onClose,
  onRenew,
  renewing,
}: {
  property: MyProperty;
  onEdit(): void;
  onDelete(): void;
  onClose(): void;
  onRenew(): void;
  renewing: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cover = property.cover_image;
  const closed = property.status === 'sold' || property.status === 'rented';
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row">
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:w-40">
        {cover ? (
          <img src={cover.url} srcSet={cover.srcset || undefined} sizes="160px" alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400">
            <Building2 className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-bold text-stone-900">
            <ListingTitle listing={property} noteClassName="ms-1" />
          </h3>
          <span
            className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_BADGE[property.status] ?? 'bg-blue-100 text-blue-800')}
          >
            {t(`realty.statuses.${property.status}`, { defaultValue: property.status })}
          </span>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          <li className="flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {localized(property.city, 'name', locale)}
          </li>
          <li className="flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden="true" />
            {formatDate(property.created_at, locale)}
          </li>
          <li className="flex items-center gap-1">
            <Eye className="size-4" aria-hidden="true" />
            {t('realty.property.views', { count: property.views_count, n: formatNumber(property.views_count, locale) })}
          </li>
          {property.status === 'active' && property.expires_at && (
            <li className="flex items-center gap-1">
              <CalendarClock className="size-4" aria-hidden="true" />
              {t('realty.mine.expiresOn', { date: formatDate(property.expires_at, locale) })}
            </li>
          )}
        </ul>
        <ul aria-label={t('realty.mine.reach')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          {REACH.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-1">
              <Icon className="size-4" aria-hidden="true" />
              <span className="font-semibold text-stone-900 tabular-nums">{formatNumber(property.reach[key], locale)}</span>
              {t(`realty.mine.stats.${key}`)}
            </li>
          ))}
        </ul>
        <p className="text-lg font-bold text-brand-700">
          <Price listing={property} purpose={property.purpose} converted={false} />
        </p>
        <PhotosPendingNote count={property.photos_pending} />
        {property.changes?.status === 'pending' && (
          <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            {t('realty.mine.changesPending')}
          </p>
        )}
        {property.changes?.status === 'rejected' && <ChangesRefusedNote reason={property.changes.rejection_reason} />}
        {property.status === 'expired' && (
          <p role="note" className="rounded-xl bg-orange-50 p-3 text-sm text-orange-950 ring-1 ring-orange-200">
            {t('realty.mine.expiredNote')}
          </p>
        )}
        {property.status === 'rejected' && property.rejection_reason && (
          <div role="note" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            <p className="font-semibold">{t('realty.property.rejectionReason')}</p>
            <p className="mt-1 whitespace-pre-line" dir="auto">
              {property.rejection_reason}
            </p>
            <p className="mt-1">{t('realty.mine.resubmitHint')}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          {renewable(property) && (
            <Button size="sm" onClick={onRenew} disabled={renewing}>
              {renewing ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <RefreshCw className="size-4" aria-hidden="true" />
              )}
              {t('realty.mine.renew')}
            </Button>
          )}
          <ButtonLink to={paths.property(property.id)} variant="outline" size="sm">
            <Eye className="size-4" aria-hidden="true" />
            {t('realty.mine.view')}
          </ButtonLink>
          {!closed && (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden="true" />
              {property.status === 'rejected' ? t('realty.mine.editResubmit') : t('realty.mine.edit')}
            </Button>
          )}
          {property.status === 'active' && (
            <Button variant="outline" size="sm" onClick={onClose}>
              <Tag className="size-4" aria-hidden="true" />
              {property.purpose === 'rent' ? t('realty.mine.markRented') : t('realty.mine.markSold')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-700 hover:bg-red-50">
            <Trash2 className="size-4" aria-hidden="true" />
            {t('realty.mine.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * My Properties on the dashboard (specification §2): four stat cards from the server's counts, the
 * All / Active / Pending tabs with counts, each listing with its status and actions, empty and loading
 * states, and the edit and delete dialogs.
 */
export function MyProperties({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<MyPropertiesFilter>('all');
  const [page, setPage] = useState(1);
  const query = useMyProperties(filter, page);
  const remove = useDeleteProperty();
  const markClosed = useMarkClosed();
  const renew = useRenewProperty();
  const renewListing = (id: number) =>
    renew.mutate(id, {
      onSuccess: (renewed) => toast.success(t('realty.mine.renewed', { date: formatDate(renewed.expires_at ?? '', locale) })),
      onError: () => toast.error(t('realty.mine.renewFailed')),
    });
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useConfirmFlow<MyProperty>({
    act: (p) => remove.mutateAsync(p.id),
    doneText: t('realty.mine.deleted'),
    failedText: t('realty.mine.deleteFailed'),
  });
  const closure = useConfirmFlow<MyProperty>({
    act: (p) => markClosed.mutateAsync({ id: p.id, status: p.purpose === 'rent' ? 'rented' : 'sold' }),
    doneText: t('realty.mine.closed'),
    failedText: t('realty.mine.closeFailed'),
  });
  const deleting = deletion.item;
  const closing = closure.item;
  const counts = query.data?.counts;
  const n = (v: number | undefined) => formatNumber(v ?? 0, locale);

  return (
    <section aria-labelledby="my-properties" className="mt-10">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-properties" className="text-xl font-bold text-brand-800">
          {t('realty.mine.title')}
        </h2>
        {children}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={Home} label={t('realty.mine.stats.total')} value={n(counts?.all)} />
        <StatCard icon={CheckCircle2} label={t('realty.mine.stats.active')} value={n(counts?.active)} />
        <StatCard icon={Clock} label={t('realty.mine.stats.pending')} value={n(counts?.pending)} />
        <StatCard icon={BarChart3} label={t('realty.mine.stats.views')} value={n(counts?.total_views)} />
        {REACH.map(({ key, icon }) => (
          <StatCard key={key} icon={icon} label={t(`realty.mine.stats.${key}`)} value={n(counts?.[`total_${key}`])} />
        ))}
      </div>
      <Tabs
        className="mt-6"
        label={t('realty.mine.tabs')}
        value={filter}
        onChange={(key) => {
          setFilter(key);
          setPage(1);
        }}
        items={[
          { key: 'all', label: t('realty.mine.all'), count: counts?.all ?? 0 },
          { key: 'active', label: t('realty.mine.active'), count: counts?.active ?? 0 },
          { key: 'pending', label: t('realty.mine.pending'), count: counts?.pending ?? 0 },
          // Expired listings get their tab once there are any (decision 061).
          ...(counts?.expired || filter === 'expired'
            ? [{ key: 'expired' as const, label: t('realty.mine.expired'), count: counts?.expired ?? 0 }]
            : []),
        ]}
      >
        {query.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-600">
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            {t('common.loading')}
          </p>
        ) : query.isError ? (
          <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
            <p className="text-stone-700">{t('realty.mine.failed')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : query.data.results.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-white p-10 text-center ring-1 ring-stone-200">
            <Building2 className="size-12 text-brand-300" aria-hidden="true" />
            <p className="mt-3 text-lg font-bold text-stone-900">{t('realty.mine.emptyTitle')}</p>
            <p className="mt-1 text-stone-600">{t('realty.mine.emptyText')}</p>
            <div className="mt-5">
              <AddPropertyButton floating={false} />
            </div>
          </div>
        ) : (
          <ul className="space-y-4" aria-label={t('realty.mine.title')}>
            {query.data.results.map((property) => (
              <ListingItem
                key={property.id}
                property={property}
                onEdit={() => setEditing(property.id)}
                onDelete={() => deletion.ask(property)}
                onClose={() => closure.ask(property)}
                onRenew={() => renewListing(property.id)}
                renewing={renew.isPending && renew.variables === property.id}
              />
            ))}
          </ul>
        )}
        {query.data && (query.data.next || query.data.previous) && (
          <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t('realty.mine.pages')}>
            <Button variant="outline" size="sm" disabled={!query.data.previous} onClick={() => setPage((p) => p - 1)}>
              {t('realty.mine.previousPage')}
            </Button>
            <span className="text-sm text-stone-600">{n(page)}</span>
            <Button variant="outline" size="sm" disabled={!query.data.next} onClick={() => setPage((p) => p + 1)}>
              {t('realty.mine.nextPage')}
            </Button>
          </nav>
        )}
      </Tabs>

      <EditPropertyDialog propertyId={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        title={t('realty.mine.deleteTitle')}
        description={t('realty.mine.deleteConfirm', { title: deleting ? listingText(deleting, locale).title : '' })}
        confirmLabel={t('realty.mine.delete')}
        {...deletion.dialog}
      />
      <ConfirmDialog
        tone="primary"
        title={closing?.purpose === 'rent' ? t('realty.mine.markRented') : t('realty.mine.markSold')}
        description={t(closing?.purpose === 'rent' ? 'realty.mine.markRentedConfirm' : 'realty.mine.markSoldConfirm', {
          title: closing ? listingText(closing, locale).title : '',
        })}
        confirmLabel={closing?.purpose === 'rent' ? t('realty.mine.markRented') : t('realty.mine.markSold')}
        {...closure.dialog}
      />
    </section>
  );
}
