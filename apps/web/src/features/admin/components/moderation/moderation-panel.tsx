import { formatDate, localized } from '@manara/shared/i18n/index';
import { listingText } from '@manara/shared/text/listing-text';
import { ListingTitle } from '@/components/listing-text';
import type { AdminProperty } from '@manara/shared/schemas/admin';
import type { PropertyStatus } from '@manara/shared/schemas/realty';
import { Check, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useModerate, useModerationList } from '../../api/moderation';
import { PublicPageLink, Thumbnail } from '../row-parts';
import { RejectDialog } from '../reject-dialog';
import { State } from '../state';

const TABS = ['pending', 'active', 'rejected'] as const satisfies readonly PropertyStatus[];
function Row({ property, onReject }: { property: AdminProperty; onReject(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moderate = useModerate();
  const run = (action: 'approve' | 'hide') =>
    moderate.mutate(
      { id: property.id, action },
      {
        onSuccess: () => toast.success(t(action === 'approve' ? 'admin.approved' : 'admin.hidden')),
        onError: (e) => toast.error(errorStatus(e) === 404 ? t('admin.gone') : t('admin.failed')),
      },
    );
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row">
      <Thumbnail url={property.cover_image?.url ?? null} className="w-full sm:w-36" />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-bold text-stone-900">
          <ListingTitle listing={property} noteClassName="ms-1" />
        </h3>
        <p className="text-sm text-stone-600">
          {t(`realty.types.${property.type}`)} · {t(`realty.purposes.${property.purpose}`)} · {localized(property.city, 'name', locale)}
        </p>
        <p className="text-sm text-stone-600">
          {t('admin.owner')}: <bdi>{property.owner.name}</bdi> (<span dir="ltr">{property.owner.email}</span>,{' '}
          <span className={property.owner.email_verified ? 'text-emerald-800' : 'text-amber-800'}>
            {t(property.owner.email_verified ? 'admin.ownerVerified' : 'admin.ownerUnverified')}
          </span>
          ) · {formatDate(property.created_at, locale)}
        </p>
        {property.rejection_reason && (
          <p className="text-sm text-red-800" dir="auto">
            {t('admin.reasonShown')}: {property.rejection_reason}
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-2">
          <PublicPageLink to={paths.property(property.id)} outlined>
            {t('admin.preview')}
          </PublicPageLink>
          {property.status !== 'active' && (
            <Button size="sm" onClick={() => run('approve')} disabled={moderate.isPending}>
              <Check className="size-4" aria-hidden="true" />
              {t('admin.approve')}
            </Button>
          )}
          {property.status !== 'rejected' && (
            <Button size="sm" variant="outline" onClick={onReject} disabled={moderate.isPending}>
              <X className="size-4" aria-hidden="true" />
              {t('admin.reject')}
            </Button>
          )}
          {property.status === 'active' && (
            <Button size="sm" variant="ghost" onClick={() => run('hide')} disabled={moderate.isPending}>
              <EyeOff className="size-4" aria-hidden="true" />
              {t('admin.hide')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The moderation queue: pending listings first, approve or reject with a reason, hide an active one. */
export function ModerationPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [status, setStatus] = useState<(typeof TABS)[number]>('pending');
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<AdminProperty | null>(null);
  const list = useModerationList(status, search.trim());
  const moderate = useModerate();
  return (
    <>
      <div className="mt-6 max-w-md">
        <Field id="admin-search" label={t('admin.search')}>
          <Input id="admin-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} dir="auto" />
        </Field>
      </div>
      <Tabs
        className="mt-6"
        label={t('admin.tabs')}
        value={status}
        onChange={setStatus}
        items={TABS.map((key) => ({ key, label: t(`realty.statuses.${key}`) }))}
      >
        <State query={list}>
          <ul className="space-y-4" aria-label={t('admin.listLabel')}>
            {list.data?.results.map((property) => (
              <Row key={property.id} property={property} onReject={() => setRejecting(property)} />
            ))}
          </ul>
        </State>
      </Tabs>
      <RejectDialog
        subject={rejecting ? listingText(rejecting, locale).title : null}
        send={async (reason) => {
          await moderate.mutateAsync({ id: rejecting!.id, action: 'reject', reason });
          toast.success(t('admin.rejected'));
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
