import { formatDate, localized } from '@manara/shared/i18n/index';
import type { AdminProperty } from '@manara/shared/schemas/admin';
import { MAX_REJECTION_REASON } from '@manara/shared/schemas/admin';
import type { PropertyStatus } from '@manara/shared/schemas/realty';
import { Check, EyeOff, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, Input, Textarea } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { errorKey, errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useModerate, useModerationList } from '../../api/moderation';
import { PublicPageLink, Thumbnail } from '../row-parts';
import { State } from '../state';

const TABS = ['pending', 'active', 'rejected'] as const satisfies readonly PropertyStatus[];
const READY_REASONS = ['photos', 'details', 'duplicate', 'price'] as const;

function RejectDialog({ property, onClose }: { property: AdminProperty | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const moderate = useModerate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!property) return;
    if (!reason.trim()) return setError(errorText('reason_required', locale));
    moderate.mutate(
      { id: property.id, action: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(t('admin.rejected'));
          setReason('');
          onClose();
        },
        onError: (e) => setError(errorText(errorKey(e), locale) ?? t('admin.failed')),
      },
    );
  };
  return (
    <Dialog
      open={property !== null}
      onOpenChange={(open) => !open && !moderate.isPending && onClose()}
      closeDisabled={moderate.isPending}
      title={t('admin.rejectTitle')}
      description={property?.title ?? ''}
    >
      <div className="mt-4 space-y-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin.readyReasons')}>
          {READY_REASONS.map((key) => (
            <button
              key={key}
              type="button"
              onClick={() => {
                setReason(t(`admin.reasons.${key}`));
                setError(undefined);
              }}
              className="rounded-full border border-stone-300 px-3 py-1.5 text-sm text-stone-700 hover:border-brand-600"
            >
              {t(`admin.reasons.${key}`)}
            </button>
          ))}
        </div>
        <Field id={`${id}-reason`} label={t('admin.reason')} error={error} required>
          <Textarea
            {...fieldAria(`${id}-reason`, error)}
            dir="auto"
            rows={4}
            maxLength={MAX_REJECTION_REASON}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={moderate.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={moderate.isPending}>
            {moderate.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t('admin.reject')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

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
          <bdi>{property.title}</bdi>
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
  const [status, setStatus] = useState<(typeof TABS)[number]>('pending');
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<AdminProperty | null>(null);
  const list = useModerationList(status, search.trim());
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
      <RejectDialog property={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
