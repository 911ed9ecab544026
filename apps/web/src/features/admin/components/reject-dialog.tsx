import { MAX_REJECTION_REASON } from '@manara/shared/schemas/admin';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, Textarea } from '@/components/ui/field';
import { errorKey, errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

const READY_REASONS = ['photos', 'details', 'duplicate', 'price'] as const;

/**
 * Asks staff why they refuse something (a listing, or an owner's changes to one): a ready reason or
 * their own words, required; `send` refuses with it. Stays open, with the error, when sending fails.
 */
export function RejectDialog({
  subject,
  title,
  send,
  onClose,
}: {
  /** What is refused (the dialog's description); null when closed. */
  subject: string | null;
  title?: string;
  send(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setError(errorText('reason_required', locale));
    setBusy(true);
    try {
      await send(reason);
      setReason('');
      onClose();
    } catch (e) {
      setError(errorText(errorKey(e), locale) ?? t('admin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      closeDisabled={busy}
      title={title ?? t('admin.rejectTitle')}
      description={subject ?? ''}
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
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={busy}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t('admin.reject')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
