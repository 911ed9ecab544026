import { formatDate, localized } from '@manara/shared/i18n/index';
import type { AdminProperty } from '@manara/shared/schemas/admin';
import { MAX_REJECTION_REASON } from '@manara/shared/schemas/admin';
import type { PropertyStatus } from '@manara/shared/schemas/realty';
import { Building2, Check, EyeOff, ExternalLink, Loader2, ShieldAlert, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, Input, Textarea } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { useSession } from '@/lib/auth/use-session';
import { errorKey, errorText } from '@/lib/errors';
import { localizePath, paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useModerate, useModerationList } from '../api/moderation';
import { AuditPanel } from '../components/audit/audit-panel';
import { MessagesPanel } from '../components/messages/messages-panel';
import { State } from '../components/state';
import { UsersPanel } from '../components/users/users-panel';
import { HeroesPanel } from '../components/heroes/heroes-panel';
import { LocationsPanel } from '../components/locations/locations-panel';
import { OfferingsPanel } from '../components/offerings/offerings-panel';
import { OutboxPanel } from '../components/outbox/outbox-panel';
import { useAdminStrings } from '../locales/strings';
import { ProjectsPanel } from '../components/projects/projects-panel';
import { ReportsPanel } from '../components/reports/reports-panel';

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
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:w-36">
        {property.cover_image ? (
          <img src={property.cover_image.url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400">
            <Building2 className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
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
          <a
            href={localizePath(paths.property(property.id), locale)}
            target="_blank"
            rel="noopener"
            className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('admin.preview')}
          </a>
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

/** /admin — the moderation queue (staff only): pending listings first, approve or reject with a reason. */
export function AdminPage() {
  useAdminStrings();
  const { t } = useTranslation();
  const { user } = useSession();
  const [section, setSection] = useState<
    'listings' | 'reports' | 'heroes' | 'offerings' | 'projects' | 'locations' | 'users' | 'messages' | 'outbox' | 'audit'
  >('listings');
  const [status, setStatus] = useState<(typeof TABS)[number]>('pending');
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<AdminProperty | null>(null);
  const list = useModerationList(status, search.trim());

  if (!user?.is_staff) {
    return (
      <Container className="py-16 text-center">
        <ShieldAlert className="mx-auto size-12 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('admin.staffOnly')}</h1>
      </Container>
    );
  }
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('admin.title')}</h1>
      <p className="mt-1 text-stone-600">{t('admin.subtitle')}</p>
      <Tabs
        className="mt-6"
        label={t('admin.sections')}
        value={section}
        onChange={setSection}
        items={[
          { key: 'listings', label: t('admin.listingsTitle') },
          { key: 'reports', label: t('admin.reports.title') },
          { key: 'heroes', label: t('admin.heroes.title') },
          { key: 'offerings', label: t('admin.offerings.title') },
          { key: 'projects', label: t('admin.projects.title') },
          { key: 'locations', label: t('admin.locations.title') },
          { key: 'users', label: t('admin.users.title') },
          { key: 'messages', label: t('admin.messages.title') },
          { key: 'outbox', label: t('admin.outbox.title') },
          { key: 'audit', label: t('admin.audit.title') },
        ]}
      >
        {section === 'reports' ? (
          <ReportsPanel />
        ) : section === 'heroes' ? (
          <HeroesPanel />
        ) : section === 'offerings' ? (
          <OfferingsPanel />
        ) : section === 'locations' ? (
          <LocationsPanel />
        ) : section === 'projects' ? (
          <ProjectsPanel />
        ) : section === 'users' ? (
          <UsersPanel selfId={user.id} />
        ) : section === 'messages' ? (
          <MessagesPanel />
        ) : section === 'outbox' ? (
          <OutboxPanel />
        ) : section === 'audit' ? (
          <AuditPanel />
        ) : (
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
              <State
                pending={list.isPending}
                error={list.isError}
                empty={list.data?.results.length === 0}
                retry={() => void list.refetch()}
              >
                <ul className="space-y-4" aria-label={t('admin.listLabel')}>
                  {list.data?.results.map((property) => (
                    <Row key={property.id} property={property} onReject={() => setRejecting(property)} />
                  ))}
                </ul>
              </State>
            </Tabs>
          </>
        )}
      </Tabs>
      <RejectDialog property={rejecting} onClose={() => setRejecting(null)} />
    </Container>
  );
}
