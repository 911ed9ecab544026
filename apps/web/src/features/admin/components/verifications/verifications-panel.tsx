import { formatDate } from '@manara/shared/i18n/index';
import { MAX_VERIFICATION_REASON, type VerificationQueueItem } from '@manara/shared/schemas/providers';
import { Check, Download, Loader2, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, Textarea } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { downloadPrivate } from '@/lib/private-download';
import { errorKey, errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useDecideVerification, useVerificationQueue, type QueueStatus } from '../../api/verifications';
import { PublicPageLink } from '../row-parts';
import { State } from '../state';
import '@/features/providers/locales/strings';

const TABS = ['pending', 'verified', 'refused', 'withdrawn'] as const satisfies readonly QueueStatus[];
type Asking = { item: VerificationQueueItem; decision: 'refuse' | 'withdraw' } | null;

/** Staff's reason for a refusal or a withdrawal: required, sent to the provider. */
function ReasonDialog({ asking, onClose }: { asking: Asking; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decide = useDecideVerification();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    if (!asking) return;
    if (!reason.trim()) return setError(errorText('verification_reason_required', locale));
    decide.mutate(
      { id: asking.item.id, decision: asking.decision, reason },
      {
        onSuccess: () => {
          toast.success(t(asking.decision === 'refuse' ? 'admin.verifications.refused' : 'admin.verifications.withdrawn'));
          setReason('');
          onClose();
        },
        onError: (e) => setError(errorText(errorKey(e), locale) ?? t('admin.failed')),
      },
    );
  };
  return (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      closeDisabled={decide.isPending}
      title={t(asking?.decision === 'withdraw' ? 'admin.verifications.withdrawTitle' : 'admin.verifications.refuseTitle')}
      description={asking?.item.display_name ?? ''}
    >
      <div className="mt-4 space-y-4">
        <Field id="verification-reason" label={t('admin.reason')} hint={t('admin.verifications.reasonHint')} error={error} required>
          <Textarea
            {...fieldAria('verification-reason', error, true)}
            dir="auto"
            rows={4}
            maxLength={MAX_VERIFICATION_REASON}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={decide.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={send} disabled={decide.isPending}>
            {decide.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t('admin.verifications.send')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function Row({ item, ask }: { item: VerificationQueueItem; ask(decision: 'refuse' | 'withdraw'): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decide = useDecideVerification();
  const verify = () =>
    decide.mutate(
      { id: item.id, decision: 'verify' },
      {
        onSuccess: () => toast.success(t('admin.verifications.verified')),
        onError: (e) => toast.error(errorStatus(e) === 409 ? t('admin.verifications.changed') : t('admin.failed')),
      },
    );
  const open = () => void downloadPrivate(`/admin/provider-verifications/${item.id}/document/`).catch(() => toast.error(t('admin.failed')));
  return (
    <li className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 className="font-bold text-stone-900">
        <bdi dir="auto">{item.display_name}</bdi>{' '}
        <span className="font-normal text-stone-600">· {t(`providers.types.${item.provider_type}`)}</span>
      </h3>
      <p className="text-sm text-stone-600">
        {t('admin.verifications.account')}: <bdi>{item.account_name}</bdi> (<span dir="ltr">{item.email}</span>)
      </p>
      <p className="text-sm text-stone-800">
        {t('admin.verifications.licence')}: <bdi dir="auto">{item.licence_authority}</bdi> — <bdi dir="ltr">{item.licence_number}</bdi>
        {item.submitted_at && <> · {t('admin.verifications.submitted', { date: formatDate(item.submitted_at, locale) })}</>}
      </p>
      {item.verification_reason && (
        <p className="text-sm text-red-800" dir="auto">
          {t('admin.verifications.reasonShown')}: {item.verification_reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <PublicPageLink to={paths.provider(item.id)} outlined>
          {t('admin.verifications.page')}
        </PublicPageLink>
        {item.document ? (
          <Button size="sm" variant="outline" onClick={open}>
            <Download className="size-4" aria-hidden="true" />
            {t('admin.verifications.document')}
          </Button>
        ) : (
          <span className="self-center text-sm text-stone-600">{t('admin.verifications.noDocument')}</span>
        )}
        {item.verification_status === 'pending' && (
          <>
            <Button size="sm" onClick={verify} disabled={decide.isPending}>
              <Check className="size-4" aria-hidden="true" />
              {t('admin.verifications.verify')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => ask('refuse')} disabled={decide.isPending}>
              <X className="size-4" aria-hidden="true" />
              {t('admin.verifications.refuse')}
            </Button>
          </>
        )}
        {item.verification_status === 'verified' && (
          <Button size="sm" variant="ghost" onClick={() => ask('withdraw')}>
            <Undo2 className="size-4" aria-hidden="true" />
            {t('admin.verifications.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Providers' licences (decision 056): waiting ones first; verify, refuse or withdraw with a reason; the document through its authorised route. */
export function VerificationsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<QueueStatus>('pending');
  const [asking, setAsking] = useState<Asking>(null);
  const list = useVerificationQueue(status);
  return (
    <>
      <Tabs
        className="mt-6"
        label={t('admin.verifications.tabs')}
        value={status}
        onChange={setStatus}
        items={TABS.map((key) => ({ key, label: t(`admin.verifications.statuses.${key}`) }))}
      >
        <State query={list}>
          <ul className="space-y-4" aria-label={t('admin.verifications.listLabel')}>
            {list.data?.map((item) => (
              <Row key={item.id} item={item} ask={(decision) => setAsking({ item, decision })} />
            ))}
          </ul>
        </State>
      </Tabs>
      <ReasonDialog asking={asking} onClose={() => setAsking(null)} />
    </>
  );
}
